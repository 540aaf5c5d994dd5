import type { AbilityMethod } from '@skald/contract/character-builder/build-limits';
import {
  type AbilityScores,
  isPointBuy,
  POINT_BUY_MAX,
  POINT_BUY_MIN,
  STANDARD_ARRAY,
} from '@skald/rules/character/ability-generation';
import { ABILITIES, type Ability } from '@skald/rules/constants/abilities';

/** The scores a method starts from: the standard array in order, all 8s for point buy, the same for manual. */
export function scoresForMethod(method: AbilityMethod, current: AbilityScores): AbilityScores {
  if (method === 'manual') return current;
  const values = method === 'standard' ? STANDARD_ARRAY : ABILITIES.map(() => POINT_BUY_MIN);
  return Object.fromEntries(ABILITIES.map((ability, index) => [ability, values[index]])) as Record<Ability, number>;
}

/** Gives `value` of the standard array to `ability`; the ability that held it takes the old value. */
export function swapStandardValue(scores: AbilityScores, ability: Ability, value: number): AbilityScores {
  const holder = ABILITIES.find((other) => scores[other] === value);
  const next = { ...scores, [ability]: value };
  if (holder && holder !== ability) next[holder] = scores[ability];
  return next;
}

/** The scores with `ability` at `score`, or undefined when point buy does not allow it (8-15, 27 points). */
export function pointBuyScores(scores: AbilityScores, ability: Ability, score: number): AbilityScores | undefined {
  const next = { ...scores, [ability]: score };
  return isPointBuy(next) ? next : undefined;
}

/** The highest score point buy lets `ability` reach with the points the other five leave. */
export function highestAffordable(scores: AbilityScores, ability: Ability): number {
  let highest = POINT_BUY_MIN;
  for (let score = POINT_BUY_MIN; score <= POINT_BUY_MAX; score++) {
    if (isPointBuy({ ...scores, [ability]: score })) highest = score;
  }
  return highest;
}
