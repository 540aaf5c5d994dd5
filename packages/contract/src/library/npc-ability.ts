import { ABILITIES } from '@skald/rules/constants/abilities';
import { DAMAGE_TYPES } from '@skald/rules/constants/damage-types';
import type { MonsterActionType } from '@skald/rules/monster/monster';
import { z } from 'zod';
import { formMessages } from './form-messages.ts';
import { choiceOf, longText } from './record-fields.ts';

/**
 * One entry of an NPC's stat block (combat.md §3 Monster: a trait, action, legendary action or
 * reaction) with the rolls it makes, shaped as the rules' `MonsterAbility` so the encounter runner rolls
 * it as it rolls a compendium monster's.
 */

export const NPC_ACTION_TYPES = [
  'melee_weapon',
  'ranged_weapon',
  'spell_attack',
  'save',
  'healing',
  'damage',
] as const satisfies readonly MonsterActionType[];
// Fails to compile when the rules gain an action type this list lacks.
const everyActionType: Record<MonsterActionType, true> = Object.fromEntries(
  NPC_ACTION_TYPES.map((type) => [type, true]),
) as Record<(typeof NPC_ACTION_TYPES)[number], true>;
void everyActionType;

/** The dice a stat block rolls; 0 is a flat amount with no die (`fixed_val` alone). */
export const NPC_DIE_TYPES = [0, 4, 6, 8, 10, 12, 20, 100] as const;

/** What a miss or a successful save leaves of the damage: all, half or nothing. */
export const NPC_MISS_SAVE = [1, 0.5, 0] as const;

export const NPC_LIMIT_TYPES = ['day', 'turn'] as const;

/** Forms send '' for a field left empty; it means the field is not set. */
const emptyIsUnset = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A whole number from `min` to `max` (the spec's between message), or nothing when left empty. */
export function optionalWhole(field: string, min: number, max: number) {
  return z.preprocess(
    emptyIsUnset,
    z
      .number({ error: `${field} must be a whole number` })
      .int(`${field} must be a whole number`)
      .min(min, formMessages.between(min, max))
      .max(max, formMessages.between(min, max))
      .optional(),
  );
}

/** A whole number from `min` to `max` that must be there. */
export function requiredWhole(field: string, min: number, max: number) {
  return z.preprocess(
    emptyIsUnset,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? formMessages.required(field) : `${field} must be a whole number`,
      })
      .int(`${field} must be a whole number`)
      .min(min, formMessages.between(min, max))
      .max(max, formMessages.between(min, max)),
  );
}

/** Text in one of the spec's formats ('Allowed format: …'), or nothing when left empty. */
function optionalFormat(pattern: RegExp, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? emptyIsUnset(value.trim()) : emptyIsUnset(value)),
    z.string({ error: message }).regex(pattern, message).optional(),
  );
}

/** One of a list, or nothing when left empty. */
function optionalChoice<const Values extends readonly [string, ...string[]]>(values: Values, message: string) {
  return z.preprocess(emptyIsUnset, z.enum(values, { error: message }).optional());
}

const missSave = z.preprocess(
  emptyIsUnset,
  z
    .union(
      NPC_MISS_SAVE.map((value) => z.literal(value)),
      { error: 'Choose all, half or none.' },
    )
    .optional(),
);

/** One damage or healing roll: `dice_count` d `dice_type` + `fixed_val`. */
export const npcRollSchema = z.strictObject({
  damage_type: choiceOf('Damage type', DAMAGE_TYPES),
  dice_count: requiredWhole('Dice', 0, 100),
  dice_type: z.preprocess(
    (value) => (typeof value === 'string' && value !== '' ? Number(value) : emptyIsUnset(value)),
    z.union(
      NPC_DIE_TYPES.map((sides) => z.literal(sides)),
      { error: 'Choose a die from the list.' },
    ),
  ),
  fixed_val: requiredWhole('Bonus', -999, 999),
  /** Attacks: what a miss leaves (nothing unless set). */
  miss_mod: missSave,
  /** Saves: what a successful save leaves (half unless set). */
  save_fail_mod: missSave,
  magical: z.boolean().optional(),
  special: z.enum(['drain', 'siphon', 'siphon_half'], { error: 'Choose drain, siphon or siphon half.' }).optional(),
});

/** What an ability does when used: an attack, a save, healing or plain damage, with its rolls. */
export const npcActionSchema = z.strictObject({
  type: choiceOf('Action type', NPC_ACTION_TYPES),
  attack_bonus: optionalWhole('Attack bonus', -20, 50),
  save_dc: optionalWhole('Save DC', 1, 99),
  save_ability: optionalChoice(ABILITIES, 'Choose an ability from the list.'),
  rolls: z.array(npcRollSchema).max(10, 'An action has at most 10 rolls.').default([]),
});

export const npcAbilitySchema = z.strictObject({
  name: z
    .string({ error: formMessages.required('Name') })
    .trim()
    .min(1, formMessages.required('Name'))
    .max(100, formMessages.maxLength('Name', 100)),
  desc: longText('Description', 10_000),
  action_list: z.array(npcActionSchema).max(10, 'An ability has at most 10 actions.').default([]),
  /** '6', '5-6' or 'rest'. */
  recharge: optionalFormat(/^(\d+(-\d+)?|rest)$/, formMessages.recharge),
  limit: optionalWhole('Limit', 1, 99),
  limit_type: optionalChoice(NPC_LIMIT_TYPES, 'A limit is per day or per turn.'),
  /** Legendary actions: how many of the legendary count it costs. */
  legendary_cost: optionalWhole('Cost', 1, 10),
  reach: optionalWhole('Reach', 0, 999),
  /** '20' or '20/60' (normal and long range, in feet). */
  range: optionalFormat(/^\d+(\/\d+)?$/, formMessages.range),
});
export type NpcAbilityInput = z.input<typeof npcAbilitySchema>;
export type NpcAbility = z.output<typeof npcAbilitySchema>;
export type NpcActionInput = z.input<typeof npcActionSchema>;
export type NpcRollInput = z.input<typeof npcRollSchema>;
