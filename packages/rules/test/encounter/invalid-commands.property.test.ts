import { aFullEncounter, anEntity, KEYS, NEW_KEYS } from '@skald/testing/encounter-arbitraries';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../../src/constants/conditions.ts';
import { DAMAGE_TYPES } from '../../src/constants/damage-types.ts';
import type { CommandResult } from '../../src/encounter/command-result.ts';
import type { EncounterCommand, EncounterCommandType } from '../../src/encounter/commands.ts';
import type { Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { ABILITY_SECTIONS } from '../../src/monster/monster.ts';
import { COMMAND_TYPES, commandArbitraries } from './command-arbitraries.ts';

/**
 * Commands arrive over the network as well as from the runner, so the reducer must refuse a malformed
 * one with a message the GM can read, never throw, and leave the encounter it was given untouched.
 */

const context = { at: 0, automate: true };
const few = { numRuns: 25 };

/** A readable refusal: begins like a sentence, has a few words, and prints no internals. */
function expectClearError(error: unknown) {
  expect(typeof error).toBe('string');
  const text = String(error);
  expect(text, 'a refusal reads as a sentence').toMatch(/^["'A-Z]/);
  expect(text.trim().split(/\s+/).length, 'a refusal has a few words').toBeGreaterThanOrEqual(3);
  expect(text, 'a refusal names what is wrong, not a JavaScript value').not.toMatch(/\bundefined\b|\[object \w+\]/);
}

/** The command must be refused, without a throw, and the encounter passed in must stay as it was. */
function expectRefused(encounter: Encounter, command: unknown) {
  const before = structuredClone(encounter);
  let result: CommandResult | undefined;
  let thrown: unknown;
  try {
    result = applyCommand(encounter, command as EncounterCommand, context);
  } catch (error) {
    thrown = error;
  }
  expect(encounter, 'the encounter passed in was changed').toEqual(before);
  expect(thrown, 'applyCommand threw instead of refusing').toBeUndefined();
  expect(result?.ok, 'the invalid command was applied').toBe(false);
  if (result && !result.ok) expectClearError(result.error);
}

/**
 * Ten encounters of all six combatants, each with every stat block section and spell slots, half of them started:
 * sampled once, since the command is what each property is about and building six stat blocks per
 * run would cost most of the time.
 */
const ENCOUNTERS = fc.sample(
  fc.tuple(aFullEncounter, fc.boolean()).map(([full, started]) => {
    // A level 1 and a level 2 slot already spent by everyone, so a well-formed regain-spell-slot applies.
    let encounter = full;
    for (const { key } of full.entities) {
      for (const level of [1, 2]) {
        const spent = applyCommand(encounter, { type: 'use-spell-slot', key, level }, context);
        if (spent.ok) encounter = spent.encounter;
      }
    }
    if (!started) return encounter;
    const result = applyCommand(encounter, { type: 'start' }, context);
    return result.ok ? result.encounter : encounter;
  }),
  { numRuns: 10, seed: 20 },
);
const anEncounter = fc.constantFrom(...ENCOUNTERS);

const accepted = (encounter: Encounter, command: EncounterCommand) => applyCommand(encounter, command, context).ok;

/** Stands for a field taken out of the command. */
const REMOVED = Symbol('removed');

/** A copy of the command with the field at `path` replaced, or removed. */
function withField(command: object, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path as [string, ...string[]];
  const copy: Record<string, unknown> = { ...command };
  if (rest.length > 0) copy[head] = withField(copy[head] as object, rest, value);
  else if (value === REMOVED) delete copy[head];
  else copy[head] = value;
  return copy;
}

/**
 * Takes a well-formed command that the encounter accepts as it is, and sets the field at `path` (a
 * dotted path) to one of `values`: that change alone is what makes it invalid.
 */
function refusesWith(
  commands: fc.Arbitrary<EncounterCommand>,
  path: string,
  values: fc.Arbitrary<unknown>,
  runs = few,
) {
  fc.assert(
    fc.property(anEncounter, commands, values, (encounter, command, value) => {
      fc.pre(accepted(encounter, command));
      expectRefused(encounter, withField(command, path.split('.'), value));
    }),
    runs,
  );
}

/** Well-formed commands of a type; a combatant to add has a key none of these encounters holds yet. */
const of = (type: EncounterCommandType): fc.Arbitrary<EncounterCommand> =>
  type === 'add-entity'
    ? fc.constantFrom(...NEW_KEYS).chain((key) => anEntity(key).map((entity) => ({ type, entity })))
    : (commandArbitraries[type] as fc.Arbitrary<EncounterCommand>);

/** A word that is none of the given ones (nor 'undefined', which would read as a missing value). */
const anOtherWord = (known: readonly string[]) =>
  fc.stringMatching(/^[a-z_][a-z0-9_-]{0,11}$/).filter((word) => !known.includes(word) && word !== 'undefined');

describe('malformed commands are refused with a clear error, never thrown (properties)', () => {
  it('a command that is not an object', () => {
    const notAnObject = fc.oneof(
      fc.constantFrom(null, undefined, true, 'start', 42),
      fc.string(),
      fc.array(fc.integer(), { maxLength: 3 }),
    );
    fc.assert(fc.property(anEncounter, notAnObject, expectRefused), few);
  });

  it('an unknown command type, or none', () => {
    const notAType = fc.oneof(
      anOtherWord(COMMAND_TYPES),
      fc.constantFrom('Start', ' start', 'next_turn', '__proto__', 'toString', 'constructor', ''),
      fc.constantFrom(undefined, null, 0, 7, true, ['start'], { type: 'start' }),
    );
    const commands = fc.oneof(
      notAType.map((type) => ({ type })),
      fc.tuple(notAType, fc.constantFrom('a', 'b')).map(([type, key]) => ({ type, key, target: key, by: null })),
      fc.constant({}),
    );
    fc.assert(fc.property(anEncounter, commands, expectRefused), { numRuns: 60 });
  });

  /** Every field a command type must have, besides `type`; nested paths for the objects they carry. */
  const REQUIRED: Record<EncounterCommandType, readonly (readonly string[])[]> = {
    start: [],
    'next-turn': [],
    'previous-turn': [],
    'set-initiative': [['key'], ['initiative']],
    'add-entity': [
      ['entity'],
      ['entity', 'key'],
      ['entity', 'name'],
      ['entity', 'entityType'],
      ['entity', 'maxHp'],
      ['entity', 'curHp'],
      ['entity', 'meters'],
      ['entity', 'limited_uses'],
    ],
    'remove-entity': [['key']],
    'set-hidden': [['key'], ['hidden']],
    'set-follower-visibility': [['key'], ['visibility']],
    damage: [['target'], ['amount'], ['by']],
    heal: [['target'], ['amount'], ['by']],
    'apply-roll-card': [
      ['card'],
      ['multiplier'],
      ['card', 'actor'],
      ['card', 'target'],
      ['card', 'target', 'key'],
      ['card', 'actions'],
    ],
    kill: [['key']],
    stabilise: [['key']],
    revive: [['key']],
    'reset-saves': [['key']],
    'set-death-save': [['key'], ['index'], ['result']],
    'edit-entity': [['key'], ['edits']],
    transform: [['key'], ['form']],
    'end-transformation': [['key']],
    'add-condition': [['key'], ['condition']],
    'remove-condition': [['key'], ['condition']],
    'set-reminder': [
      ['key'],
      ['reminderKey'],
      ['reminder'],
      ['reminder', 'title'],
      ['reminder', 'trigger'],
      ['reminder', 'action'],
    ],
    'remove-reminder': [['key'], ['reminderKey']],
    'use-ability': [['key'], ['section'], ['index']],
    'regain-ability': [['key'], ['section'], ['index']],
    'use-spell-slot': [['key'], ['level']],
    'regain-spell-slot': [['key'], ['level']],
    finish: [],
    reset: [],
    'start-test': [['d20s']],
    batch: [['commands']],
  };
  const missing = COMMAND_TYPES.flatMap((type) => REQUIRED[type].map((path) => [type, path.join('.')] as const));

  it.each(missing)('%s without %s', (type, path) => {
    refusesWith(of(type), path, fc.constant(REMOVED));
  });

  /** The fields that name a combatant. */
  const NAMING: [EncounterCommandType, string][] = [
    ...COMMAND_TYPES.filter((type) => REQUIRED[type].some((path) => path.join('.') === 'key')).map(
      (type) => [type, 'key'] as [EncounterCommandType, string],
    ),
    ['damage', 'target'],
    ['damage', 'by'],
    ['heal', 'target'],
    ['heal', 'by'],
    ['apply-roll-card', 'card.actor'],
    ['apply-roll-card', 'card.target.key'],
  ];

  it.each(NAMING)('%s whose %s names no combatant here', (type, path) => {
    const unknown = fc.oneof(anOtherWord(KEYS), fc.constantFrom('A', ' a', '__proto__', 'constructor', ''));
    refusesWith(of(type), path, unknown);
  });

  it('a death save index outside 0 to 4', () => {
    const index = fc.oneof(
      fc.integer({ min: 5, max: 1000 }),
      fc.integer({ min: -1000, max: -1 }),
      fc.double({ min: -10, max: 10, noNaN: true }).filter((n) => !Number.isInteger(n)),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
    );
    refusesWith(of('set-death-save'), 'index', index, { numRuns: 60 });
  });

  // Every section of these combatants holds one to three abilities, so index 3 is already past the end.
  const pastTheEnd = fc.oneof(
    fc.integer({ min: 3, max: 1000 }),
    fc.integer({ min: -1000, max: -1 }),
    fc.double({ min: -10, max: 10, noNaN: true }).filter((n) => !Number.isInteger(n)),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
  );
  const unknownSection = fc.oneof(
    anOtherWord(ABILITY_SECTIONS),
    fc.constantFrom('legendary', 'Actions', 'spells', 'toString', 'constructor', '__proto__', '', 0, null),
  );

  it.each(['use-ability', 'regain-ability'] as const)('%s with an ability index that names no ability', (type) => {
    refusesWith(of(type), 'index', pastTheEnd, { numRuns: 60 });
  });

  it.each(['use-ability', 'regain-ability'] as const)('%s with an unknown section', (type) => {
    refusesWith(of(type), 'section', unknownSection, { numRuns: 60 });
  });

  const notACondition = fc.oneof(anOtherWord(CONDITIONS), fc.constantFrom('Prone', 'exhausted', '', 3, null));

  const exhaustion = of('add-condition').map(
    (command) => ({ ...command, condition: 'exhaustion' }) as EncounterCommand,
  );

  /** Values outside what the command's type allows: what is wrong, the commands, the field, the values. */
  const OUT_OF_DOMAIN: [string, fc.Arbitrary<EncounterCommand>, string, fc.Arbitrary<unknown>][] = [
    [
      'a death save result other than success, failure or null',
      of('set-death-save'),
      'result',
      fc.constantFrom('maybe', 'Success', '', 1, true),
    ],
    [
      'a follower health display other than shown, obscured or hidden',
      of('set-follower-visibility').map((command) => ({ ...command, visibility: {} }) as EncounterCommand),
      'visibility.health',
      fc.constantFrom('hearts', 'Shown', '', 2, null),
    ],
    ['an unknown condition to add', of('add-condition'), 'condition', notACondition],
    ['an unknown condition to remove', of('remove-condition'), 'condition', notACondition],
    ['an exhaustion level outside 1 to 6', exhaustion, 'level', fc.constantFrom(0, 7, -1, 2.5, Number.NaN, '3')],
    [
      'an unknown damage type',
      of('damage'),
      'damageType',
      fc.oneof(anOtherWord(DAMAGE_TYPES), fc.constantFrom('Fire', 'non_magical_slashing', 1)),
    ],
    [
      'a roll card multiplier other than 1, 0.5 or 2',
      of('apply-roll-card'),
      'multiplier',
      fc.constantFrom(0, 3, -1, 1.5, 0.25, Number.NaN, '1', null),
    ],
    [
      'a reminder with an unknown trigger',
      of('set-reminder'),
      'reminder.trigger',
      fc.constantFrom('onDamage', 'start', '', 1),
    ],
    [
      'a reminder with an unknown action',
      of('set-reminder'),
      'reminder.action',
      fc.constantFrom('delete', 'Notify', '', 1),
    ],
    ['a spell slot level outside 1 to 9', of('use-spell-slot'), 'level', fc.constantFrom(0, 10, -1, 1.5, Number.NaN)],
    ['a test-mode d20 outside 1 to 20', of('start-test'), 'd20s.a', fc.constantFrom(0, 21, -3, 2.5, Number.NaN, '7')],
    [
      'a recharge d6 outside 1 to 6',
      of('next-turn'),
      'recharges',
      fc.constantFrom(0, 7, 2.5, '5').map((d6) => ({ a: { 'actions:0': d6 } })),
    ],
  ];

  it.each(OUT_OF_DOMAIN)('%s', (_what, commands, path, values) => {
    refusesWith(commands, path, values, { numRuns: 40 });
  });

  /** Fields holding a value of another type than the command's: a string for a number, and so on. */
  const WRONG_TYPE: [EncounterCommandType, string, fc.Arbitrary<unknown>][] = [
    ['set-death-save', 'index', fc.constantFrom('0', '1', null, true)],
    ['use-ability', 'index', fc.constantFrom('0', null, true, [0])],
    ['regain-ability', 'index', fc.constantFrom('0', null, true, [0])],
    ['use-spell-slot', 'level', fc.constantFrom('1', null, true, [1])],
    ['regain-spell-slot', 'level', fc.constantFrom('1', null, true, [1])],
    ['set-hidden', 'hidden', fc.constantFrom('yes', 1, null)],
    ['set-follower-visibility', 'visibility', fc.constantFrom('hidden', 1, true, [])],
    ['set-follower-visibility', 'visibility.name', fc.constantFrom('no', 0, null)],
    ['damage', 'amount', fc.constantFrom('5', null, true, { value: 5 })],
    ['heal', 'amount', fc.constantFrom('5', null, true, { value: 5 })],
    ['set-initiative', 'initiative', fc.constantFrom('12', null, true)],
  ];

  it.each(WRONG_TYPE)('%s whose %s has the wrong type', (type, path, values) => {
    refusesWith(of(type), path, values);
  });
});
