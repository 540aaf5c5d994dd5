import { ABILITIES } from '@skald/rules/constants/abilities';
import { CHALLENGE_RATINGS, type ChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { CONDITIONS } from '@skald/rules/constants/conditions';
import { DAMAGE_TYPES, DEFENSE_KEYS } from '@skald/rules/constants/damage-types';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SENSES } from '@skald/rules/constants/senses';
import { SIZES } from '@skald/rules/constants/sizes';
import { SKILLS } from '@skald/rules/constants/skills';
import { SPEED_KINDS } from '@skald/rules/constants/speeds';
import { z } from 'zod';
import {
  type ConditionRecord,
  ITEM_KINDS,
  ITEM_RARITIES,
  type ItemRecord,
  MONSTER_SOURCES,
  type MonsterRecord,
  type RuleRecord,
  type SpellRecord,
} from './compendium-records.ts';

/**
 * The compendium records as zod schemas: the OpenAPI document is generated from them, and the server's
 * tests check its answers against them. The `satisfies` checks at the end keep them and the TypeScript
 * records of `compendium-records.ts` describing the same shapes.
 */

const whole = z.number().int();
const recordBase = { _id: whole.positive(), url: z.string(), name: z.string() };
const partialRecord = <K extends string, V extends z.ZodType>(keys: readonly [K, ...K[]], value: V) =>
  z.partialRecord(z.enum(keys), value);

const monsterRoll = z.object({
  damage_type: z.enum(DAMAGE_TYPES),
  dice_count: whole,
  dice_type: whole,
  fixed_val: whole,
  miss_mod: z.union([z.literal(1), z.literal(0.5), z.literal(0)]).optional(),
  save_fail_mod: z.union([z.literal(1), z.literal(0.5), z.literal(0)]).optional(),
  magical: z.boolean().optional(),
  special: z.enum(['drain', 'siphon', 'siphon_half']).optional(),
});

const monsterAction = z.object({
  type: z.enum(['melee_weapon', 'ranged_weapon', 'spell_attack', 'save', 'healing', 'damage']),
  attack_bonus: whole.optional(),
  save_dc: whole.optional(),
  save_ability: z.enum(ABILITIES).optional(),
  rolls: z.array(monsterRoll),
});

const monsterAbility = z.object({
  name: z.string(),
  desc: z.string(),
  action_list: z.array(monsterAction),
  recharge: z.string().optional().describe("'5-6', '6' or 'rest'"),
  limit: whole.optional(),
  limit_type: z.enum(['day', 'turn']).optional(),
  legendary_cost: whole.optional(),
  reach: whole.optional(),
  range: z.string().optional(),
});

const monsterSpellcasting = z.object({
  trait: z.string(),
  innate: z.boolean(),
  ability: z.enum(ABILITIES),
  save_dc: whole.optional(),
  spell_attack: whole.optional(),
  caster_level: whole.optional(),
  spell_list: z.string().optional(),
  components_required: z.array(z.string()),
  slots: z.record(z.string(), whole),
  spells: z.array(
    z.object({
      url: z.string(),
      name: z.string(),
      level: whole,
      notes: z.string().optional(),
      at_will: z.boolean().optional(),
      limit: whole.optional(),
      limit_type: z.literal('day').optional(),
    }),
  ),
});

const challengeRating = z.union(
  CHALLENGE_RATINGS.map((rating) => z.literal(rating)),
) as unknown as z.ZodType<ChallengeRating>;

export const monsterRecordSchema = z.object({
  ...recordBase,
  source: z.enum(MONSTER_SOURCES),
  size: z.enum(SIZES),
  type: z.enum(MONSTER_TYPES),
  subtype: z.string().optional(),
  alignment: z.string().optional(),
  armor_class: whole,
  hit_points: whole,
  hit_dice: z.string().optional(),
  challenge_rating: challengeRating.describe('0, 0.125, 0.25, 0.5, then 1 to 30'),
  strength: whole,
  dexterity: whole,
  constitution: whole,
  intelligence: whole,
  wisdom: whole,
  charisma: whole,
  saving_throws: partialRecord(ABILITIES, whole).optional(),
  skills: partialRecord(SKILLS, whole).optional(),
  skills_expertise: z.array(z.enum(SKILLS)).optional(),
  speeds: partialRecord(SPEED_KINDS, whole).optional(),
  languages: z.array(z.string()).optional(),
  senses: partialRecord(SENSES, whole).optional(),
  damage_vulnerabilities: z.array(z.enum(DEFENSE_KEYS)).optional(),
  damage_resistances: z.array(z.enum(DEFENSE_KEYS)).optional(),
  damage_immunities: z.array(z.enum(DEFENSE_KEYS)).optional(),
  condition_immunities: z.array(z.enum(CONDITIONS)).optional(),
  special_abilities: z.array(monsterAbility).optional(),
  actions: z.array(monsterAbility).optional(),
  legendary_actions: z.array(monsterAbility).optional(),
  reactions: z.array(monsterAbility).optional(),
  legendary_count: whole.optional(),
  desc: z.string().optional(),
  passive_perception: whole.optional(),
  forms: z.array(z.string()).describe("slugs of the same creature's other stat blocks"),
  spellcasting: z.array(monsterSpellcasting),
  environments: z.array(z.string()),
});

