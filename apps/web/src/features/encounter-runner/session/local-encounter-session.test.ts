import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { describe, expect, it } from 'vitest';
import { createLocalSession } from './local-encounter-session.ts';

const party = () =>
  createEncounter([
    createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
    createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 21, ac: 13, initiative: 12 }),
  ]);

const session = () => createLocalSession(party(), { automate: true, now: () => 1_700_000_000_000 });

describe('an encounter run in the browser', () => {
  it('applies a command, logs it and tells its listeners once', () => {
    const running = session();
    let told = 0;
    running.subscribe(() => {
      told += 1;
    });
    const result = running.apply({ type: 'damage', target: 'orc', amount: 9, by: 'barbarian' });
    expect(result).toMatchObject({ ok: true, events: [{ caption: 'Barbarian did 9 damage to Orc' }] });
    expect(findEntity(running.snapshot().encounter, 'orc')?.curHp).toBe(12);
    expect(running.snapshot().log).toHaveLength(1);
    expect(told).toBe(1);
  });

  it("follows the GM's automation setting: a hit at 0 HP fails a death save only while it is on", () => {
    const running = session();
    running.apply({ type: 'damage', target: 'barbarian', amount: 41, by: 'orc' });
    running.setAutomate(false);
    running.apply({ type: 'damage', target: 'barbarian', amount: 1, by: 'orc' });
    expect(findEntity(running.snapshot().encounter, 'barbarian')?.saves).toEqual({});
    running.setAutomate(true);
    running.apply({ type: 'damage', target: 'barbarian', amount: 1, by: 'orc' });
    expect(findEntity(running.snapshot().encounter, 'barbarian')?.saves).toEqual({ 1: 'failure' });
  });

  it('a refused command changes nothing and tells nobody', () => {
    const running = session();
    const before = running.snapshot();
    let told = 0;
    running.subscribe(() => {
      told += 1;
    });
    expect(running.apply({ type: 'damage', target: 'ogre', amount: 9, by: null })).toEqual({
      ok: false,
      error: 'No combatant with key "ogre" in this encounter',
    });
    expect(running.snapshot()).toBe(before);
    expect(told).toBe(0);
  });

  it('undoes an older entry on its own when nothing later touched its combatants', () => {
    const running = session();
    running.apply({ type: 'damage', target: 'orc', amount: 9, by: null });
    running.apply({ type: 'heal', target: 'barbarian', amount: 3, by: null });
    expect(running.undo(0)).toEqual({ ok: true, events: [] });
    expect(findEntity(running.snapshot().encounter, 'orc')?.curHp).toBe(21);
    expect(running.snapshot().log.map((entry) => entry.type)).toEqual(['heal']);
  });

  it('undoes an older entry that later ones build on by giving back its own damage', () => {
    const running = session();
    running.apply({ type: 'damage', target: 'orc', amount: 9, by: null });
    running.apply({ type: 'damage', target: 'orc', amount: 2, by: null });
    expect(running.undo(0)).toEqual({ ok: true, events: [] });
    expect(findEntity(running.snapshot().encounter, 'orc')?.curHp).toBe(19);
  });

  it('says why an entry cannot be undone', () => {
    const running = session();
    running.apply({ type: 'damage', target: 'orc', amount: 9, by: null });
    running.apply({ type: 'remove-entity', key: 'orc' });
    expect(running.undo(0)).toEqual({
      ok: false,
      error: 'Orc was removed from the encounter, so this entry can no longer be undone',
    });
    expect(running.undo(5)).toEqual({ ok: false, error: 'That log entry is no longer there' });
  });

  it('stops telling a listener that unsubscribed', () => {
    const running = session();
    let told = 0;
    const stop = running.subscribe(() => {
      told += 1;
    });
    stop();
    running.apply({ type: 'start' });
    expect(told).toBe(0);
  });
});
