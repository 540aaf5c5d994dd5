import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { describe, expect, it } from 'vitest';
import { runGesture, undoLogEntry } from './dispatch.ts';
import { applyRequest, setFollowerVisibility } from './follower-actions.ts';
import { runnerTestContext } from './runner-test-context.ts';

const fight = () =>
  createEncounter([
    createEntity({ key: 'rogue', name: 'Rogue', entityType: 'player', maxHp: 30, ac: 14, initiative: 15 }),
    createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13, initiative: 12 }),
    createEntity({ key: 'wolf', name: 'Wolf', entityType: 'npc', maxHp: 11, ac: 13, initiative: 10 }),
  ]);

describe("a follower's request applied", () => {
  it('is one batch with each target its own amount, one log line, one undo', () => {
    const test = runnerTestContext(fight());
    const result = runGesture(test.make(), applyRequest, {
      kind: 'damage',
      damageType: 'fire',
      by: 'rogue',
      amounts: [
        { key: 'orc', amount: 6 },
        { key: 'wolf', amount: 0 },
      ],
    });
    expect(result).toMatchObject({ ok: true });
    const { encounter, log } = test.session.snapshot();
    expect(log).toHaveLength(1);
    expect(findEntity(encounter, 'orc')?.curHp).toBe(9);
    expect(findEntity(encounter, 'wolf')?.curHp).toBe(11);
    runGesture(test.make(), applyRequest, {
      kind: 'damage',
      damageType: null,
      by: null,
      amounts: [
        { key: 'orc', amount: 2 },
        { key: 'wolf', amount: 3 },
      ],
    });
    expect(test.session.snapshot().log.map((entry) => entry.type)).toEqual(['damage', 'batch']);
    undoLogEntry(test.make(), 1);
    undoLogEntry(test.make(), 0);
    expect(test.session.snapshot().encounter).toEqual(fight());
  });

  it('heals', () => {
    const test = runnerTestContext(fight());
    test.send({ type: 'damage', target: 'rogue', amount: 10, by: null, critical: false });
    runGesture(test.make(), applyRequest, {
      kind: 'healing',
      damageType: null,
      by: null,
      amounts: [{ key: 'rogue', amount: 4 }],
    });
    expect(findEntity(test.session.snapshot().encounter, 'rogue')?.curHp).toBe(24);
  });
});

describe("a combatant's visibility for followers", () => {
  it('is set in one command and follows the side again with null, each undoable', () => {
    const test = runnerTestContext(fight());
    runGesture(test.make(), setFollowerVisibility, { key: 'orc', visibility: { name: false, health: 'hidden' } });
    expect(findEntity(test.session.snapshot().encounter, 'orc')?.followerVisibility).toEqual({
      name: false,
      health: 'hidden',
    });
    runGesture(test.make(), setFollowerVisibility, { key: 'orc', visibility: null });
    expect(findEntity(test.session.snapshot().encounter, 'orc')?.followerVisibility).toBeUndefined();
    expect(test.session.snapshot().log).toHaveLength(2);
    undoLogEntry(test.make(), 1);
    expect(findEntity(test.session.snapshot().encounter, 'orc')?.followerVisibility).toEqual({
      name: false,
      health: 'hidden',
    });
  });
});
