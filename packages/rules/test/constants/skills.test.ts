import { describe, expect, it } from 'vitest';
import { ABILITIES } from '../../src/constants/abilities.ts';
import { SKILL_ABILITY, SKILLS } from '../../src/constants/skills.ts';

describe('skills and their abilities', () => {
  it('are eighteen, each with one governing ability', () => {
    expect(SKILLS).toHaveLength(18);
    expect(Object.keys(SKILL_ABILITY).sort()).toEqual([...SKILLS].sort());
    for (const skill of SKILLS) expect(ABILITIES).toContain(SKILL_ABILITY[skill]);
  });

  it.each([
    ['athletics', 'strength'],
    ['acrobatics', 'dexterity'],
    ['sleight_of_hand', 'dexterity'],
    ['stealth', 'dexterity'],
    ['arcana', 'intelligence'],
    ['history', 'intelligence'],
    ['investigation', 'intelligence'],
    ['nature', 'intelligence'],
    ['religion', 'intelligence'],
    ['animal_handling', 'wisdom'],
    ['insight', 'wisdom'],
    ['medicine', 'wisdom'],
    ['perception', 'wisdom'],
    ['survival', 'wisdom'],
    ['deception', 'charisma'],
    ['intimidation', 'charisma'],
    ['performance', 'charisma'],
    ['persuasion', 'charisma'],
  ] as const)('%s is a %s skill', (skill, ability) => {
    expect(SKILL_ABILITY[skill]).toBe(ability);
  });

  it('no skill rests on constitution', () => {
    expect(Object.values(SKILL_ABILITY)).not.toContain('constitution');
  });
});
