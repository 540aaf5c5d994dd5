import { abilityModifier } from '../constants/abilities.ts';
import { diceAverage } from '../dice/dice-average.ts';
import { type RandomSource, rollDie } from '../dice/random.ts';

/** `2d8+2`: two eight-sided hit dice plus a flat 2. */
export interface HitDice {
  count: number;
  sides: number;
  modifier: number;
}

// Four digits at most: more dice or a bigger modifier than the 9999 hit points a monster is clamped
// to means a typo, and rolling a million dice would freeze the page.
const HIT_DICE = /^\s*(\d{1,4})\s*d\s*(\d{1,4})\s*(?:([+-])\s*(\d{1,4}))?\s*$/i;

/** Reads '2d8', '2d8+2', '2d8 - 1' or '2D8'; undefined for anything else, or for no dice or no sides. */
export function parseHitDice(text: string): HitDice | undefined {
  const match = HIT_DICE.exec(text);
  if (!match) return undefined;
  const [, count, sides, sign, modifier] = match;
  const hitDice = {
    count: Number(count),
    sides: Number(sides),
    modifier: modifier === undefined ? 0 : Number(modifier) * (sign === '-' ? -1 : 1),
  };
  return hitDice.count > 0 && hitDice.sides > 0 ? hitDice : undefined;
}

/** A monster adds its constitution modifier once per hit die, on top of any flat modifier written. */
function constitutionBonus(hitDice: HitDice, constitution: number | undefined): number {
  return constitution === undefined ? 0 : abilityModifier(constitution) * hitDice.count;
}

/**
 * Uses the spec's die average, which rounds each die up: '2d8+2' averages 2 x 5 + 2 = 12, where a
 * stat block prints 11.
 */
export function averageHitPoints(hitDice: HitDice, constitution?: number): number {
  const total = diceAverage(hitDice.count, hitDice.sides) + hitDice.modifier;
  return Math.max(1, total + constitutionBonus(hitDice, constitution));
}

export function rolledHitPoints(hitDice: HitDice, random: RandomSource, constitution?: number): number {
  let total = hitDice.modifier;
  for (let die = 0; die < hitDice.count; die++) total += rollDie(hitDice.sides, random);
  return Math.max(1, total + constitutionBonus(hitDice, constitution));
}
