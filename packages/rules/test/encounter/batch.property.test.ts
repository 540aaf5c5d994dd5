import { anEncounter } from '@skald/testing/encounter-arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EncounterCommand, keepsTurnOrder, MAX_BATCH_COMMANDS } from '../../src/encounter/commands.ts';
import type { Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { propertyRuns } from '../support/property-runs.ts';
import { aBatch, aSingleCommand } from './command-arbitraries.ts';

const context = { at: 7, automate: true };
const runs = propertyRuns(300);

/** An encounter, half the time started and a few commands in, so batches meet fights under way. */
const aFight = fc
  .tuple(anEncounter, fc.boolean(), fc.array(aSingleCommand, { maxLength: 6 }))
  .map(([encounter, started, before]) => {
    let state = encounter;
    for (const command of started ? [{ type: 'start' } as const, ...before] : before) {
      const result = applyCommand(state, command, context);
      if (result.ok) state = result.encounter;
    }
    return state;
  });

/** What the runner sends: one hit, heal or condition on two or three of the combatants most fights hold. */
const aGesture = fc
  .tuple(
    fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { minLength: 2, maxLength: 3 }),
    fc.constantFrom('damage', 'heal', 'condition'),
    fc.integer({ min: 0, max: 40 }),
    fc.constantFrom(null, 'a', 'c'),
  )
  .map(([targets, kind, amount, by]) => ({
    type: 'batch' as const,
    commands: targets.map((target): EncounterCommand => {
      if (kind === 'condition') return { type: 'add-condition', key: target, condition: 'prone' };
      return kind === 'heal' ? { type: 'heal', target, amount, by } : { type: 'damage', target, amount, by };
    }),
  }));
const aBatchOrGesture = fc.oneof(aBatch, aGesture);

/** The commands applied one by one: the last state and their events, or the first refusal. */
function inSequence(encounter: Encounter, commands: readonly EncounterCommand[]) {
  let state = encounter;
  const events = [];
  for (const command of commands) {
    const result = applyCommand(state, command, context);
    if (!result.ok) return { ok: false as const, error: result.error };
    state = result.encounter;
    events.push(...result.events);
  }
  return { ok: true as const, encounter: state, events };
}

describe('a batch: one gesture, one command (properties)', { timeout: 30_000 }, () => {
  it('equals its commands applied in sequence when all apply, or is refused with the first refusal', () => {
    fc.assert(
      fc.property(aFight, aBatchOrGesture, (encounter, batch) => {
        const expected = inSequence(encounter, batch.commands);
        const result = applyCommand(encounter, batch, context);
        if (!expected.ok) {
          expect(result).toEqual({ ok: false, error: expected.error });
          return;
        }
        if (!result.ok) throw new Error(`batch refused: ${result.error}`);
        expect(result.encounter).toEqual(expected.encounter);
        expect(result.events).toEqual(expected.events);
        expect(result.entry.type).toBe('batch');
        expect(result.entry.parts).toHaveLength(batch.commands.length);
      }),
      runs,
    );
  });

  it('leaves the encounter it was given untouched when refused', () => {
    fc.assert(
      fc.property(aFight, aBatchOrGesture, (encounter, batch) => {
        const before = structuredClone(encounter);
        applyCommand(encounter, batch, context);
        expect(encounter).toEqual(before);
      }),
      runs,
    );
  });

  it('is undone by its one entry, back to the state before it', () => {
    fc.assert(
      fc.property(aFight, aBatchOrGesture, (encounter, batch) => {
        const result = applyCommand(encounter, batch, context);
        if (!result.ok) return;
        const undone = undoEntry(result.encounter, result.entry);
        if (!undone.ok) throw new Error(`undo refused: ${undone.error}`);
        expect(undone.encounter).toEqual(encounter);
      }),
      runs,
    );
  });

  it('applies most gestures, so the properties above are about batches that went through', () => {
    const sample = fc.sample(fc.tuple(aFight, aGesture), { numRuns: 200, seed: 5 });
    const applied = sample.filter(([encounter, gesture]) => applyCommand(encounter, gesture, context).ok);
    expect(applied.length).toBeGreaterThan(100);
  });

  it('keeps the turn order only when every command in it does', () => {
    const hits: EncounterCommand[] = [
      { type: 'damage', target: 'a', amount: 3, by: null },
      { type: 'heal', target: 'b', amount: 2, by: null },
    ];
    expect(keepsTurnOrder({ type: 'batch', commands: hits })).toBe(true);
    expect(
      keepsTurnOrder({ type: 'batch', commands: [...hits, { type: 'set-initiative', key: 'a', initiative: 3 }] }),
    ).toBe(false);
  });
});

describe('a batch whose shape is wrong is refused in words', () => {
  const [encounter] = fc.sample(anEncounter, { numRuns: 1, seed: 3 }) as [Encounter];
  const refusal = (command: unknown) => {
    const result = applyCommand(encounter, command as EncounterCommand, context);
    return result.ok ? 'applied' : result.error;
  };

  it('empty, too long, or not a list', () => {
    const sentence = `Command "batch": commands must be a list of 1 to ${MAX_BATCH_COMMANDS} commands`;
    expect(refusal({ type: 'batch', commands: [] })).toBe(sentence);
    expect(refusal({ type: 'batch', commands: 'start' })).toBe(sentence);
    const many = Array.from({ length: MAX_BATCH_COMMANDS + 1 }, () => ({
      type: 'heal',
      target: 'a',
      amount: 0,
      by: null,
    }));
    expect(refusal({ type: 'batch', commands: many })).toBe(sentence);
  });

  it('a batch inside a batch, or a command of no known type', () => {
    const inner = { type: 'batch', commands: [{ type: 'start' }] };
    expect(refusal({ type: 'batch', commands: [{ type: 'start' }, inner] })).toBe(
      'Command "batch": commands[1].type must be the type of a command other than a batch',
    );
    expect(refusal({ type: 'batch', commands: [{ type: 'teleport' }] })).toBe(
      'Command "batch": commands[0].type must be the type of a command other than a batch',
    );
  });

  it('a malformed command inside is refused with its own sentence', () => {
    expect(refusal({ type: 'batch', commands: [{ type: 'kill' }] })).toBe(
      'Command "kill": key must be text of 1 to 100 characters',
    );
  });
});
