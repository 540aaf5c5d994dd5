import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { describe, expect, it } from 'vitest';
import { createLocalSession } from '../session/local-encounter-session.ts';
import { combatantReader } from './use-combatant.ts';

const session = () =>
  createLocalSession(
    createEncounter([
      createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
      createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 21, ac: 13, initiative: 12 }),
      createEntity({ key: 'goblin', name: 'Goblin', entityType: 'npc', maxHp: 7, ac: 15, initiative: 9 }),
    ]),
    { automate: true, now: () => 1_700_000_000_000 },
  );

describe("a row's own combatant", () => {
  it('is a new object when its combatant was hit, and the same one when the hit went elsewhere', () => {
    const running = session();
    const orc = combatantReader(running, 'orc');
    const goblin = combatantReader(running, 'goblin');
    const [orcBefore, goblinBefore] = [orc(), goblin()];
    running.apply({ type: 'damage', target: 'orc', amount: 9, by: 'barbarian' });
    expect(orc()).not.toBe(orcBefore);
    expect(orc()?.curHp).toBe(12);
    expect(goblin()).toBe(goblinBefore);
  });

  it('stays the same object when only its damage meters changed (it dealt the hit)', () => {
    const running = session();
    const barbarian = combatantReader(running, 'barbarian');
    const before = barbarian();
    running.apply({ type: 'damage', target: 'orc', amount: 9, by: 'barbarian' });
    expect(running.snapshot().encounter.entities.find((entity) => entity.key === 'barbarian')).not.toBe(before);
    expect(barbarian()).toBe(before);
  });

  it('is gone once its combatant left the fight', () => {
    const running = session();
    const goblin = combatantReader(running, 'goblin');
    expect(goblin()?.name).toBe('Goblin');
    running.apply({ type: 'remove-entity', key: 'goblin' });
    expect(goblin()).toBeUndefined();
  });
});
