import { ABILITIES } from '@skald/rules/constants/abilities';
import { CONDITIONS } from '@skald/rules/constants/conditions';
import { DEFENSE_KEYS } from '@skald/rules/constants/damage-types';
import { z } from 'zod';
import { collectionRoutes } from './collection-routes.ts';
import { formMessages } from './form-messages.ts';
import {
  abilityScoreFields,
  boundedNumber,
  CHARACTER_BOUNDS,
  campaignLink,
  companionIds,
  knownSkills,
} from './player-fields.ts';
import { imageUrl } from './record-fields.ts';

/** content.md §9: a new character's name and level. */
export const DEFAULT_CHARACTER_NAME = 'Unnamed Character';
export const DEFAULT_CHARACTER_LEVEL = 1;

function choices<const Values extends readonly [string, ...string[]]>(values: Values, what: string) {
  return z
    .array(z.enum(values, { error: `Choose ${what} from the list.` }))
    .transform((list) => [...new Set(list)])
    .default([]);
}

/** Which saving throws the character is proficient in, by ability. */
const saveProficiencies = z
  .strictObject(
    Object.fromEntries(ABILITIES.map((ability) => [ability, z.boolean().default(false)])) as {
      [ability in (typeof ABILITIES)[number]]: z.ZodDefault<z.ZodBoolean>;
    },
  )
  .default(Object.fromEntries(ABILITIES.map((ability) => [ability, false])) as never);

/**
 * A user's own character (content.md §3 Player character), saved whole. A blank name is
 * 'Unnamed Character'; the numbers stay within combat.md §5's character-import clamps.
 */
export const characterRecordSchema = z.strictObject({
  character_name: z.preprocess(
    (value) => ((typeof value === 'string' && value.trim() === '') || value == null ? DEFAULT_CHARACTER_NAME : value),
    z
      .string({ error: formMessages.required('Character name') })
      .trim()
      .max(100, formMessages.maxLength('Character name', 100)),
  ),
  level: z.preprocess(
    (value) =>
      value === '' || value == null ? DEFAULT_CHARACTER_LEVEL : typeof value === 'string' ? Number(value) : value,
    z
      .number({ error: 'Level must be a whole number' })
      .int('Level must be a whole number')
      .min(CHARACTER_BOUNDS.level.min, formMessages.minValue('Level', CHARACTER_BOUNDS.level.min))
      .max(CHARACTER_BOUNDS.level.max, formMessages.maxValue('Level', CHARACTER_BOUNDS.level.max)),
  ),
  /** The character builder's progress: a new character starts as 'new'. */
  build: z.string().trim().max(40, formMessages.maxLength('Build', 40)).default('new'),
  avatar: imageUrl('Avatar'),
  storage_avatar: imageUrl('Uploaded avatar'),
  experience: boundedNumber('Experience', CHARACTER_BOUNDS.experience),
  ac: boundedNumber('Armor class', CHARACTER_BOUNDS.ac),
  maxHp: boundedNumber('Max HP', CHARACTER_BOUNDS.maxHp),
  initiative: boundedNumber('Initiative', CHARACTER_BOUNDS.initiative),
  speed: boundedNumber('Speed', CHARACTER_BOUNDS.speed),
  ...abilityScoreFields(),
  saving_throws: saveProficiencies,
  skills: knownSkills(),
  skills_expertise: knownSkills(),
  jack_of_all_trades: z.boolean().default(false),
  companions: companionIds(),
  campaign_id: campaignLink(),
  damage_vulnerabilities: choices(DEFENSE_KEYS, 'a damage type'),
  damage_resistances: choices(DEFENSE_KEYS, 'a damage type'),
  damage_immunities: choices(DEFENSE_KEYS, 'a damage type'),
  condition_immunities: choices(CONDITIONS, 'a condition'),
});
export type CharacterRecordInput = z.input<typeof characterRecordSchema>;
export type CharacterRecord = z.output<typeof characterRecordSchema>;

/** A character's row in a list (the spec's search record). */
export const characterSummarySchema = z.object({
  character_name: z.string(),
  level: z.number().int(),
  build: z.string(),
  avatar: z.string(),
});

export const characterRoutes = collectionRoutes(
  'characters',
  'Characters',
  characterRecordSchema,
  characterSummarySchema,
);
