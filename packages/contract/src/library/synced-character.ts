import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';
import { z } from 'zod';
import { CHARACTER_BOUNDS } from './player-fields.ts';

/**
 * A character as a character sync browser extension hands it over (formats README, "Character sync"),
 * clamped by combat.md §5's character import clamps into the fields a player copies. The clamps are the
 * bounds the player record itself enforces (`CHARACTER_BOUNDS`), so what an import makes, the server takes.
 */

/** The longest name a character keeps (combat.md §5). */
export const SYNCED_NAME_MAX = 100;
/** The longest avatar or sheet address kept (combat.md §5; the player's sync address has the same bound). */
export const SYNCED_ADDRESS_MAX = 2000;
/** What a character with a blank name is called (combat.md §5: a blank entity name becomes 'Invalid name'). */
export const BLANK_CHARACTER_NAME = 'Invalid name';

/** Any value the extension sent, or none: each field below reads what it can and clamps it. */
const sent = z.unknown().optional();

/** A number the extension sent (or digits as text), rounded and held within `bounds`; null when it is none. */
function clampedWhole(bounds: { min: number; max: number }) {
  return sent.transform((value) => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
    if (!Number.isFinite(number)) return null;
    return Math.min(bounds.max, Math.max(bounds.min, Math.round(number)));
  });
}

/** Text cut to at most `max` UTF-16 units without splitting a character in two, trimmed. */
function cutText(value: unknown, max: number): string {
  if (typeof value !== 'string') return '';
  let kept = '';
  for (const character of value.trim()) {
    if (kept.length + character.length > max) break;
    kept += character;
  }
  return kept.trim();
}

/** An http(s) address of at most 2000 characters, or '' (a cut address would lead nowhere). */
function webAddress(value: unknown): string {
  if (typeof value !== 'string') return '';
  const address = value.trim();
  if (address.length > SYNCED_ADDRESS_MAX || !/^https?:\/\//i.test(address)) return '';
  return URL.canParse(address) ? address : '';
}

const abilityScores = Object.fromEntries(ABILITIES.map((ability) => [ability, clampedWhole(CHARACTER_BOUNDS.ability)]));

/**
 * One character of the extension's reply. Every number is clamped rather than refused, so a sheet with a
 * level 25 epic hero still imports (as level 20); only a character without a web address (its `url`, how
 * Skald finds it again to sync) cannot be read.
 */
export const syncedCharacterSchema = z
  .object({
    url: sent.transform((value, context) => {
      const address = webAddress(value);
      if (!address) context.addIssue({ code: 'custom', message: 'A character needs its sheet’s web address (url).' });
      return address;
    }),
    source: sent.transform((value) => cutText(value, SYNCED_NAME_MAX)),
    name: sent.transform((value) => cutText(value, SYNCED_NAME_MAX) || BLANK_CHARACTER_NAME),
    avatar: sent.transform(webAddress),
    level: clampedWhole(CHARACTER_BOUNDS.level),
    xp: clampedWhole(CHARACTER_BOUNDS.experience),
    armor_class: clampedWhole(CHARACTER_BOUNDS.ac),
    max_hit_points: clampedWhole(CHARACTER_BOUNDS.maxHp),
    walking_speed: clampedWhole(CHARACTER_BOUNDS.speed),
    initiative: clampedWhole(CHARACTER_BOUNDS.initiative),
    ...abilityScores,
  })
  .transform((sheet) => {
    const scores = sheet as unknown as Record<Ability, number | null>;
    return {
      url: sheet.url,
      source: sheet.source,
      character_name: sheet.name,
      avatar: sheet.avatar,
      level: sheet.level,
      experience: sheet.xp,
      ac: sheet.armor_class,
      maxHp: sheet.max_hit_points,
      speed: sheet.walking_speed,
      initiative: sheet.initiative,
      ...(Object.fromEntries(ABILITIES.map((ability) => [ability, scores[ability]])) as Record<Ability, number | null>),
    };
  });
export type SyncedCharacter = z.output<typeof syncedCharacterSchema>;

/** The player's fields a sync copies from the character, in the order a sheet shows them. */
export const SYNCED_PLAYER_FIELDS = [
  'character_name',
  'avatar',
  'level',
  'experience',
  'ac',
  'maxHp',
  'speed',
  'initiative',
  ...ABILITIES,
] as const;
export type SyncedPlayerField = (typeof SYNCED_PLAYER_FIELDS)[number];
export type SyncedPlayerFields = { [Field in SyncedPlayerField]?: NonNullable<SyncedCharacter[Field]> };

/** What a sync writes on a player: the fields the extension knows (an unknown number or avatar leaves the player's). */
export function syncedPlayerFields(character: SyncedCharacter): SyncedPlayerFields {
  const fields: SyncedPlayerFields = {};
  for (const field of SYNCED_PLAYER_FIELDS) {
    const value = character[field];
    if (value !== null && value !== '') Object.assign(fields, { [field]: value });
  }
  return fields;
}

/** The copied fields in which `player` differs from the extension's character: none means in sync. */
export function outOfSyncFields(player: Partial<Record<SyncedPlayerField, unknown>>, character: SyncedCharacter) {
  return Object.entries(syncedPlayerFields(character))
    .filter(([field, value]) => player[field as SyncedPlayerField] !== value)
    .map(([field]) => field as SyncedPlayerField);
}
