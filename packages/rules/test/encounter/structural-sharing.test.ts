import { anEncounter } from '@skald/testing/encounter-arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import type { EncounterEntity } from '../../src/encounter/entity.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { sameData } from '../../src/encounter/same-data.ts';
import { lastMove } from '../../src/encounter/turn-moves.ts';
import { anEntity, anOrc } from '../support/entities.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { aCommand } from './command-arbitraries.ts';

/**
 * The runner subscribes per combatant and repaints a row only when its combatant is a new object, so the
 * engine copies only what a command changes: a new roster list, a new object for each combatant it
 * changed, and the very same object for every other.
 */

const context = { at: 0, automate: true };

function fifty(): Encounter {
  const entities = Array.from({ length: 50 }, (_, i) =>
    i % 3 === 0
      ? anEntity({ key: `c${i}`, name: `Hero ${i}`, initiative: i % 20 })
      : anOrc({ key: `c${i}`, name: `Orc ${i}`, initiative: i % 20 }),
  );
  const started = applyCommand(createEncounter(entities), { type: 'start' }, context);
  if (!started.ok) throw new Error(started.error);
  return started.encounter;
}

function apply(encounter: Encounter, command: EncounterCommand): Encounter {
  const result = applyCommand(encounter, command, context);
  if (!result.ok) throw new Error(result.error);
  return result.encounter;
}

/** The keys of the combatants whose object the command replaced. */
function replaced(before: Encounter, after: Encounter): string[] {
  return after.entities.filter((entity) => findEntity(before, entity.key) !== entity).map((entity) => entity.key);
}

/** The combatants a command names: its target, dealer, actor, or the one it adds; a batch's, all of them. */
function named(command: EncounterCommand): Set<string> {
  if (command.type === 'batch') return new Set(command.commands.flatMap((part) => [...named(part)]));
  const keys = new Set<string>();
  const fields = command as { key?: unknown; target?: unknown; by?: unknown };
  for (const value of [fields.key, fields.target, fields.by]) if (typeof value === 'string') keys.add(value);
  if (command.type === 'apply-roll-card') keys.add(command.card.actor).add(command.card.target.key);
  if (command.type === 'add-entity') keys.add(command.entity.key);
  return keys;
}

/** Commands that can move the turn, and with it act on whoever's turn ends or starts. */
const TURN_MOVES = new Set(['start', 'next-turn', 'previous-turn', 'remove-entity']);

describe('structural sharing of the roster', () => {
  it('damage to one of fifty combatants replaces only the target and the dealer, and the list', () => {
    const before = fifty();
    const after = apply(before, { type: 'damage', target: 'c7', amount: 5, by: 'c8' });
    expect(after.entities).not.toBe(before.entities);
    expect(replaced(before, after)).toEqual(['c7', 'c8']);
    expect(findEntity(before, 'c7')?.curHp).toBe(15);
  });

  it('a condition, a kill, an edit or a reminder on one combatant leaves the other 49 objects as they were', () => {
    const before = fifty();
    const commands: EncounterCommand[] = [
      { type: 'add-condition', key: 'c20', condition: 'prone' },
      { type: 'kill', key: 'c20' },
      { type: 'edit-entity', key: 'c20', edits: { tempHp: 4 } },
      { type: 'set-hidden', key: 'c20', hidden: true },
      { type: 'set-initiative', key: 'c20', initiative: 30 },
      {
        type: 'set-reminder',
        key: 'c20',
        reminderKey: 'concentrating',
        reminder: { title: 'Concentrating', trigger: 'damage', action: 'notify' },
      },
    ];
    for (const command of commands) expect(replaced(before, apply(before, command)), command.type).toEqual(['c20']);
  });

  it('adding or removing a combatant keeps every other combatant object', () => {
    const before = fifty();
    const added = apply(before, { type: 'add-entity', entity: anOrc({ key: 'new', name: 'Reinforcement' }) });
    expect(replaced(before, added)).toEqual(['new']);
    const removed = apply(before, { type: 'remove-entity', key: 'c30' });
    expect(removed.entities).toHaveLength(49);
    expect(replaced(before, removed)).toEqual([]);
  });

  it('the next turn replaces only the combatants whose turn ended or started and that changed', () => {
    const before = apply(fifty(), { type: 'add-condition', key: 'c19', condition: 'prone', rounds: 2 });
    const current = before.currentKey as string;
    const after = apply(before, { type: 'next-turn' });
    for (const key of replaced(before, after)) expect([current, after.currentKey]).toContain(key);
  });

  it('whatever the command, a combatant it neither names nor changes keeps its object', () => {
    fc.assert(
      fc.property(anEncounter, fc.array(aCommand, { maxLength: 25 }), (start, commands) => {
        let encounter = start;
        for (const command of commands) {
          const result = applyCommand(encounter, command, context);
          if (!result.ok) continue;
          // Reset and test mode rebuild every combatant; Previous turn gives back what the move changed; the
          // combatants whose turn ends or starts are acted on (a reminder fires) even when nothing else changes.
          const parts = command.type === 'batch' ? command.commands : [command];
          const whole = parts.some((part) => part.type === 'reset' || part.type === 'start-test');
          if (command.type === 'batch' && parts.some((part) => TURN_MOVES.has(part.type))) continue;
          const acted = named(command);
          if (command.type === 'previous-turn') for (const key in lastMove(encounter)?.changes) acted.add(key);
          for (const key of [encounter.currentKey, result.encounter.currentKey]) if (key !== null) acted.add(key);
          for (const now of result.encounter.entities) {
            const was = findEntity(encounter, now.key) as EncounterEntity | undefined;
            if (!was || whole || acted.has(now.key)) continue;
            if (sameData(was, now)) expect(now, `${command.type} copied ${now.key}`).toBe(was);
          }
          encounter = result.encounter;
        }
      }),
      propertyRuns(300),
    );
  }, 60_000);
});
