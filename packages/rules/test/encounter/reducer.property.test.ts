import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../../src/constants/conditions.ts';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { effectiveMaxHp } from '../../src/encounter/entity.ts';
import type { LogEntry } from '../../src/encounter/log.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { turnPosition } from '../../src/encounter/turn-order.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { anEntity } from '../support/entities.ts';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];
const key = fc.constantFrom(...KEYS);
const dealer = fc.option(key, { nil: null });

const entityArb = (entityKey: string) =>
  fc
    .record({
      entityType: fc.constantFrom('player', 'npc', 'companion' as const),
      initiative: fc.integer({ min: -2, max: 25 }),
      dexterity: fc.integer({ min: 1, max: 20 }),
      maxHp: fc.integer({ min: 1, max: 120 }),
      tempHp: fc.integer({ min: 0, max: 10 }),
      transformedHp: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
    })
    .map((r) =>
      anEntity({
        key: entityKey,
        name: `Combatant ${entityKey}`,
        entityType: r.entityType,
        npc: r.entityType === 'npc' ? 'srd' : false,
        initiative: r.initiative,
        dexterity: r.dexterity,
        maxHp: r.maxHp,
        curHp: r.maxHp,
        tempHp: r.tempHp,
        transformed: r.transformedHp ? { curHp: r.transformedHp, maxHp: r.transformedHp, maxHpMod: 0, ac: 12 } : null,
      }),
    );

const encounterArb = fc
  .uniqueArray(key, { minLength: 1, maxLength: KEYS.length })
  .chain((keys) => fc.tuple(...keys.map(entityArb)))
  .map((entities) => createEncounter(entities));

const reminderArb = fc.record({
  title: fc.constantFrom('Concentrating', 'Bless', 'Reaction used'),
  trigger: fc.constantFrom('damage', 'startTurn', 'endTurn', 'timed' as const),
  action: fc.constantFrom('notify', 'remove' as const),
  rounds: fc.integer({ min: 1, max: 4 }),
});

const commandArb: fc.Arbitrary<EncounterCommand> = fc.oneof(
  fc.constant({ type: 'start' } as const),
  fc.constant({ type: 'next-turn' } as const),
  fc.constant({ type: 'previous-turn' } as const),
  fc.record({
    type: fc.constant('damage' as const),
    target: key,
    amount: fc.integer({ min: -5, max: 150 }),
    by: dealer,
    critical: fc.boolean(),
  }),
  fc.record({ type: fc.constant('heal' as const), target: key, amount: fc.integer({ min: -5, max: 80 }), by: dealer }),
  fc.record({ type: fc.constant('set-initiative' as const), key, initiative: fc.integer({ min: -5, max: 30 }) }),
  fc.record({ type: fc.constant('set-hidden' as const), key, hidden: fc.boolean() }),
  fc.record({ type: fc.constant('remove-entity' as const), key }),
  key.chain((k) => entityArb(k).map((entity) => ({ type: 'add-entity' as const, entity }))),
  fc.record({ type: fc.constantFrom('kill', 'stabilise', 'revive', 'reset-saves' as const), key }),
  fc.record({
    type: fc.constant('add-condition' as const),
    key,
    condition: fc.constantFrom(...CONDITIONS),
    rounds: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
  }),
  fc.record({
    type: fc.constant('set-reminder' as const),
    key,
    reminderKey: fc.constantFrom('r1', 'r2'),
    reminder: reminderArb,
  }),
  fc.record({
    type: fc.constant('set-death-save' as const),
    key,
    index: fc.integer({ min: 0, max: 4 }),
    result: fc.constantFrom('success', 'failure', null),
  }),
);

const context = { at: 0, automate: true };

/** Applies the commands, keeping the encounters and log entries of those that applied. */
function play(start: Encounter, commands: EncounterCommand[]) {
  const states = [start];
  const entries: LogEntry[] = [];
  for (const command of commands) {
    const current = states.at(-1) as Encounter;
    const result = applyCommand(current, command, context);
    if (!result.ok) {
      expect(result.error.length).toBeGreaterThan(0);
      continue;
    }
    states.push(result.encounter);
    entries.push(result.entry);
  }
  return { states, entries };
}

describe('the encounter engine over random command sequences (properties)', () => {
  it('never throws, keeps hit points within 0 and the maximum, and meters never negative', () => {
    fc.assert(
      fc.property(encounterArb, fc.array(commandArb, { maxLength: 40 }), (encounter, commands) => {
        const { states } = play(encounter, commands);
        for (const state of states) {
          expect(state.turn).toBe(turnPosition(state));
          for (const entity of state.entities) {
            expect(entity.curHp).toBeGreaterThanOrEqual(0);
            expect(entity.curHp).toBeLessThanOrEqual(Math.max(effectiveMaxHp(entity), 1));
            for (const value of Object.values(entity.meters)) expect(value).toBeGreaterThanOrEqual(0);
          }
        }
      }),
    );
  });

  it('undoing every entry from the newest back returns each earlier state exactly', () => {
    fc.assert(
      fc.property(encounterArb, fc.array(commandArb, { maxLength: 40 }), (encounter, commands) => {
        const { states, entries } = play(encounter, commands);
        let current = states.at(-1) as Encounter;
        for (let i = entries.length - 1; i >= 0; i--) {
          const undone = undoEntry(current, entries[i] as LogEntry);
          if (!undone.ok) throw new Error(undone.error);
          current = undone.encounter;
          expect(current).toEqual(states[i]);
          expect(current.turn).toBe(turnPosition(current));
        }
      }),
    );
  });

  it('adding, removing someone else, hiding or re-sorting never moves whose turn it is', () => {
    const rosterChange = fc.oneof(
      fc.record({ type: fc.constant('set-initiative' as const), key, initiative: fc.integer({ min: -5, max: 30 }) }),
      fc.record({ type: fc.constant('set-hidden' as const), key, hidden: fc.boolean() }),
      fc.record({ type: fc.constant('remove-entity' as const), key }),
      fc
        .constantFrom(...['x', 'y', 'z'])
        .chain((k) => entityArb(k).map((entity) => ({ type: 'add-entity' as const, entity }))),
    );
    fc.assert(
      fc.property(encounterArb, fc.integer({ min: 0, max: 8 }), rosterChange, (encounter, turns, change) => {
        const started = play(encounter, [{ type: 'start' }, ...Array(turns).fill({ type: 'next-turn' })]).states.at(
          -1,
        ) as Encounter;
        if (change.type === 'remove-entity' && change.key === started.currentKey) return;
        const result = applyCommand(started, change, context);
        if (result.ok) expect(result.encounter.currentKey).toBe(started.currentKey);
      }),
    );
  });
});
