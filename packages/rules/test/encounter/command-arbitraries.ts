import fc from 'fast-check';
import type { Reminder } from '../../src/combat/reminder.ts';
import {
  type AbilityAction,
  type AbilityRoll,
  type ApplyMultiplier,
  type RollCard,
  rollCard,
  setHit,
  setOverride,
  setSaved,
} from '../../src/combat/roll-card.ts';
import { ABILITIES } from '../../src/constants/abilities.ts';
import { CONDITIONS, EXHAUSTION_LEVELS } from '../../src/constants/conditions.ts';
import { DAMAGE_TYPES, DEFENSE_KEYS } from '../../src/constants/damage-types.ts';
import { CRITICAL_SETTINGS } from '../../src/dice/critical-damage.ts';
import type { DiceExpression } from '../../src/dice/dice-expression.ts';
import { seededRandom } from '../../src/dice/random.ts';
import type { EncounterCommand, EncounterCommandType } from '../../src/encounter/commands.ts';
import { createEncounter } from '../../src/encounter/encounter.ts';
import { createEntity, type EncounterEntity } from '../../src/encounter/entity.ts';
import { ABILITY_SECTIONS, type MonsterAbility, type MonsterSpellcasting } from '../../src/monster/monster.ts';

/**
 * fast-check arbitraries for the encounter engine: combatants with stat block abilities and defenses,
 * encounters of them, and one arbitrary per command type (the mapped type below makes the compiler
 * insist on every member of `EncounterCommand`).
 */

/** Keys of the combatants an encounter may hold; commands name these, so some miss on purpose. */
export const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'] as const;
/** Keys only `add-entity` brings in. */
export const NEW_KEYS = ['g', 'h'] as const;
const ALL_KEYS = [...KEYS, ...NEW_KEYS];

/** Mostly a combatant that is usually there (a, b, c), now and then one only `add-entity` brings. */
export const aKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('a', 'b', 'c') },
  { weight: 3, arbitrary: fc.constantFrom('d', 'e', 'f') },
  { weight: 1, arbitrary: fc.constantFrom(...NEW_KEYS) },
);
const aDealer = fc.option(aKey, { nil: null });

const anAbility: fc.Arbitrary<MonsterAbility> = fc.record(
  {
    name: fc.constantFrom('Bite', 'Fire Breath', 'Parry', 'Wing Attack', 'Legendary Resistance'),
    desc: fc.constant(''),
    action_list: fc.constant([]),
    recharge: fc.constantFrom('5-6', '6', '4-6', 'rest'),
    limit: fc.integer({ min: 1, max: 3 }),
    limit_type: fc.constantFrom('day' as const, 'turn' as const),
    legendary_cost: fc.integer({ min: 1, max: 3 }),
  },
  { requiredKeys: ['name', 'desc', 'action_list'] },
);

const someAbilities = fc.array(anAbility, { minLength: 1, maxLength: 3 });
const sectionFields = {
  special_abilities: someAbilities,
  actions: someAbilities,
  legendary_actions: someAbilities,
  reactions: someAbilities,
};

/** A Spellcasting trait with slots at levels 1 to 3 (a level 3 with none now and then); the spells do not matter here. */
const aSpellcasting: fc.Arbitrary<MonsterSpellcasting[]> = fc
  .record({ first: fc.integer({ min: 1, max: 4 }), second: fc.integer({ min: 1, max: 3 }), third: fc.nat(2) })
  .map(({ first, second, third }) => [
    {
      trait: 'Spellcasting',
      innate: false,
      ability: 'intelligence',
      save_dc: 14,
      spell_attack: 6,
      components_required: ['V', 'S'],
      slots: { '1': first, '2': second, '3': third },
      spells: [],
    },
  ]);

/** Stat block sections: each present or not, or (`always`) every one with at least one ability, and spell slots. */
const statBlock = (always: boolean) =>
  fc.record(
    { ...sectionFields, legendary_count: fc.integer({ min: 1, max: 3 }), spellcasting: aSpellcasting },
    {
      requiredKeys: always ? ['special_abilities', 'actions', 'legendary_actions', 'reactions', 'spellcasting'] : [],
    },
  );

const defenses = fc.record(
  {
    damage_vulnerabilities: fc.subarray([...DEFENSE_KEYS], { maxLength: 2 }),
    damage_resistances: fc.subarray([...DEFENSE_KEYS], { maxLength: 3 }),
    damage_immunities: fc.subarray([...DEFENSE_KEYS], { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

/** A combatant as it joins a fight: hit points within its maximum, sometimes hurt or at 0. */
export const anEntity = (entityKey: string, abilities: 'maybe' | 'always' = 'maybe'): fc.Arbitrary<EncounterEntity> =>
  fc
    .record({
      entityType: fc.constantFrom('player' as const, 'npc' as const, 'companion' as const),
      initiative: fc.integer({ min: -2, max: 25 }),
      dexterity: fc.integer({ min: 1, max: 20 }),
      ac: fc.integer({ min: 5, max: 22 }),
      maxHp: fc.integer({ min: 1, max: 120 }),
      hurt: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 130 })),
      maxHpMod: fc.oneof(fc.constant(0), fc.integer({ min: -20, max: 10 })),
      tempHp: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10 })),
      transformedHp: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }),
      statBlock: statBlock(abilities === 'always'),
      defenses,
    })
    .map((r) => {
      const maxHpMod = Math.max(-r.maxHp, r.maxHpMod);
      const max = Math.max(0, r.maxHp + maxHpMod);
      return createEntity({
        key: entityKey,
        name: `Combatant ${entityKey}`,
        entityType: r.entityType,
        initiative: r.initiative,
        dexterity: r.dexterity,
        ac: r.ac,
        maxHp: r.maxHp,
        maxHpMod,
        curHp: Math.max(0, max - r.hurt),
        tempHp: r.tempHp,
        transformed: r.transformedHp ? { curHp: r.transformedHp, maxHp: r.transformedHp, maxHpMod: 0, ac: 12 } : null,
        ...r.statBlock,
        ...r.defenses,
      });
    });

