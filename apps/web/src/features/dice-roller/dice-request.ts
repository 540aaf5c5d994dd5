import type { DiceExpression } from '@skald/rules/dice/dice-expression';
import type { DiceRoll } from '@skald/rules/dice/dice-roll';
import { formatDice } from '@skald/rules/dice/format-dice';
import { parseDice } from '@skald/rules/dice/parse-dice';
import type { RandomSource } from '@skald/rules/dice/random';
import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import { rollDice } from '@skald/rules/dice/roll-dice';
import type { NewRoll } from '../../lib/rolls.ts';

/** The dice the roller offers a button for (content.md §10). */
export const DIE_SIDES = [4, 6, 8, 10, 12, 20, 100] as const;

/** What the GM asked for: dice notation, and advantage or disadvantage for a single d20. */
export interface RollRequest {
  notation: string;
  mode: AdvantageMode;
}

/**
 * A die button's roll: `count` dice plus the modifier. Advantage and disadvantage belong to a single d20,
 * so the d20 with either rolls one d20 (two dice, one kept) whatever the count says.
 */
export function dieRequest(sides: number, count: number, modifier: number, mode: AdvantageMode): RollRequest {
  const withAdvantage = sides === 20 && mode !== 'normal';
  const expression: DiceExpression = {
    groups: [{ sign: 1, count: withAdvantage ? 1 : count, sides, keep: null }],
    modifier,
  };
  return { notation: formatDice(expression), mode: withAdvantage ? mode : 'normal' };
}

export type RolledRequest =
  | { ok: true; request: RollRequest; roll: DiceRoll; result: NewRoll }
  | { ok: false; error: string };

/** A lone d20 (`1d20`, `d20+5`): the one roll advantage applies to. */
function isSingleD20(expression: DiceExpression): boolean {
  const [group, ...others] = expression.groups;
  return others.length === 0 && group?.count === 1 && group.sides === 20 && group.keep === null && group.sign === 1;
}

/** The kept d20 of a roll that has exactly one, when it shows 20 or 1. */
function naturalOf(roll: DiceRoll): 20 | 1 | undefined {
  const keptD20s = roll.groups.flatMap((group) => group.dice.filter((die) => die.kept && die.sides === 20));
  if (roll.groups.length !== 1 || keptD20s.length !== 1) return undefined;
  const value = keptD20s[0]?.value;
  return value === 20 || value === 1 ? value : undefined;
}

/**
 * Rolls a request with the rules' dice. Typed notation is user input: a mistake comes back as the
 * parser's sentence, never a throw. The result stays in the overlay until the GM dismisses it.
 */
export function rollRequest(request: RollRequest, random: RandomSource): RolledRequest {
  const parsed = parseDice(request.notation);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  const asked = parsed.expression;
  const mode = request.mode !== 'normal' && isSingleD20(asked) ? request.mode : 'normal';
  const rolled: DiceExpression =
    mode === 'normal'
      ? asked
      : {
          groups: [
            { sign: 1, count: 2, sides: 20, keep: { which: mode === 'advantage' ? 'highest' : 'lowest', count: 1 } },
          ],
          modifier: asked.modifier,
        };
  const roll = rollDice(rolled, random);
  const notation = formatDice(asked);
  const natural = naturalOf(roll);
  const result: NewRoll = {
    title: notation,
    lines: [
      {
        label: '',
        total: roll.total,
        dice: {
          groups: roll.groups.map((group) => ({ sign: group.group.sign, dice: group.dice })),
          modifier: roll.modifier,
        },
      },
    ],
    stays: true,
    ...(mode !== 'normal' && { mode }),
    ...(natural && { natural }),
  };
  return { ok: true, request: { notation, mode }, roll, result };
}
