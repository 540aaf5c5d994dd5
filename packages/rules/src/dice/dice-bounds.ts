import type { DiceExpression, DiceGroup } from './dice-expression.ts';

export interface DiceBounds {
  minimum: number;
  maximum: number;
}

/**
 * The lowest and highest totals an expression can roll: every counted die on 1, or every counted die on
 * its highest face, plus the modifier. A subtracted group gives the minimum its highest faces.
 */
export function diceBounds(expression: DiceExpression): DiceBounds {
  let minimum = expression.modifier;
  let maximum = expression.modifier;
  for (const group of expression.groups) {
    const counted = countedDice(group);
    const low = group.sign * counted;
    const high = group.sign * counted * group.sides;
    minimum += Math.min(low, high);
    maximum += Math.max(low, high);
  }
  return { minimum, maximum };
}

/** Dice that count towards the total: all of them, or as many as the keep rule keeps. */
export function countedDice(group: DiceGroup): number {
  return group.keep ? group.keep.count : group.count;
}