/** One to six of the combatants `KEYS` names; mostly a, b and c with some of the others, so commands land. */
export const anEncounter = fc
  .oneof(
    { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...KEYS), { minLength: 1, maxLength: KEYS.length }) },
    { weight: 3, arbitrary: fc.subarray(['d', 'e', 'f']).map((more) => ['a', 'b', 'c', ...more]) },
  )
  .chain((keys) => fc.tuple(...keys.map((k) => anEntity(k))))
  .map((entities) => createEncounter(entities));

/** All six combatants, each with every stat block section: most well-formed commands apply to it. */
export const aFullEncounter = fc
  .tuple(...KEYS.map((k) => anEntity(k, 'always')))
  .map((entities) => createEncounter(entities));

// Roll cards, rolled for real with a seeded source.

const smallDice: fc.Arbitrary<DiceExpression> = fc.record({
  groups: fc.array(
    fc.record({
      sign: fc.constantFrom<1 | -1>(1, 1, 1, -1),
      count: fc.integer({ min: 1, max: 4 }),
      sides: fc.constantFrom(4, 6, 8, 10, 12),
      keep: fc.constant(null),
    }),
    { maxLength: 2 },
  ),
  modifier: fc.integer({ min: -3, max: 8 }),
});

const anAbilityRoll: fc.Arbitrary<AbilityRoll> = fc.record(
  {
    damage_type: fc.constantFrom(...DAMAGE_TYPES),
    dice: smallDice,
    magical: fc.boolean(),
    missSave: fc.constantFrom(1 as const, 0.5 as const, 0 as const),
    special: fc.constantFrom('drain' as const, 'siphon' as const, 'siphon_half' as const),
  },
  { requiredKeys: ['damage_type', 'dice', 'magical', 'missSave'] },
);

const anAction = (kind: fc.Arbitrary<AbilityAction['kind']>): fc.Arbitrary<AbilityAction> =>
  fc.record(
    {
      kind,
      attack_bonus: fc.integer({ min: -2, max: 12 }),
      save_dc: fc.integer({ min: 8, max: 20 }),
      save_ability: fc.constantFrom(...ABILITIES),
      rolls: fc.array(anAbilityRoll, { minLength: 1, maxLength: 3 }),
    },
    { requiredKeys: ['kind', 'rolls'] },
  );

const hurtingActions = fc.array(anAction(fc.constantFrom('attack' as const, 'save' as const, 'other' as const)), {
  maxLength: 2,
});
const healingActions = fc.array(anAction(fc.constant('healing' as const)), { minLength: 1, maxLength: 2 });

export const aRollCard: fc.Arbitrary<RollCard> = fc
  .record({
    seed: fc.integer(),
    actor: aKey,
    target: fc.record(
      {
        key: aKey,
        ac: fc.integer({ min: 5, max: 25 }),
        saveBonus: fc.dictionary(fc.constantFrom(...ABILITIES), fc.integer({ min: -2, max: 9 })),
      },
      { requiredKeys: ['key', 'ac'] },
    ),
    targetDefenses: defenses,
    actions: fc.oneof(
      hurtingActions,
      healingActions,
      fc.tuple(hurtingActions, healingActions).map(([a, b]) => [...a, ...b]),
    ),
    advantage: fc.constantFrom('normal' as const, 'advantage' as const, 'disadvantage' as const),
    criticalSetting: fc.constantFrom(...CRITICAL_SETTINGS),
    /** undefined: no override typed; null: one typed and cleared. */
    override: fc.option(fc.oneof(fc.integer({ min: -5, max: 90 }), fc.constant(null), fc.constant(Number.NaN)), {
      nil: undefined,
    }),
    toggle: fc.option(fc.record({ hit: fc.boolean(), saved: fc.boolean() }), { nil: undefined }),
  })
  .map((r) => {
    let card = rollCard({
      key: `card-${r.seed}`,
      name: 'Ability',
      actor: r.actor,
      target: { ...r.target, ...r.targetDefenses },
      actions: r.actions,
      advantage: r.advantage,
      criticalSetting: r.criticalSetting,
      random: seededRandom(r.seed),
    });
    if (r.toggle && card.actions.length > 0) card = setSaved(setHit(card, 0, r.toggle.hit), 0, r.toggle.saved);
    if (r.override !== undefined) card = setOverride(card, r.override);
    return card;
  });

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
