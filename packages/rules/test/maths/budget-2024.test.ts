import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encounterBand2024, partyBudget2024 } from '../../src/maths/budget-2024.ts';

const goblin = { challengeRating: 0.25 } as const;
const orc = { challengeRating: 0.5 } as const;
const ogre = { challengeRating: 2 } as const;
const fourLevel1 = [1, 1, 1, 1];

describe('2024 XP budget: each character adds the budget of their level', () => {
  it('four level-1 characters: low 4 x 50, moderate 4 x 75, high 4 x 100', () => {
    expect(partyBudget2024(fourLevel1)).toEqual({ low: 200, moderate: 300, high: 400 });
  });

  it('a level-10 and a level-20 character: low 1,600 + 6,400, high 3,100 + 22,000', () => {
    expect(partyBudget2024([10, 20])).toEqual({ low: 8000, moderate: 15500, high: 25100 });
  });

  it('matches the 2014 medium, hard and deadly thresholds up to level 5 (level 3: 150, 225, 400)', () => {
    expect(partyBudget2024([3])).toEqual({ low: 150, moderate: 225, high: 400 });
    expect(partyBudget2024([5])).toEqual({ low: 500, moderate: 750, high: 1100 });
  });

  it('departs from them later: level 6 moderate is 1,000 where 2014 hard was 900', () => {
    expect(partyBudget2024([6]).moderate).toBe(1000);
  });

  it.each([0, 21, 1.5])('refuses a character of level %s', (level) => {
    expect(() => partyBudget2024([level])).toThrow(RangeError);
  });

  it('for any party, low < moderate < high', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }), (levels) => {
        const { low, moderate, high } = partyBudget2024(levels);
        expect(low).toBeLessThan(moderate);
        expect(moderate).toBeLessThan(high);
      }),
    );
  });
});

describe('2024 encounter band: the highest budget the total XP reaches', () => {
  it('four level-1 characters against two orcs (200 XP) is a low-difficulty fight', () => {
    expect(encounterBand2024(fourLevel1, [orc, orc])).toEqual({
      xp: 200,
      budget: { low: 200, moderate: 300, high: 400 },
      band: 'low',
    });
  });

  it('against three orcs (300 XP) it is moderate', () => {
    expect(encounterBand2024(fourLevel1, [orc, orc, orc]).band).toBe('moderate');
  });

  it('against an ogre (450 XP) it is high', () => {
    expect(encounterBand2024(fourLevel1, [ogre]).band).toBe('high');
  });

  it('against three goblins (150 XP) it is trivial, below the low budget', () => {
    expect(encounterBand2024(fourLevel1, [goblin, goblin, goblin]).band).toBe('trivial');
  });

  it('applies no multiplier for numbers: fifteen goblins against four level-3 characters are 750 XP, low', () => {
    const result = encounterBand2024(
      [3, 3, 3, 3],
      Array.from({ length: 15 }, () => goblin),
    );
    expect(result.xp).toBe(750);
    expect(result.budget.moderate).toBe(900);
    expect(result.band).toBe('low');
  });

  it('leaves friendly NPCs out: two orcs and a friendly ogre are 200 XP', () => {
    const result = encounterBand2024(fourLevel1, [orc, orc, { challengeRating: 2, friendly: true }]);
    expect(result.xp).toBe(200);
    expect(result.band).toBe('low');
  });

  it('with no hostile monsters there is no fight, even with no party', () => {
    expect(encounterBand2024([], []).band).toBe('trivial');
  });
});
