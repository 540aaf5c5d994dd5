import type { DiceExpression } from './dice-expression.ts';
import { keptDiceExpectation } from './kept-dice-expectation.ts';

/**
 * The spec's average of dice (combat.md §9): the rounded-up half of (sides + 1), times the count.
 * The rounding is per die, so it sits above the arithmetic mean for dice with an even number of
 * faces: a d6 averages 4 (not 3.5), 2d6 averages 8 (not 7), a d20 11 (not 10.5), 8d6 32 (not 28).
 * Odd-sided dice are exact (a d3 averages 2). This is the figure the product shows, so it is kept.
 */
export function diceAverage(count: number, sides: number): number {
  return Math.ceil((sides + 1) / 2) * count;
}

/**
 * An expression's average as the product shows it: the spec's `diceAverage` for each plain group,
 * plus the modifier. The spec's per-die rule cannot see which dice a keep rule drops, so a group that
 * drops dice uses the exact expected sum of the kept dice, rounded up in the same spirit (2d20kh1 is
 * 14, not 11). Always between the expression's minimum and maximum.
 */
export function expressionAverage(expression: DiceExpression): number {
  let average = expression.modifier;
  for (const group of expression.groups) {
    const { keep, count, sides } = group;
    const groupAverage =
      keep && keep.count < count
        ? // A float sum can land a hair above a whole number; don't let that round up a whole step.
          Math.ceil(keptDiceExpectation(count, sides, keep.count, keep.which) - 1e-9)
        : diceAverage(count, sides);
    average += group.sign * groupAverage;
  }
  return average;
}
