import { MAX_REMINDER_ROUNDS } from '../combat/reminder.ts';
import { DEFENSE_CHOICES } from '../combat/roll-card.ts';
import { CONDITIONS, EXHAUSTION_LEVELS } from '../constants/conditions.ts';
import { DAMAGE_TYPES, DEFENSE_KEYS } from '../constants/damage-types.ts';
import { CRITICAL_SETTINGS } from '../dice/critical-damage.ts';
import { ABILITY_SECTIONS } from '../monster/monster.ts';
import { boundedData } from '../validation/bounded-data.ts';
import {
  arrayOf,
  between,
  flag,
  integer,
  nullable,
  numberBetween,
  object,
  oneOf,
  optional,
  type Rule,
  recordOf,
  type Shape,
  textUpTo,
  typedWholeNumber,
} from '../validation/shape.ts';
import { type EncounterCommandType, MAX_BATCH_COMMANDS } from './commands.ts';
import {
  ENTITY_DATA_LIMITS,
  MAX_ENCOUNTER_ENTITIES,
  MAX_GAME_NUMBER,
  MAX_KEY_LENGTH,
  MAX_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from './encounter-limits.ts';
import { HEALTH_DISPLAYS } from './entity-visibility.ts';

/** Every number a command or a combatant carries stays within the game's bounds (`MAX_GAME_NUMBER`). */
const gameNumber = numberBetween(-MAX_GAME_NUMBER, MAX_GAME_NUMBER);
const gameWhole = between(-MAX_GAME_NUMBER, MAX_GAME_NUMBER);
/** Damage, healing and their totals: never negative, never past the bound. */
const amount = numberBetween(0, MAX_GAME_NUMBER);
const count = between(0, MAX_GAME_NUMBER);
const key = textUpTo(MAX_KEY_LENGTH, { nonEmpty: true });
const name = textUpTo(MAX_NAME_LENGTH);
const dealer = nullable(key);
/** A record keyed by combatant, as many as an encounter holds. */
const byCombatant = { entries: MAX_ENCOUNTER_ENTITIES, keyLength: MAX_KEY_LENGTH };
/** A record of a stat block's parts (ability indexes, spell levels, saves). */
const byPart = { entries: ENTITY_DATA_LIMITS.items, keyLength: MAX_KEY_LENGTH };
const defenses = optional(arrayOf(oneOf(DEFENSE_KEYS, 'a damage type or its non-magical variant')));
const abilities = optional(arrayOf(object({ name }), { min: 0, max: ENTITY_DATA_LIMITS.items, what: 'abilities' }));
/** A stat block's other parts, read by the rules without every field listed: bounded as a whole. */
const statBlockData = boundedData({ ...ENTITY_DATA_LIMITS, text: MAX_TEXT_LENGTH, number: MAX_GAME_NUMBER });
const optionalWhole = optional(gameWhole);

/** A value typed in a form (a number, its text, or empty), which the rules read as a whole number. */
const formNumber = typedWholeNumber(-MAX_GAME_NUMBER, MAX_GAME_NUMBER);

/** A combatant's own choices of what followers see; each one left out follows the side's setting. */
const followerVisibility = object(
  {
    name: optional(flag),
    health: optional(oneOf(HEALTH_DISPLAYS, 'shown, obscured or hidden')),
    ac: optional(flag),
    conditions: optional(flag),
    deathSaves: optional(flag),
  },
  { exact: true },
);

/**
 * A combatant as it joins. Fields a combatant does not have are dropped before it is stored
 * (`keptEntity`) rather than refused, so a copy saved by an older builder still loads.
 */
const entity = object({
  key,
  id: optional(key),
  name,
  entityType: oneOf(['player', 'npc', 'companion']),
  npc: oneOf(['srd', 'custom', false]),
  friendly: flag,
  initiative: gameWhole,
  active: flag,
  addNextRound: flag,
  hidden: flag,
  followerVisibility: optional(followerVisibility),
  down: flag,
  dead: flag,
  stable: flag,
  saves: recordOf(oneOf(['success', 'failure']), byPart),
  maxHp: gameWhole,
  curHp: gameWhole,
  tempHp: gameWhole,
  maxHpMod: gameWhole,
  ac: gameWhole,
  ac_bonus: gameWhole,
  transformed: nullable(
    object({ curHp: gameWhole, maxHp: gameWhole, maxHpMod: gameWhole, ac: gameWhole }, { exact: true }),
  ),
  meters: recordOf(numberBetween(0, Number.MAX_SAFE_INTEGER), byPart),
  conditions: recordOf(object({}), byPart),
  reminders: recordOf(object({}), byPart),
  limited_uses: recordOf(recordOf(count, byPart), byPart),
  damage_vulnerabilities: defenses,
  damage_resistances: defenses,
  damage_immunities: defenses,
  special_abilities: abilities,
  actions: abilities,
  legendary_actions: abilities,
  reactions: abilities,
  saving_throws: optional(recordOf(gameWhole, byPart)),
  strength: optionalWhole,
  constitution: optionalWhole,
  intelligence: optionalWhole,
  wisdom: optionalWhole,
  charisma: optionalWhole,
  dexterity: optionalWhole,
  initiativeBonus: optionalWhole,
  legendary_count: optionalWhole,
  level: optionalWhole,
  challenge_rating: optional(numberBetween(0, 30)),
});

/** A combatant joining: its fields as above, then the whole of it bounded, stat block included. */
const joining: Rule = {
  problem: (value) => entity.problem(value) ?? statBlockData.problem(value),
};

const d20 = object({ total: gameNumber, isNatural20: flag });

/** A rolled card: its own fields and its target's exactly; each action's rolls by what the rules read of them. */
const card = object(
  {
    key: optional(key),
    rollId: optional(key),
    name,
    actor: key,
    target: object(
      {
        key,
        ac: gameNumber,
        saveBonus: optional(recordOf(gameWhole, byPart)),
        damage_vulnerabilities: defenses,
        damage_resistances: defenses,
        damage_immunities: defenses,
      },
      { exact: true },
    ),
    override: nullable(amount),
    criticalSetting: optional(oneOf(CRITICAL_SETTINGS)),
    defenseChoices: optional(recordOf(oneOf(DEFENSE_CHOICES, 'none, resistant, vulnerable or immune'), byPart)),
    actions: arrayOf(
      object({
        kind: oneOf(['attack', 'save', 'healing', 'other']),
        toHit: nullable(object({ roll: d20, hit: flag, critical: flag, chosenCritical: optional(flag) })),
        save: nullable(object({ saved: flag })),
        rolls: arrayOf(
          object({
            ability: object({
              damage_type: oneOf(DAMAGE_TYPES, 'one of the damage types'),
              magical: flag,
              missSave: oneOf([1, 0.5, 0]),
              special: optional(oneOf(['drain', 'siphon', 'siphon_half'])),
            }),
            roll: object({ total: gameNumber }),
            critical: nullable(object({ total: gameNumber })),
          }),
          { min: 0, max: ENTITY_DATA_LIMITS.items, what: 'rolls' },
        ),
      }),
      { min: 0, max: ENTITY_DATA_LIMITS.items, what: 'actions' },
    ),
  },
  { exact: true },
);

const reminder = object(
  {
    title: name,
    trigger: oneOf(['damage', 'startTurn', 'endTurn', 'timed']),
    action: oneOf(['notify', 'remove']),
    notify: optional(textUpTo(MAX_TEXT_LENGTH)),
    color: optional(textUpTo(MAX_KEY_LENGTH)),
    rounds: optional(between(0, MAX_REMINDER_ROUNDS)),
    selectedVars: optional(recordOf(name, byPart)),
  },
  { exact: true },
);

const transformation = {
  maxHp: optional(formNumber),
  curHp: optional(formNumber),
  maxHpMod: optional(formNumber),
  ac: optional(formNumber),
};

const edits = object(
  {
    name: optional(name),
    ac: optional(formNumber),
    ac_bonus: optional(formNumber),
    maxHp: optional(formNumber),
    curHp: optional(formNumber),
    tempHp: optional(formNumber),
    maxHpMod: optional(formNumber),
    initiative: optional(formNumber),
    transformed: optional(object(transformation, { exact: true })),
  },
  { exact: true },
);

/** The fields of every command but a batch, as they must arrive; the values' meaning is checked by the rules themselves. */
const SINGLE_SHAPES: Record<Exclude<EncounterCommandType, 'batch'>, Shape> = {
  start: {},
  'next-turn': { recharges: optional(recordOf(recordOf(between(1, 6), byPart), byCombatant)) },
  'previous-turn': {},
  'set-initiative': { key, initiative: gameNumber },
  'add-entity': { entity: joining },
  'remove-entity': { key },
  'set-hidden': { key, hidden: flag },
  'set-follower-visibility': { key, visibility: nullable(followerVisibility) },
  damage: {
    target: key,
    amount,
    by: dealer,
    critical: optional(flag),
    damageType: optional(oneOf(DAMAGE_TYPES, 'one of the damage types')),
    magical: optional(flag),
  },
  heal: { target: key, amount, by: dealer },
  'apply-roll-card': { card, multiplier: oneOf([1, 0.5, 2]) },
  kill: { key },
  stabilise: { key },
  revive: { key },
  'reset-saves': { key },
  'set-death-save': { key, index: integer, result: nullable(oneOf(['success', 'failure'])) },
  'edit-entity': { key, edits },
  transform: { key, form: object({ maxHp: formNumber, ac: formNumber }, { exact: true }) },
  'end-transformation': { key },
  'add-condition': {
    key,
    condition: oneOf(CONDITIONS, 'one of the fifteen conditions'),
    level: optional(oneOf(EXHAUSTION_LEVELS)),
    rounds: optional(count),
  },
  'remove-condition': { key, condition: oneOf(CONDITIONS, 'one of the fifteen conditions') },
  'set-reminder': { key, reminderKey: key, reminder },
  'remove-reminder': { key, reminderKey: key },
  'use-ability': { key, section: oneOf(ABILITY_SECTIONS), index: count, cost: optional(count) },
  'regain-ability': { key, section: oneOf(ABILITY_SECTIONS), index: count, amount: optional(count) },
  'use-spell-slot': { key, level: between(1, 9) },
  'regain-spell-slot': { key, level: between(1, 9) },
  finish: {},
  reset: {},
  'start-test': { d20s: recordOf(gameNumber, byCombatant) },
};

/** Named by the command's table before its shape is looked up; listed so exact shapes admit it. */
const commandType: Rule = { problem: () => null };

/**
 * A batch holds commands of the other types (each checked in full as it applies), never a batch, so one
 * gesture stays one level deep and bounded.
 */
const batched = object({ type: oneOf(Object.keys(SINGLE_SHAPES), 'the type of a command other than a batch') });

export const COMMAND_SHAPES: Record<EncounterCommandType, Shape> = {
  ...SINGLE_SHAPES,
  batch: { commands: arrayOf(batched, { min: 1, max: MAX_BATCH_COMMANDS, what: 'commands' }) },
};

export const COMMAND_RULES: Record<string, Rule> = Object.fromEntries(
  // Exact: a field no command has (`type` aside) is refused, so nothing unknown reaches the log.
  Object.entries(COMMAND_SHAPES).map(([type, shape]) => [
    type,
    object({ type: commandType, ...shape }, { exact: true }),
  ]),
);
