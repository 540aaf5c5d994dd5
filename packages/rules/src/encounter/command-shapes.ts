import { CONDITIONS, EXHAUSTION_LEVELS } from '../constants/conditions.ts';
import { DAMAGE_TYPES, DEFENSE_KEYS } from '../constants/damage-types.ts';
import { ABILITY_SECTIONS } from '../monster/monster.ts';
import {
  arrayOf,
  between,
  flag,
  integer,
  nonEmptyText,
  nullable,
  numeric,
  object,
  oneOf,
  optional,
  type Rule,
  recordOf,
  type Shape,
  text,
} from '../validation/shape.ts';
import { type EncounterCommandType, MAX_BATCH_COMMANDS } from './commands.ts';
import { HEALTH_DISPLAYS } from './follower-visibility.ts';

const key = nonEmptyText;
const dealer = nullable(nonEmptyText);
const defenses = optional(arrayOf(oneOf(DEFENSE_KEYS, 'a damage type or its non-magical variant')));
const abilities = optional(arrayOf(object({ name: text })));

/** A combatant's own choices of what followers see; each one left out follows the side's setting. */
const followerVisibility = object({
  name: optional(flag),
  health: optional(oneOf(HEALTH_DISPLAYS, 'shown, obscured or hidden')),
  ac: optional(flag),
  conditions: optional(flag),
  deathSaves: optional(flag),
});

const entity = object({
  key,
  name: text,
  entityType: oneOf(['player', 'npc', 'companion']),
  npc: oneOf(['srd', 'custom', false]),
  friendly: flag,
  initiative: integer,
  active: flag,
  addNextRound: flag,
  hidden: flag,
  followerVisibility: optional(followerVisibility),
  down: flag,
  dead: flag,
  stable: flag,
  saves: recordOf(oneOf(['success', 'failure'])),
  maxHp: integer,
  curHp: integer,
  tempHp: integer,
  maxHpMod: integer,
  ac: integer,
  ac_bonus: integer,
  transformed: nullable(object({ curHp: integer, maxHp: integer, maxHpMod: integer, ac: integer })),
  meters: recordOf(numeric),
  conditions: recordOf(object({})),
  reminders: recordOf(object({})),
  limited_uses: recordOf(recordOf(integer)),
  damage_vulnerabilities: defenses,
  damage_resistances: defenses,
  damage_immunities: defenses,
  special_abilities: abilities,
  actions: abilities,
  legendary_actions: abilities,
  reactions: abilities,
});

const d20 = object({ total: numeric, isNatural20: flag });

const card = object({
  name: text,
  actor: key,
  target: object({
    key,
    ac: numeric,
    damage_vulnerabilities: defenses,
    damage_resistances: defenses,
    damage_immunities: defenses,
  }),
  override: nullable(numeric),
  actions: arrayOf(
    object({
      kind: oneOf(['attack', 'save', 'healing', 'other']),
      toHit: nullable(object({ roll: d20, hit: flag, critical: flag })),
      save: nullable(object({ saved: flag })),
      rolls: arrayOf(
        object({
          ability: object({
            damage_type: oneOf(DAMAGE_TYPES, 'one of the damage types'),
            magical: flag,
            missSave: oneOf([1, 0.5, 0]),
            special: optional(oneOf(['drain', 'siphon', 'siphon_half'])),
          }),
          roll: object({ total: numeric }),
          critical: nullable(object({ total: numeric })),
        }),
      ),
    }),
  ),
});

const reminder = object({
  title: text,
  trigger: oneOf(['damage', 'startTurn', 'endTurn', 'timed']),
  action: oneOf(['notify', 'remove']),
  notify: optional(text),
  rounds: optional(integer),
});

/** The fields of every command but a batch, as they must arrive; the values' meaning is checked by the rules themselves. */
const SINGLE_SHAPES: Record<Exclude<EncounterCommandType, 'batch'>, Shape> = {
  start: {},
  'next-turn': { recharges: optional(recordOf(recordOf(between(1, 6)))) },
  'previous-turn': {},
  'set-initiative': { key, initiative: numeric },
  'add-entity': { entity },
  'remove-entity': { key },
  'set-hidden': { key, hidden: flag },
  'set-follower-visibility': { key, visibility: nullable(followerVisibility) },
  damage: {
    target: key,
    amount: numeric,
    by: dealer,
    critical: optional(flag),
    damageType: optional(oneOf(DAMAGE_TYPES, 'one of the damage types')),
    magical: optional(flag),
  },
  heal: { target: key, amount: numeric, by: dealer },
  'apply-roll-card': { card, multiplier: oneOf([1, 0.5, 2]) },
  kill: { key },
  stabilise: { key },
  revive: { key },
  'reset-saves': { key },
  'set-death-save': { key, index: integer, result: nullable(oneOf(['success', 'failure'])) },
  'edit-entity': { key, edits: object({ name: optional(text) }) },
  transform: { key, form: object({}) },
  'end-transformation': { key },
  'add-condition': {
    key,
    condition: oneOf(CONDITIONS, 'one of the fifteen conditions'),
    level: optional(oneOf(EXHAUSTION_LEVELS)),
    rounds: optional(numeric),
  },
  'remove-condition': { key, condition: oneOf(CONDITIONS, 'one of the fifteen conditions') },
  'set-reminder': { key, reminderKey: nonEmptyText, reminder },
  'remove-reminder': { key, reminderKey: nonEmptyText },
  'use-ability': { key, section: oneOf(ABILITY_SECTIONS), index: integer, cost: optional(numeric) },
  'regain-ability': { key, section: oneOf(ABILITY_SECTIONS), index: integer, amount: optional(numeric) },
  'use-spell-slot': { key, level: between(1, 9) },
  'regain-spell-slot': { key, level: between(1, 9) },
  finish: {},
  reset: {},
  'start-test': { d20s: recordOf(numeric) },
};

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
  Object.entries(COMMAND_SHAPES).map(([type, shape]) => [type, object(shape)]),
);
