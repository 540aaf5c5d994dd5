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
import { imageUrl, plainName } from './record-fields.ts';

/** A passive score or a spell save DC: small whole numbers. */
const SCORE = { min: 0, max: 99 } as const;

/** What an encounter leaves on a player; a save drops it (content.md §3: cleared on save). */
const cleared = z
  .unknown()
  .transform(() => undefined)
  .optional();

/**
 * A game master's player (content.md §3), saved whole. Numbers typed as text are parsed, empty ones are
 * null; skills keep only the known ones; the hit-point state of a fight is never stored with the player.
 */
export const playerRecordSchema = z.strictObject({
  character_name: plainName('Character name'),
  avatar: imageUrl('Avatar'),
  /** An uploaded picture's address (`/api/avatars/{id}`). */
  storage_avatar: imageUrl('Uploaded avatar'),
  campaign_id: campaignLink(),
  /** Where the character's sheet lives elsewhere, re-imported by sync. */
  sync_character: z.string().trim().max(2000, formMessages.maxLength('Sync address', 2000)).default(''),
  companions: companionIds(),
  skills: knownSkills(),
  level: boundedNumber('Level', CHARACTER_BOUNDS.level),
  experience: boundedNumber('Experience', CHARACTER_BOUNDS.experience),
  ac: boundedNumber('Armor class', CHARACTER_BOUNDS.ac),
  maxHp: boundedNumber('Max HP', CHARACTER_BOUNDS.maxHp),
  initiative: boundedNumber('Initiative', CHARACTER_BOUNDS.initiative),
  speed: boundedNumber('Speed', CHARACTER_BOUNDS.speed),
  spell_save_dc: boundedNumber('Spell save DC', SCORE),
  passive_perception: boundedNumber('Passive perception', SCORE),
  passive_investigation: boundedNumber('Passive investigation', SCORE),
  passive_insight: boundedNumber('Passive insight', SCORE),
  ...abilityScoreFields(),
  ac_bonus: cleared,
  curHp: cleared,
  tempHp: cleared,
  maxHpMod: cleared,
});
export type PlayerRecordInput = z.input<typeof playerRecordSchema>;
export type PlayerRecord = z.output<typeof playerRecordSchema>;

/** A player's row in a list (the spec's search record). */
export const playerSummarySchema = z.object({
  character_name: z.string(),
  avatar: z.string(),
  storage_avatar: z.string(),
  campaign_id: z.uuid().nullable(),
});

/** The list also names each player's sync address (the spec's search record), so character sync finds its players. */
export const playerRoutes = collectionRoutes(
  'players',
  'Players',
  playerRecordSchema,
  playerSummarySchema.extend({ sync_character: z.string().nullable() }),
);
