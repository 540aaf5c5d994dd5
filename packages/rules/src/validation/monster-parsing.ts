import { type Ability, abilityModifier } from '../constants/abilities.ts';
import { type ChallengeRating, challengeRatingFromText, isChallengeRating } from '../constants/challenge-ratings.ts';
import { isMonsterType, type MonsterType } from '../constants/monster-types.ts';
import { isSize, type Size } from '../constants/sizes.ts';
import { SKILL_ABILITY, type Skill } from '../constants/skills.ts';
import { clampedWholeNumber, type WholeNumberRange } from './whole-number.ts';

/**
 * The monster creator's clamps and defaults, for values read from a pasted stat block or a form. Each
 * reader takes whatever was found (a number, text, nothing) and always returns a usable value.
 */

export const MONSTER_RANGES = {
  /** 10 when missing: the armor class of a creature with no armor and an average dexterity. */
  armorClass: { min: 1, max: 99, fallback: 10 },
  /** 1 when missing, the least a monster in the fight can have; with hit dice, `maths/hit-points` does better. */
  hitPoints: { min: 1, max: 9999, fallback: 1 },
  abilityScore: { min: 0, max: 99, fallback: 10 },
} as const satisfies Record<string, WholeNumberRange>;

export const DEFAULT_MONSTER_NAME = 'monster name';
export const DEFAULT_MONSTER_SIZE: Size = 'medium';
export const DEFAULT_MONSTER_TYPE: MonsterType = 'beast';
export const DEFAULT_CHALLENGE_RATING: ChallengeRating = 1;

export function parseMonsterName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  return name === '' ? DEFAULT_MONSTER_NAME : name;
}

export function parseMonsterArmorClass(value: unknown): number {
  return clampedWholeNumber(value, MONSTER_RANGES.armorClass);
}

export function parseMonsterHitPoints(value: unknown): number {
  return clampedWholeNumber(value, MONSTER_RANGES.hitPoints);
}

export function parseMonsterAbilityScore(value: unknown): number {
  return clampedWholeNumber(value, MONSTER_RANGES.abilityScore);
}

/** The first word, lowercase: a stat block writes "Large giant" and "humanoid (goblinoid)". */
function firstWord(value: unknown): string {
  return typeof value === 'string'
    ? (value
        .trim()
        .toLowerCase()
        .split(/[\s(,]+/)[0] ?? '')
    : '';
}

export function parseMonsterSize(value: unknown): Size {
  const word = firstWord(value);
  return isSize(word) ? word : DEFAULT_MONSTER_SIZE;
}

/** "swarm of Tiny beasts" reads as 'swarm'. */
export function parseMonsterType(value: unknown): MonsterType {
  const word = firstWord(value);
  return isMonsterType(word) ? word : DEFAULT_MONSTER_TYPE;
}

/** Accepts 0.125, '1/8' or a stat block's "5 (1,800 XP)". */
export function parseMonsterChallengeRating(value: unknown): ChallengeRating {
  if (typeof value === 'number') return isChallengeRating(value) ? value : DEFAULT_CHALLENGE_RATING;
  const rating = typeof value === 'string' ? challengeRatingFromText(value.trim().split(/\s+/)[0] ?? '') : undefined;
  return rating ?? DEFAULT_CHALLENGE_RATING;
}

export interface SkillBonus {
  skill: Skill;
  /** The bonus the stat block prints, e.g. +5 for "Perception +5". */
  bonus: number;
  proficiencyBonus: number;
  abilityScores: Readonly<Record<Ability, number>>;
}

/** A bonus beyond proficiency plus the ability modifier can only come from doubled proficiency. */
export function hasSkillExpertise({ skill, bonus, proficiencyBonus, abilityScores }: SkillBonus): boolean {
  return bonus > proficiencyBonus + abilityModifier(abilityScores[SKILL_ABILITY[skill]]);
}
