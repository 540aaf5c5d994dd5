import { aKey, anEntity, aVisibilityChoice, KEYS, NEW_KEYS } from '@skald/testing/encounter-arbitraries';
import fc from 'fast-check';
import type { Reminder } from '../../src/combat/reminder.ts';
import type { ApplyMultiplier } from '../../src/combat/roll-card.ts';
import { CONDITIONS, EXHAUSTION_LEVELS } from '../../src/constants/conditions.ts';
import { DAMAGE_TYPES } from '../../src/constants/damage-types.ts';
import type { EncounterCommand, EncounterCommandType } from '../../src/encounter/commands.ts';
import { ABILITY_SECTIONS } from '../../src/monster/monster.ts';
import { aRollCard } from './roll-card-arbitraries.ts';

/**
 * One fast-check arbitrary per command type (the mapped type below makes the compiler insist on every
 * member of `EncounterCommand`); the combatants and encounters they run on come from
 * `@skald/testing/encounter-arbitraries`, roll cards from `roll-card-arbitraries.ts`.
 */

const ALL_KEYS = [...KEYS, ...NEW_KEYS];
const aDealer = fc.option(aKey, { nil: null });

// Values as a form delivers them.

/** What a number field of the edit form can hold. */
export const aFormValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -50, max: 300 }),
  fc.integer({ min: -50, max: 300 }).map(String),
  fc.constantFrom('', '  ', 'abc', '-7', '15.7', ' 12 (natural armor)', '1e3', '+4'),
  fc.constantFrom(0.5, -0.5, 1e12, -1e12, Number.MAX_SAFE_INTEGER, '99999999999999999999', '9'.repeat(400)),
);

const aName = fc.constantFrom('', '   ', 'Goblin', '  Orc chief  ');

const aReminder: fc.Arbitrary<Reminder> = fc.record(
  {
    title: fc.constantFrom('Concentrating', 'Bless', 'Reaction used', 'Hex on [target]', '  '),
    trigger: fc.constantFrom('damage' as const, 'startTurn' as const, 'endTurn' as const, 'timed' as const),
    action: fc.constantFrom('notify' as const, 'remove' as const),
    notify: fc.constantFrom('Roll to keep [spell]', 'Make a constitution save'),
    color: fc.constantFrom('red', '#00ff00'),
    rounds: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constantFrom(2.5, Number.NaN)),
    selectedVars: fc.dictionary(fc.constantFrom('spell', 'target'), fc.constantFrom('Bless', 'Orc')),
  },
  { requiredKeys: ['title', 'trigger', 'action'] },
);

const RECHARGE_SLOTS = [
  'special_abilities:0',
  'special_abilities:1',
  'actions:0',
  'actions:1',
  'actions:2',
  'reactions:0',
];
const aD6 = fc.integer({ min: 1, max: 6 });
const aD20 = fc.integer({ min: 1, max: 20 });
const everyD20 = fc.record(Object.fromEntries(ALL_KEYS.map((k) => [k, aD20])) as Record<string, fc.Arbitrary<number>>);

type CommandOf<T extends EncounterCommandType> = Extract<EncounterCommand, { type: T }>;
type SingleType = Exclude<EncounterCommandType, 'batch'>;
type CommandArbitraries = { [T in EncounterCommandType]: fc.Arbitrary<CommandOf<T>> };

const type = <T extends EncounterCommandType>(name: T) => fc.constant(name);
const onKey = <T extends EncounterCommandType>(name: T) => fc.record({ type: type(name), key: aKey });

