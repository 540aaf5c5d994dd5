/**
 * Dice notation as plain data: what `2d6+1d4-1` or `4d6kh3` means, independent of how it was typed.
 * Parsed by `parse-dice.ts`, printed back by `format-dice.ts`, rolled by `roll-dice.ts`.
 */

/** Keep only some of a group's dice: `kh3` keeps the three highest, `kl1` the lowest one. */
export interface KeepRule {
  which: 'highest' | 'lowest';
  /** How many dice count, 1 to the group's count. */
  count: number;
}

/** `NdM`, with its sign in the expression and an optional keep rule: `-1d4`, `4d6kh3`. */
export interface DiceGroup {
  /** 1 adds the group, -1 subtracts it. */
  sign: 1 | -1;
  /** How many dice are rolled, 1 to `DICE_LIMITS.diceInGroup`. */
  count: number;
  /** Faces of each die, 1 to `DICE_LIMITS.sides`; `d%` is 100. */
  sides: number;
  /** Absent: every die counts. */
  keep: KeepRule | null;
}

/**
 * A whole expression: dice groups in the order written, and every flat number added together into one
 * modifier (`d20+5-2` has the modifier 3). An expression may have no groups at all (`5`).
 */
export interface DiceExpression {
  groups: DiceGroup[];
  modifier: number;
}

/**
 * What the parser accepts. Generous for play (a fireball is 8d6, a crit on a meteor swarm 40d6) while
 * keeping a mistyped `1000000d6` from freezing the dice roller.
 */
export const DICE_LIMITS = {
  /** Dice in one group: `100d6`. */
  diceInGroup: 100,
  /** Faces of a die: `1d1000`. */
  sides: 1000,
  /** Dice groups and numbers in one expression, counted as written. */
  terms: 20,
  /** Any number written, and the flat modifier they add up to, in either direction. */
  number: 9999,
} as const;