const diceByLevel = z.record(z.string(), z.string());

export const spellRecordSchema = z.object({
  ...recordBase,
  level: whole.min(0).max(9).describe('0 for a cantrip'),
  school: z.string(),
  classes: z.array(z.string()),
  subclasses: z.array(z.string()),
  casting_time: z.string(),
  range: z.string(),
  components: z.array(z.enum(['V', 'S', 'M'])),
  material: z.string().optional(),
  duration: z.string(),
  concentration: z.boolean(),
  ritual: z.boolean(),
  desc: z.string(),
  higher_level: z.string().optional(),
  attack_type: z.enum(['melee', 'ranged']).optional(),
  damage_type: z.enum(DAMAGE_TYPES).optional(),
  damage_at_slot_level: diceByLevel.optional(),
  damage_at_character_level: diceByLevel.optional(),
  heal_at_slot_level: diceByLevel.optional(),
  dc: z
    .object({ ability: z.enum(ABILITIES), success: z.enum(['half', 'none', 'other']), desc: z.string().optional() })
    .optional(),
  area_of_effect: z.object({ type: z.string(), size: z.number() }).optional(),
});

const itemDamage = z.object({
  damage_type: z.enum(DAMAGE_TYPES),
  dice_count: whole,
  dice_type: whole,
  fixed_val: whole,
});
const itemRange = z.object({ normal: z.number(), long: z.number().optional() });
const quantity = z.object({ quantity: z.number(), unit: z.string() });

export const itemRecordSchema = z.object({
  ...recordBase,
  kind: z.enum(ITEM_KINDS),
  category: z.string(),
  subcategory: z.string().optional(),
  desc: z.string(),
  rarity: z.enum(ITEM_RARITIES).optional(),
  variants: z.array(z.string()).optional(),
  variant: z.boolean().optional(),
  cost: quantity.optional(),
  weight: z.number().optional(),
  weapon: z
    .object({
      category: z.string(),
      range_type: z.enum(['melee', 'ranged']),
      damage: itemDamage.optional(),
      two_handed_damage: itemDamage.optional(),
      range: itemRange.optional(),
      throw_range: itemRange.optional(),
      properties: z.array(z.string()),
      special: z.string().optional(),
    })
    .optional(),
  armor: z
    .object({
      category: z.string(),
      base: whole,
      dex_bonus: z.boolean(),
      max_bonus: whole.optional(),
      str_minimum: whole,
      stealth_disadvantage: z.boolean(),
    })
    .optional(),
  quantity: z.number().optional(),
  contents: z.array(z.object({ url: z.string(), quantity: z.number() })).optional(),
  speed: quantity.optional(),
  capacity: z.string().optional(),
});

export const conditionRecordSchema = z.object({ ...recordBase, condition: z.enum(CONDITIONS), desc: z.string() });

export const ruleRecordSchema = z.object({
  ...recordBase,
  desc: z.string(),
  parent: z.string().optional().describe("a section's rule (its slug)"),
});

export const COMPENDIUM_RECORD_SCHEMAS = {
  monsters: monsterRecordSchema,
  spells: spellRecordSchema,
  items: itemRecordSchema,
  conditions: conditionRecordSchema,
  rules: ruleRecordSchema,
};

/** Each schema accepts exactly what its TypeScript record allows, checked both ways. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Agrees<S extends z.ZodType, T> = Same<z.output<S>, T>;
const agreement: {
  monsters: Agrees<typeof monsterRecordSchema, MonsterRecord>;
  spells: Agrees<typeof spellRecordSchema, SpellRecord>;
  items: Agrees<typeof itemRecordSchema, ItemRecord>;
  conditions: Agrees<typeof conditionRecordSchema, ConditionRecord>;
  rules: Agrees<typeof ruleRecordSchema, RuleRecord>;
} = { monsters: true, spells: true, items: true, conditions: true, rules: true };
void agreement;

/** A record's JSON Schema (draft 2020-12, as OpenAPI 3.1 takes it), without the `$schema` line. */
export function recordJsonSchema(kind: keyof typeof COMPENDIUM_RECORD_SCHEMAS): Record<string, unknown> {
  const { $schema: _dialect, ...schema } = z.toJSONSchema(COMPENDIUM_RECORD_SCHEMAS[kind]) as Record<string, unknown>;
  return schema;
}
