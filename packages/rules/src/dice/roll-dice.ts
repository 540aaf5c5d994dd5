import type { DiceExpression } from './dice-expression.ts';
import { type DiceRoll, tallyRoll } from './dice-roll.ts';
import { type RandomSource, rollDie } from './random.ts';

/** Rolls every die of the expression, group by group in order, each die in turn from `random`. */
export function rollDice(expression: DiceExpression, random: RandomSource): DiceRoll {
  const faces = expression.groups.map((group) =>
    Array.from({ length: group.count }, () => rollDie(group.sides, random)),
  );
  return tallyRoll(expression, faces);
}
