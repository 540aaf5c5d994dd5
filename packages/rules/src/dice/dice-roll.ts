import type { DiceExpression, DiceGroup, KeepRule } from './dice-expression.ts';

/** One die as it landed. Dice dropped by a keep rule stay in the roll, for display, with `kept: false`. */
export interface RolledDie {
  sides: number;
  value: number;
  kept: boolean;
}

export interface RolledGroup {
  group: DiceGroup;
  /** Every die rolled, in the order rolled. */
  dice: RolledDie[];
  /** The kept dice added up, with the group's sign: `-1d4` rolling 3 is -3. */
  subtotal: number;
}

/**
 * A rolled expression. The total is not clamped: `1d4-5` can total -4, and whoever applies it as
 * damage or healing decides what a negative amount means.
 */
export interface DiceRoll {
  expression: DiceExpression;
  /** One per group of the expression, in the same order. */
  groups: RolledGroup[];
  /** The groups' subtotals added up: what a critical hit works on. */
  diceTotal: number;
  /** The expression's flat numbers, added up. */
  modifier: number;
  total: number;
}

/**
 * Builds a roll from the faces each group showed (`faces[i]` for `expression.groups[i]`), applying the
 * keep rules and adding up. Rolling, rerolling and critical dice all come through here, so the totals
 * are computed one way only.
 */
export function tallyRoll(expression: DiceExpression, faces: readonly (readonly number[])[]): DiceRoll {
  const groups = expression.groups.map((group, index) => tallyGroup(group, faces[index] ?? []));
  const diceTotal = groups.reduce((sum, rolled) => sum + rolled.subtotal, 0);
  return { expression, groups, diceTotal, modifier: expression.modifier, total: diceTotal + expression.modifier };
}

function tallyGroup(group: DiceGroup, values: readonly number[]): RolledGroup {
  const kept = keptPositions(values, group.keep);
  const dice = values.map((value, index) => ({ sides: group.sides, value, kept: kept.has(index) }));
  const sum = dice.reduce((total, die) => (die.kept ? total + die.value : total), 0);
  return { group, dice, subtotal: group.sign * sum };
}

/** Which dice count. Between equal faces the one rolled first is kept, so the marking is predictable. */
function keptPositions(values: readonly number[], keep: KeepRule | null): Set<number> {
  const positions = values.map((_, index) => index);
  if (!keep) return new Set(positions);
  const direction = keep.which === 'highest' ? -1 : 1;
  // Array.prototype.sort is stable, so ties stay in rolling order.
  positions.sort((a, b) => direction * ((values[a] ?? 0) - (values[b] ?? 0)));
  return new Set(positions.slice(0, keep.count));
}
