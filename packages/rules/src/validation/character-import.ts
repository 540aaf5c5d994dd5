import type { Ability } from '../constants/abilities.ts';
import { clampedWholeNumber, truncated, type WholeNumberRange } from './whole-number.ts';

/** A character as the character-sync browser extension hands it over, after the clamps. */
export interface ImportedCharacter extends Record<Ability, number> {
  avatar: string;
  character_name: string;
  experience: number;
  level: number;
  ac: number;
  maxHp: number;
  speed: number;
  initiative: number;
}

export const CHARACTER_NAME_MAX_LENGTH = 100;
export const AVATAR_MAX_LENGTH = 2000;

/**
 * The spec's ranges. Fallbacks, for a value that holds no number, are an ordinary level-1 character's:
 * AC 10 unarmored, ability scores 10 and a walking speed of 30 feet.
 */
export const CHARACTER_IMPORT_RANGES = {
  experience: { min: 0, max: 355000, fallback: 0 },
  level: { min: 1, max: 20, fallback: 1 },
  ac: { min: 1, max: 99, fallback: 10 },
  maxHp: { min: 1, max: 999, fallback: 1 },
  ability: { min: 1, max: 99, fallback: 10 },
  speed: { min: 0, max: 999, fallback: 30 },
  initiative: { min: -10, max: 99, fallback: 0 },
} as const satisfies Record<string, WholeNumberRange>;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * An avatar is a link or a data URL; cut short it would point nowhere, so one over the limit is dropped
 * (the entity falls back to its icon) rather than truncated like the name.
 */
function avatar(value: unknown): string {
  const link = text(value);
  return Array.from(link).length <= AVATAR_MAX_LENGTH ? link : '';
}

/** Whatever the extension sent, as a character whose every field is within the spec's clamps. */
export function importCharacter(sent: unknown): ImportedCharacter {
  const fields: Record<string, unknown> = typeof sent === 'object' && sent !== null ? { ...sent } : {};
  const score = (ability: Ability) => clampedWholeNumber(fields[ability], CHARACTER_IMPORT_RANGES.ability);
  return {
    avatar: avatar(fields.avatar),
    character_name: truncated(text(fields.character_name), CHARACTER_NAME_MAX_LENGTH),
    experience: clampedWholeNumber(fields.experience, CHARACTER_IMPORT_RANGES.experience),
    level: clampedWholeNumber(fields.level, CHARACTER_IMPORT_RANGES.level),
    ac: clampedWholeNumber(fields.ac, CHARACTER_IMPORT_RANGES.ac),
    maxHp: clampedWholeNumber(fields.maxHp, CHARACTER_IMPORT_RANGES.maxHp),
    strength: score('strength'),
    dexterity: score('dexterity'),
    constitution: score('constitution'),
    intelligence: score('intelligence'),
    wisdom: score('wisdom'),
    charisma: score('charisma'),
    speed: clampedWholeNumber(fields.speed, CHARACTER_IMPORT_RANGES.speed),
    initiative: clampedWholeNumber(fields.initiative, CHARACTER_IMPORT_RANGES.initiative),
  };
}
