import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_RATINGS } from '../../src/constants/challenge-ratings.ts';
import {
  type Difficulty2014,
  encounterDifficulty2014,
  encounterMultiplier,
  partyThresholds2014,
} from '../../src/maths/difficulty-2014.ts';

const goblin = { challengeRating: 0.25 } as const;
const orc = { challengeRating: 0.5 } as const;
const ogre = { challengeRating: 2 } as const;
const fourLevel3 = [3, 3, 3, 3];

function orcs(count: number) {
  return Array.from({ length: count }, () => orc);
}

describe('2014 party thresholds: each character adds the thresholds of their level', () => {
  it('four level-3 characters: easy 4 x 75, medium 4 x 150, hard 4 x 225, deadly 4 x 400', () => {
    expect(partyThresholds2014(fourLevel3)).toEqual({ easy: 300, medium: 600, hard: 900, deadly: 1600 });
  });

  it('a level-1 and a level-5 character: easy 25 + 250, deadly 100 + 1100', () => {
    expect(partyThresholds2014([1, 5])).toEqual({ easy: 275, medium: 550, hard: 825, deadly: 1200 });
  });

  it('a single level-20 character: easy 2,800 up to deadly 12,700', () => {
    expect(partyThresholds2014([20])).toEqual({ easy: 2800, medium: 5700, hard: 8500, deadly: 12700 });
  });

  it.each([0, 21, 2.5, Number.NaN])('refuses a character of level %s', (level) => {
    expect(() => partyThresholds2014([3, level])).toThrow(RangeError);
  });

  it('for any party, easy < medium < hard < deadly', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }), (levels) => {
        const { easy, medium, hard, deadly } = partyThresholds2014(levels);
        expect(easy).toBeLessThan(medium);
        expect(medium).toBeLessThan(hard);
        expect(hard).toBeLessThan(deadly);
      }),
    );
  });
});

describe('2014 encounter multiplier by monster count', () => {
  it.each([
    [1, 1],
    [2, 1.5],
    [3, 2],
    [6, 2],
    [7, 2.5],
    [10, 2.5],
    [11, 3],
    [14, 3],
    [15, 4],
    [40, 4],
  ])('a party of four against %i monsters: x%s', (monsters, multiplier) => {
    expect(encounterMultiplier(monsters, 4)).toBe(multiplier);
  });

  it('a party of five uses the table unchanged', () => {
    expect(encounterMultiplier(2, 5)).toBe(1.5);
  });

  it('a party under 3 moves one step up: one monster x1.5, 3-6 monsters x2.5, 15 or more x5', () => {
    expect(encounterMultiplier(1, 2)).toBe(1.5);
    expect(encounterMultiplier(4, 1)).toBe(2.5);
    expect(encounterMultiplier(15, 2)).toBe(5);
  });

  it('a party of 6 or more moves one step down: one monster x0.5, 3-6 monsters x1.5, 15 or more x3', () => {
    expect(encounterMultiplier(1, 6)).toBe(0.5);
    expect(encounterMultiplier(4, 7)).toBe(1.5);
    expect(encounterMultiplier(15, 6)).toBe(3);
  });

  it('no monsters, no multiplier', () => {
    expect(encounterMultiplier(0, 6)).toBe(1);
  });
});

describe('2014 encounter difficulty', () => {
  it('a party of four level-3 characters against two orcs (2 x 100 XP x 1.5 = 300) is an easy fight', () => {
    expect(encounterDifficulty2014(fourLevel3, orcs(2))).toEqual({
      xp: 200,
      multiplier: 1.5,
      adjustedXp: 300,
      thresholds: { easy: 300, medium: 600, hard: 900, deadly: 1600 },
      difficulty: 'easy',
    });
  });

  it('the same party against four orcs (4 x 100 XP x 2 = 800) is a medium fight', () => {
    expect(encounterDifficulty2014(fourLevel3, orcs(4)).difficulty).toBe('medium');
  });

  it('the same party against an ogre and two orcs ((450 + 200) x 2 = 1,300) is a hard fight', () => {
    const result = encounterDifficulty2014(fourLevel3, [ogre, orc, orc]);
    expect(result.adjustedXp).toBe(1300);
    expect(result.difficulty).toBe('hard');
  });

  it('the same party against eight orcs (800 x 2.5 = 2,000) is a deadly fight', () => {
    expect(encounterDifficulty2014(fourLevel3, orcs(8)).difficulty).toBe('deadly');
  });

  it('the same party against one goblin (50 x 1 = 50) is trivial, below easy', () => {
    expect(encounterDifficulty2014(fourLevel3, [goblin]).difficulty).toBe('trivial');
  });

  it('meeting a threshold exactly reaches it: 600 adjusted XP against a 600 medium threshold is medium', () => {
    // Three orcs x 2 = 600.
    expect(encounterDifficulty2014(fourLevel3, orcs(3)).difficulty).toBe('medium');
  });

  it('a friendly ogre fighting beside the party counts neither its 450 XP nor as a third monster', () => {
    const result = encounterDifficulty2014(fourLevel3, [orc, orc, { challengeRating: 2, friendly: true }]);
    expect(result.xp).toBe(200);
    expect(result.multiplier).toBe(1.5);
    expect(result.difficulty).toBe('easy');
  });

  it('two level-1 characters against one orc (100 x 1.5 = 150) is hard, not the medium x1 would give', () => {
    const result = encounterDifficulty2014([1, 1], [orc]);
    expect(result.multiplier).toBe(1.5);
    expect(result.adjustedXp).toBe(150);
    expect(result.thresholds).toEqual({ easy: 50, medium: 100, hard: 150, deadly: 200 });
    expect(result.difficulty).toBe('hard');
  });

  it('six level-1 characters against two orcs (200 x 1 = 200) is easy, not the medium x1.5 would give', () => {
    const result = encounterDifficulty2014([1, 1, 1, 1, 1, 1], orcs(2));
    expect(result.multiplier).toBe(1);
    expect(result.adjustedXp).toBe(200);
    expect(result.thresholds).toEqual({ easy: 150, medium: 300, hard: 450, deadly: 600 });
    expect(result.difficulty).toBe('easy');
  });

  it('an encounter with no hostile monsters is trivial, even with no party', () => {
    expect(encounterDifficulty2014([], []).difficulty).toBe('trivial');
    expect(encounterDifficulty2014(fourLevel3, [{ challengeRating: 5, friendly: true }]).difficulty).toBe('trivial');
  });

  it('adding a hostile monster never makes a fight easier', () => {
    const rank: Record<Difficulty2014, number> = { trivial: 0, easy: 1, medium: 2, hard: 3, deadly: 4 };
    const monster = fc.record({ challengeRating: fc.constantFrom(...CHALLENGE_RATINGS), friendly: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }),
        fc.array(monster, { maxLength: 20 }),
        fc.constantFrom(...CHALLENGE_RATINGS),
        (levels, monsters, added) => {
          const before = encounterDifficulty2014(levels, monsters);
          const after = encounterDifficulty2014(levels, [...monsters, { challengeRating: added }]);
          expect(after.adjustedXp).toBeGreaterThan(before.adjustedXp);
          expect(rank[after.difficulty]).toBeGreaterThanOrEqual(rank[before.difficulty]);
        },
      ),
    );
  });
});
