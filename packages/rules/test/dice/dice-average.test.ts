import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceAverage, expressionAverage } from '../../src/dice/dice-average.ts';
import { diceBounds } from '../../src/dice/dice-bounds.ts';
import type { DiceGroup } from '../../src/dice/dice-expression.ts';
import { keptDiceExpectation } from '../../src/dice/kept-dice-expectation.ts';
import { aRollableExpression, aSmallDiceGroup } from './dice-arbitraries.ts';
import { dice } from './dice-notation.ts';

describe('die average: the rounded-up half of (sides + 1), times the count', () => {
  it('2d6 averages ceil(7/2) = 4 per die, 8 in all (the arithmetic mean would be 7)', () => {
    expect(diceAverage(2, 6)).toBe(8);
  });

  it('a single d6 averages 4, not 3.5', () => {
    expect(diceAverage(1, 6)).toBe(4);
  });

  it('a d20 averages 11, a d8 5, a d4 3, a d12 7, a d10 6, a d100 51', () => {
    expect([20, 8, 4, 12, 10, 100].map((sides) => diceAverage(1, sides))).toEqual([11, 5, 3, 7, 6, 51]);
  });

  it('rounding is per die, then multiplied: 8d6 averages 32, not ceil(28) = 28', () => {
    expect(diceAverage(8, 6)).toBe(32);
  });

  it('odd-sided dice are exact: 3d3 averages 6', () => {
    expect(diceAverage(3, 3)).toBe(6);
  });

  it('no dice average 0', () => {
    expect(diceAverage(0, 6)).toBe(0);
  });
});

// Keep rules over many dice take some computing: on a loaded two-core machine the properties need room.
describe('the average of an expression', { timeout: 30_000 }, () => {
  it('2d6+3 averages 8 + 3 = 11', () => {
    expect(expressionAverage(dice('2d6+3'))).toBe(11);
  });

  it('2d6+1d4-1 averages 8 + 3 - 1 = 10', () => {
    expect(expressionAverage(dice('2d6+1d4-1'))).toBe(10);
  });

  it('a subtracted group lowers it: 1d20-1d4 averages 11 - 3 = 8', () => {
    expect(expressionAverage(dice('1d20-1d4'))).toBe(8);
  });

  it('advantage is worth more than one d20: 2d20kh1 averages 13.825, shown as 14', () => {
    expect(keptDiceExpectation(2, 20, 1, 'highest')).toBeCloseTo(13.825, 9);
    expect(expressionAverage(dice('2d20kh1'))).toBe(14);
  });

  it('disadvantage is worth less: 2d20kl1 averages 7.175, shown as 8', () => {
    expect(keptDiceExpectation(2, 20, 1, 'lowest')).toBeCloseTo(7.175, 9);
    expect(expressionAverage(dice('2d20kl1'))).toBe(8);
  });

  it('ability scores: 4d6kh3 averages 15869/1296 ≈ 12.24, shown as 13', () => {
    expect(keptDiceExpectation(4, 6, 3, 'highest')).toBeCloseTo(15869 / 1296, 9);
    expect(expressionAverage(dice('4d6kh3+0'))).toBe(13);
  });

  it('keeping every die is the plain group: 2d6kh2 averages 8 like 2d6', () => {
    expect(expressionAverage(dice('2d6kh2'))).toBe(8);
  });

  it('the expected kept sum matches counting every outcome of small groups', () => {
    fc.assert(
      fc.property(aSmallDiceGroup, (group) => {
        const { keep } = group;
        if (!keep) return;
        expect(keptDiceExpectation(group.count, group.sides, keep.count, keep.which)).toBeCloseTo(
          enumeratedKeptMean(group),
          9,
        );
      }),
    );
  });

  it('always lies between the minimum and the maximum', () => {
    fc.assert(
      fc.property(aRollableExpression, (expression) => {
        const average = expressionAverage(expression);
        const { minimum, maximum } = diceBounds(expression);
        expect(Number.isInteger(average)).toBe(true);
        expect(average).toBeGreaterThanOrEqual(minimum);
        expect(average).toBeLessThanOrEqual(maximum);
      }),
      { numRuns: 200 },
    );
  });
});

/** The mean of the kept dice over every equally likely outcome. */
function enumeratedKeptMean(group: DiceGroup): number {
  let outcomes: number[][] = [[]];
  for (let die = 0; die < group.count; die++) {
    outcomes = outcomes.flatMap((outcome) => Array.from({ length: group.sides }, (_, face) => [...outcome, face + 1]));
  }
  const keep = group.keep ?? { which: 'highest', count: group.count };
  const sum = outcomes.reduce((total, outcome) => {
    const sorted = [...outcome].sort((a, b) => (keep.which === 'highest' ? b - a : a - b));
    return total + sorted.slice(0, keep.count).reduce((a, b) => a + b, 0);
  }, 0);
  return sum / outcomes.length;
}
