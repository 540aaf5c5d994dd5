import { ABILITIES } from '@skald/rules/constants/abilities';
import { type ChallengeRating, isChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { CONDITIONS } from '@skald/rules/constants/conditions';
import { DEFENSE_KEYS } from '@skald/rules/constants/damage-types';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SENSES } from '@skald/rules/constants/senses';
import { SIZES } from '@skald/rules/constants/sizes';
import { SKILLS } from '@skald/rules/constants/skills';
import { SPEED_KINDS } from '@skald/rules/constants/speeds';
import type { Monster } from '@skald/rules/monster/monster';
import {
  MONSTER_RANGES,
  parseMonsterChallengeRating,
  parseMonsterSize,
  parseMonsterType,
} from '@skald/rules/validation/monster-parsing';
import { clampedWholeNumber, type WholeNumberRange } from '@skald/rules/validation/whole-number';
import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';
import { monsterRecordSchema } from '../compendium-record-schemas.ts';
import { collectionRoutes } from './collection-routes.ts';
import { formMessages } from './form-messages.ts';
import { normalHitDice } from './hit-dice.ts';
import { npcAbilitySchema, optionalWhole } from './npc-ability.ts';
import { imageUrl, lowercaseName } from './record-fields.ts';

/**
 * An NPC (content.md §3): a monster of the user's own, every field of combat.md §3 Monster, stored in the
 * rules' `Monster` shape so a copied compendium monster fits and the encounter runner reads both alike.
 * Armor class, hit points, ability scores, size, type and challenge rating follow combat.md §5's monster
 * parsing: out-of-range numbers are clamped and unknown words fall back, as for a pasted stat block.
 * A companion is an NPC with the `player_id` of the player it follows.
 */

/** combat.md §5: clamped into its range; no number at all gives the range's fallback. */
function clamped(range: WholeNumberRange) {
  return z.preprocess((value) => clampedWholeNumber(value, range), z.number().int());
}

/** Speeds and senses in feet. */
const FEET = { min: 0, max: 999 } as const;

/** Bonuses by key (saving throws by ability, skills by skill); an entry left empty is dropped. */
function bonuses<const Keys extends readonly [string, ...string[]]>(
  keys: Keys,
  what: string,
  min: number,
  max: number,
) {
  return z.preprocess(
    (value) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([, bonus]) => bonus !== '' && bonus !== null))
        : value,
    z
      .partialRecord(z.enum(keys, { error: `Choose ${what} from the list.` }), optionalWhole('A bonus', min, max))
      .optional(),
  );
}

function choices<const Values extends readonly [string, ...string[]]>(values: Values, what: string) {
  return z.array(z.enum(values, { error: `Choose ${what} from the list.` })).default([]);
}

const shortText = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(100, formMessages.maxLength(field, 100)).optional(),
  );

const abilities = Object.fromEntries(ABILITIES.map((ability) => [ability, clamped(MONSTER_RANGES.abilityScore)])) as {
  [Key in (typeof ABILITIES)[number]]: ReturnType<typeof clamped>;
};

const entries = z.array(npcAbilitySchema).max(50, 'A section has at most 50 entries.').default([]);

export const npcRecordSchema = z.strictObject({
  name: lowercaseName('Name'),
  size: z.preprocess(parseMonsterSize, z.enum(SIZES)),
  type: z.preprocess(parseMonsterType, z.enum(MONSTER_TYPES)),
  subtype: shortText('Subtype'),
  alignment: shortText('Alignment'),
  avatar: imageUrl('Avatar'),
  /** An uploaded picture (`/api/avatars/…`), preferred to `avatar` when set. */
  storage_avatar: imageUrl('Avatar'),
  armor_class: clamped(MONSTER_RANGES.armorClass),
  hit_points: clamped(MONSTER_RANGES.hitPoints),
  /** '2d6', or '6d8+12' as stat blocks write it (kept so; the bonus is checked against Con in the form only). */
  hit_dice: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value === null ? undefined : value),
    z
      .string({ error: formMessages.hitDice })
      .transform((text, context) => {
        const hitDice = normalHitDice(text);
        if (hitDice === undefined) context.addIssue({ code: 'custom', message: formMessages.hitDice });
        return hitDice ?? text;
      })
      .optional(),
  ),
  friendly: z.boolean().default(false),
  challenge_rating: z.preprocess(
    parseMonsterChallengeRating,
    z.custom<ChallengeRating>((value) => typeof value === 'number' && isChallengeRating(value)),
  ),
  ...abilities,
  saving_throws: bonuses(ABILITIES, 'an ability', -20, 50),
  skills: bonuses(SKILLS, 'a skill', -20, 50),
  skills_expertise: choices(SKILLS, 'a skill'),
  speeds: z
    .partialRecord(
      z.enum(SPEED_KINDS, { error: 'Choose a speed from the list.' }),
      optionalWhole('Speed', FEET.min, FEET.max),
    )
    .default({ walk: 30 }),
  languages: z
    .array(z.string().trim().min(1, 'A language needs a name.').max(100, formMessages.maxLength('A language', 100)))
    .max(30, 'At most 30 languages.')
    .default([]),
  senses: z
    .partialRecord(
      z.enum(SENSES, { error: 'Choose a sense from the list.' }),
      optionalWhole('Range', FEET.min, FEET.max),
    )
    .default({}),
  damage_vulnerabilities: choices(DEFENSE_KEYS, 'a damage type'),
  damage_resistances: choices(DEFENSE_KEYS, 'a damage type'),
  damage_immunities: choices(DEFENSE_KEYS, 'a damage type'),
  condition_immunities: choices(CONDITIONS, 'a condition'),
  special_abilities: entries,
  actions: entries,
  legendary_actions: entries,
  reactions: entries,
  /** Legendary actions a round (3 when not set). */
  legendary_count: optionalWhole('Legendary actions', 1, 10),
  /** A copied spellcaster's spells, kept as the compendium has them. */
  spellcasting: monsterRecordSchema.shape.spellcasting.optional(),
  /** Set for a companion: the player it follows. */
  player_id: z.uuid({ error: 'player_id must be the id of one of your players.' }).nullable().default(null),
  /** Shown on the public Homebrew list. */
  shared: z.boolean().default(false),
});
export type NpcRecordInput = z.input<typeof npcRecordSchema>;
export type NpcRecord = z.output<typeof npcRecordSchema>;

// A stored NPC is a rules Monster: the encounter runner takes it as it takes a compendium monster.
const isMonster: Monster = {} as NpcRecord;
void isMonster;

/** A list row: enough for the NPC list and the encounter builder's search (its hit points and armour class). */
export const npcSummarySchema = z.object({
  name: z.string(),
  challenge_rating: z.number(),
  avatar: z.string(),
  storage_avatar: z.string(),
  type: z.string(),
  hit_points: z.number(),
  armor_class: z.number(),
});
export type NpcSummary = z.output<typeof npcSummarySchema> & { id: string };

export const npcRoutes = collectionRoutes('npcs', 'NPCs', npcRecordSchema, npcSummarySchema);

/** "Copy to my NPCs": a compendium monster (by its slug) added to the user's NPCs, claiming a slot. */
export const copyMonsterRoute = defineRoute({
  method: 'POST',
  path: '/api/library/npcs/copy-monster/:slug',
  access: 'signed-in',
  tag: 'NPCs',
  summary: 'Copies a compendium monster into your NPCs, when your tier has a free slot',
  params: z.strictObject({ slug: z.string().min(1).max(200) }),
  answer: npcRoutes.read.answer,
  status: 201,
});
