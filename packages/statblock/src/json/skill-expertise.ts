import { ABILITIES } from '@skald/rules/constants/abilities';
import { proficiencyBonusFor } from '@skald/rules/constants/challenge-ratings';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';
import {
  hasSkillExpertise,
  parseMonsterAbilityScore,
  parseMonsterChallengeRating,
} from '@skald/rules/validation/monster-parsing';
import { isOneOf } from '../five-e-database/one-of.ts';
import type { JsonObject } from './json-values.ts';

/**
 * The skills a monster read from a format that writes only each skill's bonus (Open5e, Improved Initiative)
 * has expertise in: the bonus is more than its challenge rating's proficiency plus the ability (combat.md §5).
 */
export function skillExpertise(monster: JsonObject): Skill[] {
  const skills = monster.skills;
  if (typeof skills !== 'object' || skills === null) return [];
  const proficiencyBonus = proficiencyBonusFor(parseMonsterChallengeRating(monster.challenge_rating));
  const abilityScores = Object.fromEntries(
    ABILITIES.map((ability) => [ability, parseMonsterAbilityScore(monster[ability])]),
  ) as Parameters<typeof hasSkillExpertise>[0]['abilityScores'];
  return Object.entries(skills).flatMap(([skill, bonus]) =>
    isOneOf(SKILLS, skill) &&
    typeof bonus === 'number' &&
    hasSkillExpertise({ skill, bonus, proficiencyBonus, abilityScores })
      ? [skill]
      : [],
  );
}
