import { abilityModifier } from '../constants/abilities.ts';
import { type RandomSource, rollDie } from '../dice/random.ts';

/** `6d8+12`: six eight-sided hit dice plus a flat 12. */
export interface HitDice {
  count: number;
  sides: number;
  /** The bonus written after the dice; none written (`6d8`) leaves it undefined. */
  modifier?: number;
}

// Four digits at most: more dice or a bigger modifier than the 9999 hit points a monster is clamped
// to means a typo, and rolling a million dice would freeze the page.
const HIT_DICE = /^\s*(\d{1,4})\s*d\s*(\d{1,4})\s*(?:([+-])\s*(\d{1,4}))?\s*$/i;

/** Reads '2d8', '6d8+12', '2d8 - 1' or '2D8'; undefined for anything else, or for no dice or no sides. */
export function parseHitDice(text: string): HitDice | undefined {
  const match = HIT_DICE.exec(text);
  if (!match) return undefined;
  const [, count, sides, sign, modifier] = match;
  const hitDice: HitDice = { count: Number(count), sides: Number(sides) };
  if (modifier !== undefined) hitDice.modifier = Number(modifier) * (sign === '-' ? -1 : 1);
  return hitDice.count > 0 && hitDice.sides > 0 ? hitDice : undefined;
}

/** The bonus a stat block writes after its hit dice: the Constitution modifier once per die ('6d8+12' at Con 14). */
export function constitutionHitDiceBonus(count: number, constitution: number): number {
  return abilityModifier(constitution) * count;
}

/**
 * A written bonus is the whole bonus, as stat blocks write it ('6d8+12' already holds Con 14's +2 a die);
 * with none written ('6d8', as the compendium keeps it) the Constitution adds its modifier per die.
 */
function bonus(hitDice: HitDice, constitution: number | undefined): number {
  if (hitDice.modifier !== undefined) return hitDice.modifier;
  return constitution === undefined ? 0 : constitutionHitDiceBonus(hitDice.count, constitution);
}

export function rolledHitPoints(hitDice: HitDice, random: RandomSource, constitution?: number): number {
  let total = bonus(hitDice, constitution);
  for (let die = 0; die < hitDice.count; die++) total += rollDie(hitDice.sides, random);
  return Math.max(1, total);
}
