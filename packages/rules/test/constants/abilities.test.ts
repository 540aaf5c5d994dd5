import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ABILITIES, abilityModifier } from '../../src/constants/abilities.ts';

describe('the six abilities', () => {
  it('are strength, dexterity, constitution, intelligence, wisdom and charisma, in stat-block order', () => {
    expect(ABILITIES).toEqual(['strength', 'dexterity', 'constitution', 'intelligence', 'wisdom', 'charisma']);
  });
});

describe('ability modifier: floor((score - 10) / 2)', () => {
  it.each([
    [1, -5],
    [8, -1],
    [9, -1],
    [10, 0],
    [11, 0],
    [12, 1],
    [15, 2],
    [20, 5],
    [30, 10],
  ])('a score of %i gives %i', (score, modifier) => {
    expect(abilityModifier(score)).toBe(modifier);
  });

  it('rounds down below 10 too: a score of 7 gives -2, not -1', () => {
    expect(abilityModifier(7)).toBe(-2);
  });

  it('never falls as the score rises', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(abilityModifier(low)).toBeLessThanOrEqual(abilityModifier(high));
      }),
    );
  });

  it('rises by one for every two points of score', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 97 }), (score) => {
        expect(abilityModifier(score + 2)).toBe(abilityModifier(score) + 1);
      }),
    );
  });
});
