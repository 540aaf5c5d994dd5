import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasSkillExpertise,
  parseMonsterAbilityScore,
  parseMonsterArmorClass,
  parseMonsterChallengeRating,
  parseMonsterHitPoints,
  parseMonsterName,
  parseMonsterSize,
  parseMonsterType,
} from '../../src/validation/monster-parsing.ts';

describe('monster armor class: 1 to 99', () => {
  it('reads "15 (natural armor)" as 15', () => {
    expect(parseMonsterArmorClass('15 (natural armor)')).toBe(15);
  });

  it('raises 0 to 1 and lowers 120 to 99', () => {
    expect(parseMonsterArmorClass(0)).toBe(1);
    expect(parseMonsterArmorClass('120')).toBe(99);
  });

  it('gives an unarmored 10 when there is no number', () => {
    expect(parseMonsterArmorClass('leather')).toBe(10);
  });
});

describe('monster hit points: 1 to 9999', () => {
  it('reads "135 (18d10 + 36)" as 135', () => {
    expect(parseMonsterHitPoints('135 (18d10 + 36)')).toBe(135);
  });

  it('raises 0 to 1 and lowers 12000 to 9999', () => {
    expect(parseMonsterHitPoints(0)).toBe(1);
    expect(parseMonsterHitPoints(12000)).toBe(9999);
  });

  it('gives 1 when there is no number', () => {
    expect(parseMonsterHitPoints(undefined)).toBe(1);
  });
});

describe('monster ability scores: 0 to 99, default 10', () => {
  it('reads "18 (+4)" as 18', () => {
    expect(parseMonsterAbilityScore('18 (+4)')).toBe(18);
  });

  it('keeps a score of 0 (a swarm of insects has no real intelligence) and lowers 150 to 99', () => {
    expect(parseMonsterAbilityScore(0)).toBe(0);
    expect(parseMonsterAbilityScore(-3)).toBe(0);
    expect(parseMonsterAbilityScore(150)).toBe(99);
  });

  it('defaults to 10', () => {
    expect(parseMonsterAbilityScore('')).toBe(10);
    expect(parseMonsterAbilityScore('—')).toBe(10);
  });
});

describe('monster clamps always land in range', () => {
  it('for armor class, hit points and ability scores, whatever is read', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(undefined)), (value) => {
        expect(parseMonsterArmorClass(value)).toSatisfy((ac: number) => Number.isInteger(ac) && ac >= 1 && ac <= 99);
        expect(parseMonsterHitPoints(value)).toSatisfy((hp: number) => Number.isInteger(hp) && hp >= 1 && hp <= 9999);
        expect(parseMonsterAbilityScore(value)).toSatisfy((score: number) => score >= 0 && score <= 99);
      }),
    );
  });
});

describe('monster size: unknown becomes Medium', () => {
  it('reads "Large" and the size word of "Huge dragon"', () => {
    expect(parseMonsterSize('Large')).toBe('large');
    expect(parseMonsterSize('Huge dragon, chaotic evil')).toBe('huge');
  });

  it('turns "Colossal", nothing and a number into medium', () => {
    expect(parseMonsterSize('Colossal')).toBe('medium');
    expect(parseMonsterSize(undefined)).toBe('medium');
    expect(parseMonsterSize(3)).toBe('medium');
  });
});

describe('monster type: unknown becomes Beast', () => {
  it('reads "Humanoid (goblinoid)" as humanoid and "swarm of Tiny beasts" as swarm', () => {
    expect(parseMonsterType('Humanoid (goblinoid)')).toBe('humanoid');
    expect(parseMonsterType('swarm of Tiny beasts')).toBe('swarm');
  });

  it('turns "robot" and nothing into beast', () => {
    expect(parseMonsterType('robot')).toBe('beast');
    expect(parseMonsterType(null)).toBe('beast');
  });
});

describe('monster challenge rating: unknown becomes 1', () => {
  it('reads "5 (1,800 XP)" as 5, "1/8 (25 XP)" as 1/8 and 0.25 as 1/4', () => {
    expect(parseMonsterChallengeRating('5 (1,800 XP)')).toBe(5);
    expect(parseMonsterChallengeRating('1/8 (25 XP)')).toBe(0.125);
    expect(parseMonsterChallengeRating(0.25)).toBe(0.25);
  });

  it('keeps a challenge rating of 0 rather than taking it for missing', () => {
    expect(parseMonsterChallengeRating(0)).toBe(0);
    expect(parseMonsterChallengeRating('0 (10 XP)')).toBe(0);
  });

  it('turns 31, 0.3, "1/3" and nothing into 1', () => {
    expect(parseMonsterChallengeRating(31)).toBe(1);
    expect(parseMonsterChallengeRating(0.3)).toBe(1);
    expect(parseMonsterChallengeRating('1/3')).toBe(1);
    expect(parseMonsterChallengeRating(undefined)).toBe(1);
  });
});

describe("monster name: defaults to 'monster name'", () => {
  it('keeps a name, trimmed', () => {
    expect(parseMonsterName('  Goblin Boss ')).toBe('Goblin Boss');
  });

  it('names a blank or missing one "monster name"', () => {
    expect(parseMonsterName('   ')).toBe('monster name');
    expect(parseMonsterName(undefined)).toBe('monster name');
  });
});

describe('skill expertise: set when the bonus exceeds proficiency plus the ability modifier', () => {
  const scores = { strength: 10, dexterity: 14, constitution: 10, intelligence: 10, wisdom: 12, charisma: 10 };

  it('Perception +5 with proficiency +2 and wisdom 12 (+1) is beyond the +3 proficiency gives: expertise', () => {
    expect(hasSkillExpertise({ skill: 'perception', bonus: 5, proficiencyBonus: 2, abilityScores: scores })).toBe(true);
  });

  it('Perception +3 with the same numbers is plain proficiency', () => {
    expect(hasSkillExpertise({ skill: 'perception', bonus: 3, proficiencyBonus: 2, abilityScores: scores })).toBe(
      false,
    );
  });

  it('Stealth +6 reads dexterity 14 (+2): 2 + 2 = 4 < 6 is expertise, and +4 is not', () => {
    expect(hasSkillExpertise({ skill: 'stealth', bonus: 6, proficiencyBonus: 2, abilityScores: scores })).toBe(true);
    expect(hasSkillExpertise({ skill: 'stealth', bonus: 4, proficiencyBonus: 2, abilityScores: scores })).toBe(false);
  });
});
