import type { DiceExpression } from './dice-expression.ts';
import { type DiceRoll, tallyRoll } from './dice-roll.ts';
import type { RandomSource } from './random.ts';
import { rollDice } from './roll-dice.ts';

/**
 * The user's encounter setting for critical hits (combat.md §5, content.md §9). How each is read:
 *
 * - `roll` (the default, and what no setting means): roll all the damage dice a second time and add
 *   them, the 5e rule. content.md calls this "dice count doubled": 2d6+3 crits as 4d6+3.
 * - `double`: the dice already rolled count twice; nothing new is rolled. 2d6+3 rolling 2 and 5 deals
 *   (2+5)×2+3 = 17. content.md's gloss "another roll of the dice" is read as "the roll counted again",
 *   since a second random roll would make `double` the same as the default.
 * - `max`: the dice as rolled plus each die's highest face. 2d6+3 rolling 2 and 5 deals 2+5+12+3 = 22.
 * - `disabled`: no extra damage; the dice and modifier as rolled. Whether the hit still counts as a
 *   critical elsewhere (two failed death saves) is the caller's business, not the dice's.
 *
 * In every case only the dice are affected, never the flat modifier, which is added once. A keep rule
 * applies to the extra dice as to the rolled ones (4d6kh3 at `max` adds 18), and a subtracted group
 * stays subtracted (the extra dice of `-1d4` lower the total too).
 */
export type CriticalSetting = 'roll' | 'double' | 'max' | 'disabled';

export const CRITICAL_SETTINGS: readonly CriticalSetting[] = ['roll', 'double', 'max', 'disabled'];

export const DEFAULT_CRITICAL_SETTING: CriticalSetting = 'roll';

/** A stored setting as a critical setting: missing or unknown values mean the default, `roll`. */
export function criticalSettingFrom(value: unknown): CriticalSetting {
  return CRITICAL_SETTINGS.find((setting) => setting === value) ?? DEFAULT_CRITICAL_SETTING;
}

export interface CriticalDamage {
  setting: CriticalSetting;
  /** The ordinary damage roll, with the modifier, exactly as rolled. */
  roll: DiceRoll;
  /**
   * The critical's extra dice, shown beside the rolled ones: a second roll (`roll`), the rolled faces
   * again (`double`), every die on its highest face (`max`). Its modifier is always 0; null when the
   * setting is `disabled`.
   */
  extra: DiceRoll | null;
  total: number;
}

/** Turns a damage roll into a critical hit's damage under the given setting. */
export function criticalDamage(roll: DiceRoll, setting: CriticalSetting, random: RandomSource): CriticalDamage {
  const diceOnly: DiceExpression = { groups: roll.expression.groups, modifier: 0 };
  switch (setting) {
    case 'roll':
      return withExtra(roll, setting, rollDice(diceOnly, random));
    case 'double':
    case 'max':
      return withExtra(roll, setting, derivedExtra(roll, setting));
    case 'disabled':
      return withExtra(roll, setting, null);
  }
}

/** The extra dice that follow from the rolled ones, with no randomness: `double` and `max`. */
export function derivedExtra(roll: DiceRoll, setting: 'double' | 'max'): DiceRoll {
  const diceOnly: DiceExpression = { groups: roll.expression.groups, modifier: 0 };
  const faces = roll.groups.map((rolled) => rolled.dice.map((die) => (setting === 'double' ? die.value : die.sides)));
  return tallyRoll(diceOnly, faces);
}

export function withExtra(roll: DiceRoll, setting: CriticalSetting, extra: DiceRoll | null): CriticalDamage {
  return { setting, roll, extra, total: roll.total + (extra?.total ?? 0) };
}
