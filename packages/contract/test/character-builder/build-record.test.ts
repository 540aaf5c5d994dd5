import { describe, expect, it } from 'vitest';
import { BUILDER_MESSAGES } from '../../src/character-builder/build-limits.ts';
import { characterBuildSchema } from '../../src/character-builder/build-record.ts';

const messages = (input: unknown) => {
  const result = characterBuildSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a character build', () => {
  it('starts as an Unnamed Character at level 1 with the standard array and no choices', () => {
    const build = characterBuildSchema.parse({});
    expect(build).toMatchObject({
      name: 'Unnamed Character',
      level: 1,
      abilityMethod: 'standard',
      baseScores: { strength: 15, dexterity: 14, constitution: 13, intelligence: 12, wisdom: 10, charisma: 8 },
      hitDie: 8,
      armour: null,
      equipment: [],
    });
  });

  it('refuses a point buy over 27 points or outside 8-15, and a broken standard array', () => {
    const scores = { strength: 15, dexterity: 15, constitution: 15, intelligence: 9, wisdom: 8, charisma: 8 };
    expect(messages({ abilityMethod: 'point-buy', baseScores: scores })).toEqual([BUILDER_MESSAGES.pointBuy]);
    expect(messages({ abilityMethod: 'point-buy', baseScores: { ...scores, intelligence: 8 } })).toEqual([]);
    expect(messages({ abilityMethod: 'standard', baseScores: scores })).toEqual([BUILDER_MESSAGES.standardArray]);
    expect(messages({ abilityMethod: 'manual', baseScores: { ...scores, strength: 30 } })).toEqual([]);
  });

  it('keeps every number within its limits, saying which', () => {
    expect(messages({ level: 21 })).toEqual(['Level must be 20 or less']);
    expect(messages({ hitDie: 7 })).toEqual(['The hit die is a d6, d8, d10 or d12.']);
    expect(messages({ abilityMethod: 'manual', baseScores: { strength: 31 } })).toContain(
      'Strength must be 30 or less',
    );
    expect(
      messages({ equipment: Array.from({ length: 61 }, () => ({ slug: 'dagger', name: 'Dagger', count: 1 })) }),
    ).toEqual(['At most 60 items.']);
    expect(messages({ personality: 'x'.repeat(4001) })).toEqual(['Personality must be 4000 or less']);
    expect(messages({ race: 'Hill Dwarf' })).toEqual(['Race is an SRD index such as hill-dwarf.']);
  });

  it('keeps only known skills, each once', () => {
    expect(characterBuildSchema.parse({ skills: ['athletics', 'flying', 'athletics'] }).skills).toEqual(['athletics']);
  });
});
