import type { DiceExpression } from '../../src/dice/dice-expression.ts';
import { parseDice } from '../../src/dice/parse-dice.ts';

/** The expression a test writes in notation; a typo in a test fails loudly. */
export function dice(text: string): DiceExpression {
  const result = parseDice(text);
  if (!result.ok) throw new Error(`${text}: ${result.error}`);
  return result.expression;
}

/** Die faces for scriptedDice: faces(6, 2, 5) is a 2 and a 5 on d6. */
export function faces(sides: number, ...values: number[]): { value: number; sides: number }[] {
  return values.map((value) => ({ value, sides }));
}
