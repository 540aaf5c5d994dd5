import { isPointBuy, isStandardArray, STANDARD_ARRAY } from '@skald/rules/character/ability-generation';
import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';
import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { z } from 'zod';
import { DEFAULT_CHARACTER_NAME } from '../library/character-record.ts';
import { formMessages } from '../library/form-messages.ts';
import { knownSkills } from '../library/player-fields.ts';
import { imageUrl } from '../library/record-fields.ts';
import {
  ABILITY_METHODS,
  BUILD_EQUIPMENT_MAX,
  BUILD_EXTRA_ITEMS_MAX,
  BUILDER_MESSAGES,
  HIT_DICE,
  NO_ABILITY_BONUSES,
} from './build-limits.ts';

/** An SRD index ('hill-dwarf'), or empty while nothing is chosen. */
const srdSlug = (field: string) =>
  z
    .string()
    .trim()
    .max(60, formMessages.maxLength(field, 60))
    .regex(/^[a-z0-9-]*$/, `${field} is an SRD index such as hill-dwarf.`)
    .default('');

const shortText = (field: string, max: number) =>
  z.string().trim().max(max, formMessages.maxLength(field, max)).default('');

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int(`${field} must be a whole number`)
    .min(min, formMessages.minValue(field, min))
    .max(max, formMessages.maxValue(field, max));

const perAbility = <Schema extends z.ZodType>(schema: (ability: string) => Schema) =>
  z.strictObject(Object.fromEntries(ABILITIES.map((ability) => [ability, schema(ability)])) as Record<Ability, Schema>);

const titled = (ability: string) => ability.charAt(0).toUpperCase() + ability.slice(1);

const abilityList = z
  .array(z.enum(ABILITIES, { error: 'Choose an ability from the list.' }))
  .max(6)
  .transform((list) => [...new Set(list)])
  .default([]);

/** The armour worn, as the SRD gives it, so the armour class follows without the SRD at hand. */
const wornArmourSchema = z.strictObject({
  slug: srdSlug('Armour'),
  name: shortText('Armour', 100),
  base: wholeNumber('Armour base', 10, 20),
  dexBonus: z.boolean(),
  maxDexBonus: wholeNumber('Armour Dexterity limit', 0, 10).nullable(),
});

const equipmentItemSchema = z.strictObject({
  slug: srdSlug('Item'),
  name: z.string().trim().min(1, formMessages.required('Item')).max(100, formMessages.maxLength('Item', 100)),
  count: wholeNumber('Count', 1, 999),
});

/** Which option of each starting-equipment choice was taken, and the items picked from "any …" lists. */
const equipmentChoiceSchema = z.strictObject({
  option: wholeNumber('Equipment option', 0, 20).nullable(),
  picks: z.array(srdSlug('Picked item')).max(4).default([]),
});

/**
 * A character in the builder (alpha): every choice of its six tabs. Race and class keep what the derived
 * numbers need (speed, bonuses, hit die) beside their SRD index, so the numbers follow from the build alone.
 */
export const characterBuildSchema = z
  .strictObject({
    // general
    name: z.preprocess(
      (value) => (value == null || (typeof value === 'string' && value.trim() === '') ? DEFAULT_CHARACTER_NAME : value),
      z.string().trim().max(100, formMessages.maxLength('Character name', 100)),
    ),
    level: wholeNumber('Level', 1, 20).default(1),
    avatar: imageUrl('Avatar'),
    // info
    background: shortText('Background', 100),
    alignment: z.enum(['', ...ALIGNMENTS], { error: 'Choose an alignment from the list.' }).default(''),
    personality: shortText('Personality', 4000),
    // race
    race: srdSlug('Race'),
    subrace: srdSlug('Subrace'),
    speed: wholeNumber('Speed', 0, 120).default(30),
    size: shortText('Size', 20),
    /** Every racial bonus added together, chosen ones (a half-elf's two) included. */
    abilityBonuses: perAbility((ability) => wholeNumber(`${titled(ability)} bonus`, 0, 4)).default(NO_ABILITY_BONUSES),
    /** The abilities a race lets the player choose for its bonuses. */
    bonusChoices: abilityList,
    // class
    class: srdSlug('Class'),
    hitDie: z
      .union(
        HIT_DICE.map((die) => z.literal(die)),
        { error: 'The hit die is a d6, d8, d10 or d12.' },
      )
      .default(8),
    savingThrows: abilityList,
    skills: knownSkills(),
    // abilities
    abilityMethod: z.enum(ABILITY_METHODS, { error: 'Choose how the scores are made.' }).default('standard'),
    /** The scores before racial bonuses. */
    baseScores: perAbility((ability) => wholeNumber(titled(ability), 1, 30)).default({
      strength: STANDARD_ARRAY[0],
      dexterity: STANDARD_ARRAY[1],
      constitution: STANDARD_ARRAY[2],
      intelligence: STANDARD_ARRAY[3],
      wisdom: STANDARD_ARRAY[4],
      charisma: STANDARD_ARRAY[5],
    }),
    // equipment
    equipmentChoices: z.array(equipmentChoiceSchema).max(10).default([]),
    /** The class's starting equipment as chosen. */
    equipment: z
      .array(equipmentItemSchema)
      .max(BUILD_EQUIPMENT_MAX, `At most ${BUILD_EQUIPMENT_MAX} items.`)
      .default([]),
    /** Items added from the compendium besides the class's. */
    extraItems: z
      .array(equipmentItemSchema)
      .max(BUILD_EXTRA_ITEMS_MAX, `At most ${BUILD_EXTRA_ITEMS_MAX} added items.`)
      .default([]),
    armour: wornArmourSchema.nullable().default(null),
    shield: z.boolean().default(false),
  })
  .superRefine((build, context) => {
    if (build.abilityMethod === 'point-buy' && !isPointBuy(build.baseScores)) {
      context.addIssue({ code: 'custom', path: ['baseScores'], message: BUILDER_MESSAGES.pointBuy });
    }
    if (build.abilityMethod === 'standard' && !isStandardArray(build.baseScores)) {
      context.addIssue({ code: 'custom', path: ['baseScores'], message: BUILDER_MESSAGES.standardArray });
    }
  });
export type CharacterBuildInput = z.input<typeof characterBuildSchema>;
export type CharacterBuild = z.output<typeof characterBuildSchema>;
