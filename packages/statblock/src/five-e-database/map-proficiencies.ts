import type { Ability } from '@skald/rules/constants/abilities';
import { SKILLS, type Skill } from '@skald/rules/constants/skills';
import type { Monster } from '@skald/rules/monster/monster';
import { hasSkillExpertise } from '@skald/rules/validation/monster-parsing';
import { abilityFromAbbreviation } from './ability-abbreviation.ts';
import type { SrdProficiency } from './monster-source.ts';
import { isOneOf } from './one-of.ts';
import type { Skip } from './skipped.ts';

export type MonsterProficiencies = Required<Pick<Monster, 'saving_throws' | 'skills' | 'skills_expertise'>>;

const SAVING_THROW = /^Saving Throw: (\w+)$/;
const SKILL = /^Skill: (.+)$/;

/** "Saving Throw: DEX" +6 and "Skill: Perception" +13, with expertise where the bonus is more than proficiency explains. */
export function mapProficiencies(
  proficiencies: readonly SrdProficiency[],
  abilityScores: Readonly<Record<Ability, number>>,
  proficiencyBonus: number,
  skip: Skip,
): MonsterProficiencies {
  const result: MonsterProficiencies = { saving_throws: {}, skills: {}, skills_expertise: [] };
  for (const { value, proficiency } of proficiencies) {
    const save = SAVING_THROW.exec(proficiency.name)?.[1];
    const ability = save === undefined ? undefined : abilityFromAbbreviation(save);
    if (ability) {
      result.saving_throws[ability] = value;
      continue;
    }
    const skill = skillOf(proficiency.name);
    if (!skill) {
      skip('proficiencies', `"${proficiency.name}" is neither a saving throw nor one of the 18 skills`);
      continue;
    }
    result.skills[skill] = value;
    if (hasSkillExpertise({ skill, bonus: value, proficiencyBonus, abilityScores }))
      result.skills_expertise.push(skill);
  }
  return result;
}

function skillOf(name: string): Skill | undefined {
  const words = SKILL.exec(name)?.[1];
  const id = words?.trim().toLowerCase().replace(/\s+/g, '_') ?? '';
  return isOneOf(SKILLS, id) ? id : undefined;
}