/** One arbitrary per command type but the batch, keyed by the type. */
const singleArbitraries: { [T in SingleType]: fc.Arbitrary<CommandOf<T>> } = {
  start: fc.record({ type: type('start') }),
  'next-turn': fc.record(
    {
      type: type('next-turn'),
      recharges: fc.dictionary(aKey, fc.dictionary(fc.constantFrom(...RECHARGE_SLOTS), aD6), { maxKeys: 4 }),
    },
    { requiredKeys: ['type'] },
  ),
  'previous-turn': fc.record({ type: type('previous-turn') }),
  'set-initiative': fc.record({
    type: type('set-initiative'),
    key: aKey,
    initiative: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.constantFrom(2.5, Number.NaN)),
  }),
  'add-entity': aKey.chain((k) => anEntity(k).map((entity) => ({ type: 'add-entity' as const, entity }))),
  'remove-entity': onKey('remove-entity'),
  'set-hidden': fc.record({ type: type('set-hidden'), key: aKey, hidden: fc.boolean() }),
  'set-follower-visibility': fc.record({
    type: type('set-follower-visibility'),
    key: aKey,
    visibility: fc.option(aVisibilityChoice, { nil: null }),
  }),
  damage: fc.record(
    {
      type: type('damage'),
      target: aKey,
      amount: fc.oneof(fc.integer({ min: -5, max: 150 }), fc.constantFrom(7.9, -0.5)),
      by: aDealer,
      critical: fc.boolean(),
      damageType: fc.constantFrom(...DAMAGE_TYPES),
      magical: fc.boolean(),
    },
    { requiredKeys: ['type', 'target', 'amount', 'by'] },
  ),
  heal: fc.record({ type: type('heal'), target: aKey, amount: fc.integer({ min: -5, max: 80 }), by: aDealer }),
  'apply-roll-card': fc.record({
    type: type('apply-roll-card'),
    card: aRollCard,
    multiplier: fc.constantFrom<ApplyMultiplier>(1, 0.5, 2),
  }),
  kill: onKey('kill'),
  stabilise: onKey('stabilise'),
  revive: onKey('revive'),
  'reset-saves': onKey('reset-saves'),
  'set-death-save': fc.record({
    type: type('set-death-save'),
    key: aKey,
    index: fc.integer({ min: 0, max: 4 }),
    result: fc.constantFrom('success' as const, 'failure' as const, null),
  }),
  'edit-entity': fc.record({
    type: type('edit-entity'),
    key: aKey,
    edits: fc.record(
      {
        name: aName,
        ac: aFormValue,
        ac_bonus: aFormValue,
        maxHp: aFormValue,
        curHp: aFormValue,
        tempHp: aFormValue,
        maxHpMod: aFormValue,
        initiative: aFormValue,
        transformed: fc.record(
          { maxHp: aFormValue, curHp: aFormValue, maxHpMod: aFormValue, ac: aFormValue },
          { requiredKeys: [] },
        ),
      },
      { requiredKeys: [] },
    ),
  }),
  transform: fc.record({
    type: type('transform'),
    key: aKey,
    form: fc.record({ maxHp: aFormValue, ac: aFormValue }),
  }),
  'end-transformation': onKey('end-transformation'),
  'add-condition': fc.record(
    {
      type: type('add-condition'),
      key: aKey,
      condition: fc.oneof(fc.constant('exhaustion' as const), fc.constantFrom(...CONDITIONS)),
      level: fc.constantFrom(...EXHAUSTION_LEVELS),
      rounds: fc.oneof(fc.integer({ min: -1, max: 3 }), fc.constant(1.5)),
    },
    { requiredKeys: ['type', 'key', 'condition'] },
  ),
  'remove-condition': fc.record({
    type: type('remove-condition'),
    key: aKey,
    condition: fc.constantFrom(...CONDITIONS),
  }),
  'set-reminder': fc.record({
    type: type('set-reminder'),
    key: aKey,
    reminderKey: fc.constantFrom('r1', 'r2', 'surprised'),
    reminder: aReminder,
  }),
  'remove-reminder': fc.record({
    type: type('remove-reminder'),
    key: aKey,
    reminderKey: fc.constantFrom('r1', 'r2', 'surprised', 'never-set'),
  }),
  'use-ability': fc.record(
    {
      type: type('use-ability'),
      key: aKey,
      section: fc.constantFrom(...ABILITY_SECTIONS),
      index: fc.integer({ min: 0, max: 3 }),
      cost: fc.integer({ min: -1, max: 3 }),
    },
    { requiredKeys: ['type', 'key', 'section', 'index'] },
  ),
  'regain-ability': fc.record(
    {
      type: type('regain-ability'),
      key: aKey,
      section: fc.constantFrom(...ABILITY_SECTIONS),
      index: fc.integer({ min: 0, max: 3 }),
      amount: fc.integer({ min: -1, max: 4 }),
    },
    { requiredKeys: ['type', 'key', 'section', 'index'] },
  ),
  // Levels 1 to 4: a level 4 slot is never there, and spending or regaining past the count is refused.
  'use-spell-slot': fc.record({ type: type('use-spell-slot'), key: aKey, level: fc.integer({ min: 1, max: 4 }) }),
  'regain-spell-slot': fc.record({ type: type('regain-spell-slot'), key: aKey, level: fc.integer({ min: 1, max: 4 }) }),
  finish: fc.record({ type: type('finish') }),
  reset: fc.record({ type: type('reset') }),
  'start-test': fc.record({
    type: type('start-test'),
    // Now and then a combatant's d20 is missing, which test mode refuses.
    d20s: fc.oneof({ weight: 4, arbitrary: everyD20 }, { weight: 1, arbitrary: fc.dictionary(aKey, aD20) }),
  }),
};

/** Moving the turn is what most of a fight is: those commands come up more often than the rest. */
const WEIGHTS: Partial<Record<EncounterCommandType, number>> = { 'next-turn': 5, 'previous-turn': 2 };

const SINGLE_TYPES = Object.keys(singleArbitraries) as SingleType[];

/** Any command but a batch. */
export const aSingleCommand: fc.Arbitrary<Exclude<EncounterCommand, { type: 'batch' }>> = fc.oneof(
  ...SINGLE_TYPES.map((name) => ({
    weight: WEIGHTS[name] ?? 1,
    arbitrary: singleArbitraries[name] as fc.Arbitrary<Exclude<EncounterCommand, { type: 'batch' }>>,
  })),
);

/** A gesture of one to four commands of any other type, which may refuse part-way. */
export const aBatch = fc
  .array(aSingleCommand, { minLength: 1, maxLength: 4 })
  .map((commands) => ({ type: 'batch' as const, commands }));

/** One arbitrary per command type, keyed by the type. */
export const commandArbitraries: CommandArbitraries = { ...singleArbitraries, batch: aBatch };

export const COMMAND_TYPES = Object.keys(commandArbitraries) as EncounterCommandType[];

/** Any command, of every type. */
export const aCommand: fc.Arbitrary<EncounterCommand> = fc.oneof(
  ...COMMAND_TYPES.map((name) => ({
    weight: WEIGHTS[name] ?? 1,
    arbitrary: commandArbitraries[name] as fc.Arbitrary<EncounterCommand>,
  })),
);
