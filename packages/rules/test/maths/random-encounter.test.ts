import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/dice/random.ts';
import { encounterBand2024 } from '../../src/maths/budget-2024.ts';
import { encounterDifficulty2014 } from '../../src/maths/difficulty-2014.ts';
import { type RandomEncounterPick, randomEncounter } from '../../src/maths/random-encounter.ts';
import type { EncounterMonster } from '../../src/maths/xp.ts';

interface Named extends EncounterMonster {
  name: string;
}

const goblin: Named = { name: 'Goblin', challengeRating: 0.25 };
const orc: Named = { name: 'Orc', challengeRating: 0.5 };
const ogre: Named = { name: 'Ogre', challengeRating: 2 };
const dragon: Named = { name: 'Adult Red Dragon', challengeRating: 17 };
const fourLevel3 = [3, 3, 3, 3];

const spread = (picks: RandomEncounterPick<Named>[]) =>
  picks.flatMap((pick) => Array.from({ length: pick.count }, () => pick.monster));

describe('a random encounter lands on the difficulty asked for', () => {
  it.each(['easy', 'medium', 'hard', 'deadly'] as const)('2014 %s for four level-3 characters', (difficulty) => {
    const picks = randomEncounter(fourLevel3, [goblin, orc, ogre], { rules: '2014', difficulty }, seededRandom(7));
    expect(picks).not.toBeNull();
    expect(encounterDifficulty2014(fourLevel3, spread(picks ?? [])).difficulty).toBe(difficulty);
  });

  it.each(['low', 'moderate', 'high'] as const)('2024 %s for four level-3 characters', (band) => {
    const picks = randomEncounter(fourLevel3, [goblin, orc, ogre], { rules: '2024', band }, seededRandom(11));
    expect(picks).not.toBeNull();
    expect(encounterBand2024(fourLevel3, spread(picks ?? [])).band).toBe(band);
  });

  it('deadly stays under half again the deadly threshold (4 x 400 = 1,600: adjusted XP below 2,400)', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const picks = randomEncounter(
        fourLevel3,
        [goblin, orc, ogre],
        { rules: '2014', difficulty: 'deadly' },
        seededRandom(seed),
      );
      expect(encounterDifficulty2014(fourLevel3, spread(picks ?? [])).adjustedXp).toBeLessThan(2400);
    }
  });

  it('never mixes more than three kinds or more than twelve monsters', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ name: `Kind ${index}`, challengeRating: 0 as const }));
    for (let seed = 1; seed <= 30; seed++) {
      const picks = randomEncounter(
        [20, 20, 20, 20, 20, 20],
        many,
        { rules: '2014', difficulty: 'easy' },
        seededRandom(seed),
      );
      // Twelve CR 0 monsters (120 XP x 3) are far below 6 x 2,800: nothing fits.
      expect(picks).toBeNull();
    }
    for (let seed = 1; seed <= 30; seed++) {
      const picks =
        randomEncounter([1, 1, 1, 1], many, { rules: '2014', difficulty: 'hard' }, seededRandom(seed)) ?? [];
      expect(picks.length).toBeLessThanOrEqual(3);
      expect(picks.reduce((sum, pick) => sum + pick.count, 0)).toBeLessThanOrEqual(12);
    }
  });

  it('draws monsters that reach the target in a handful: orcs rather than a crowd of rats when both fit', () => {
    const rat: Named = { name: 'Rat', challengeRating: 0 };
    for (let seed = 1; seed <= 20; seed++) {
      const picks = randomEncounter(
        fourLevel3,
        [rat, orc],
        { rules: '2014', difficulty: 'medium' },
        seededRandom(seed),
      );
      expect(picks?.map((pick) => pick.monster.name)).toEqual(['Orc']);
    }
    // With only rats to draw from, rats it is.
    expect(randomEncounter([1], [rat], { rules: '2014', difficulty: 'easy' }, seededRandom(1))).toEqual([
      { monster: rat, count: 2 },
    ]);
  });

  it('the same seed gives the same encounter', () => {
    const target = { rules: '2014', difficulty: 'hard' } as const;
    expect(randomEncounter(fourLevel3, [goblin, orc, ogre], target, seededRandom(5))).toEqual(
      randomEncounter(fourLevel3, [goblin, orc, ogre], target, seededRandom(5)),
    );
  });
});

describe('a random encounter that cannot be made is null', () => {
  it('with no party', () => {
    expect(randomEncounter([], [orc], { rules: '2014', difficulty: 'easy' }, seededRandom(1))).toBeNull();
  });

  it('with no monsters, or only friendly ones', () => {
    expect(randomEncounter(fourLevel3, [], { rules: '2024', band: 'low' }, seededRandom(1))).toBeNull();
    const ally = { ...ogre, friendly: true };
    expect(randomEncounter(fourLevel3, [ally], { rules: '2024', band: 'low' }, seededRandom(1))).toBeNull();
  });

  it('when every monster alone is past the window (a CR 17 dragon for level-3 characters, easy)', () => {
    expect(randomEncounter(fourLevel3, [dragon], { rules: '2014', difficulty: 'easy' }, seededRandom(1))).toBeNull();
  });

  it('picks from the monsters that fit when others are too strong', () => {
    const picks = randomEncounter(fourLevel3, [dragon, orc], { rules: '2014', difficulty: 'medium' }, seededRandom(3));
    expect(picks?.map((pick) => pick.monster.name)).toEqual(['Orc']);
  });
});

describe('whatever it returns is in the window', () => {
  it('for any party and monsters, a 2014 answer has the difficulty asked for', () => {
    const ratings = fc.constantFrom(0, 0.125, 0.25, 0.5, 1, 2, 3, 5, 8, 11, 15, 20, 24, 30);
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 1, maxLength: 8 }),
        fc.array(ratings, { minLength: 1, maxLength: 6 }),
        fc.constantFrom('easy', 'medium', 'hard', 'deadly' as const),
        fc.integer(),
        (party, crs, difficulty, seed) => {
          const monsters = crs.map((challengeRating, index) => ({ name: `M${index}`, challengeRating }));
          const picks = randomEncounter(party, monsters, { rules: '2014', difficulty }, seededRandom(seed));
          if (picks) expect(encounterDifficulty2014(party, spread(picks)).difficulty).toBe(difficulty);
        },
      ),
    );
  });
});
