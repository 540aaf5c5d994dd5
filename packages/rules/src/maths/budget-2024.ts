import { partyTotals } from './character-levels.ts';
import { type EncounterMonster, hostileExperience } from './xp.ts';

/**
 * The 2024 Dungeon Master's Guide's difficulty bands. 'trivial' (below the low budget) is ours, the
 * same word the 2014 scale uses, so the builder can show one label for "not worth a fight".
 */
export type Band2024 = 'trivial' | 'low' | 'moderate' | 'high';

export interface Budget2024 {
  low: number;
  moderate: number;
  high: number;
}

/** XP budget per character, level 1 to 20. */
const BUDGET_BY_LEVEL: readonly Budget2024[] = [
  { low: 50, moderate: 75, high: 100 },
  { low: 100, moderate: 150, high: 200 },
  { low: 150, moderate: 225, high: 400 },
  { low: 250, moderate: 375, high: 500 },
  { low: 500, moderate: 750, high: 1100 },
  { low: 600, moderate: 1000, high: 1400 },
  { low: 750, moderate: 1300, high: 1700 },
  { low: 1000, moderate: 1700, high: 2100 },
  { low: 1300, moderate: 2000, high: 2600 },
  { low: 1600, moderate: 2300, high: 3100 },
  { low: 1900, moderate: 2900, high: 4100 },
  { low: 2200, moderate: 3700, high: 4700 },
  { low: 2600, moderate: 4200, high: 5400 },
  { low: 2900, moderate: 4900, high: 6200 },
  { low: 3300, moderate: 5400, high: 7800 },
  { low: 3800, moderate: 6100, high: 9800 },
  { low: 4500, moderate: 7200, high: 11700 },
  { low: 5000, moderate: 8700, high: 14200 },
  { low: 5500, moderate: 10700, high: 17200 },
  { low: 6400, moderate: 13200, high: 22000 },
];

export function partyBudget2024(partyLevels: readonly number[]): Budget2024 {
  return partyTotals(BUDGET_BY_LEVEL, partyLevels);
}

export interface EncounterBand2024 {
  /** XP of the hostile monsters; the 2024 rules apply no multiplier. */
  xp: number;
  budget: Budget2024;
  band: Band2024;
}

/** The highest band whose party budget the encounter's XP reaches. */
export function encounterBand2024(
  partyLevels: readonly number[],
  monsters: readonly EncounterMonster[],
): EncounterBand2024 {
  const xp = hostileExperience(monsters);
  const budget = partyBudget2024(partyLevels);
  return { xp, budget, band: bandOf(xp, budget) };
}

function bandOf(xp: number, budget: Budget2024): Band2024 {
  // With no hostile monsters there is no fight, even for an empty party whose budget is 0.
  if (xp === 0) return 'trivial';
  if (xp >= budget.high) return 'high';
  if (xp >= budget.moderate) return 'moderate';
  if (xp >= budget.low) return 'low';
  return 'trivial';
}
