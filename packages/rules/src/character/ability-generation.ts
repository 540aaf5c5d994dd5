import { ABILITIES, type Ability } from '../constants/abilities.ts';

/** Six ability scores, one per ability. */
export type AbilityScores = Readonly<Record<Ability, number>>;

/** The standard array (SRD 5.1, "Determining Ability Scores"): each value given to one ability. */
export const STANDARD_ARRAY = [15, 14, 13, 12, 10, 8] as const;

/** Point buy: 27 points, each score bought between 8 and 15 before racial bonuses. */
export const POINT_BUY_BUDGET = 27;
export const POINT_BUY_MIN = 8;
export const POINT_BUY_MAX = 15;

/** What one score costs: 1 point a step up to 13, then 2 a step (14 costs 7, 15 costs 9). */
export function pointBuyCost(score: number): number | undefined {
  if (!Number.isInteger(score) || score < POINT_BUY_MIN || score > POINT_BUY_MAX) return undefined;
  return score - POINT_BUY_MIN + Math.max(0, score - 13);
}

/** The points six scores cost in all, or undefined when any score lies outside 8-15. */
export function pointBuySpent(scores: AbilityScores): number | undefined {
  let spent = 0;
  for (const ability of ABILITIES) {
    const cost = pointBuyCost(scores[ability]);
    if (cost === undefined) return undefined;
    spent += cost;
  }
  return spent;
}

/** Whether six scores are a legal point buy: each 8-15, at most 27 points spent. */
export function isPointBuy(scores: AbilityScores): boolean {
  const spent = pointBuySpent(scores);
  return spent !== undefined && spent <= POINT_BUY_BUDGET;
}

/** Whether six scores use each value of the standard array exactly once. */
export function isStandardArray(scores: AbilityScores): boolean {
  const given = ABILITIES.map((ability) => scores[ability]).sort((a, b) => b - a);
  return given.every((score, index) => score === STANDARD_ARRAY[index]);
}

/** The scores with racial bonuses added (an ability without a bonus keeps its score). */
export function withRacialBonuses(
  scores: AbilityScores,
  bonuses: Readonly<Partial<Record<Ability, number>>>,
): AbilityScores {
  return Object.fromEntries(ABILITIES.map((ability) => [ability, scores[ability] + (bonuses[ability] ?? 0)])) as Record<
    Ability,
    number
  >;
}
