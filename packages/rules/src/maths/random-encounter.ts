import type { RandomSource } from '../dice/random.ts';
import { partyBudget2024 } from './budget-2024.ts';
import { type Difficulty2014, encounterMultiplier, partyThresholds2014 } from './difficulty-2014.ts';
import { type EncounterMonster, experiencePoints } from './xp.ts';

/** The difficulty a random encounter aims at, in either rule set's words. */
export type RandomEncounterTarget =
  | { rules: '2014'; difficulty: Exclude<Difficulty2014, 'trivial'> }
  | { rules: '2024'; band: 'low' | 'moderate' | 'high' };

/** One kind of monster in a random encounter and how many of it. */
export interface RandomEncounterPick<Monster> {
  monster: Monster;
  count: number;
}

/**
 * The top of the window of the hardest step, which no rule bounds: ours, half again the step's own
 * threshold, so "deadly" stays a fight the party might survive.
 */
const OPEN_TOP = 1.5;
/** More monsters than a table can run in one fight stops the search. */
const MOST_MONSTERS = 12;
/** How many kinds of monster one random encounter mixes, at most. */
const MOST_KINDS = 3;
const ATTEMPTS = 60;
/** A monster worth drawing reaches the target's XP with this many of its kind, before any multiplier. */
const HANDFUL = 6;

interface Window {
  /** What is measured: 2014 adjusted XP (XP times the multiplier), 2024 plain XP. */
  measure(counts: readonly number[], xps: readonly number[]): number;
  low: number;
  high: number;
}

function windowFor(partyLevels: readonly number[], target: RandomEncounterTarget): Window {
  const total = (counts: readonly number[], xps: readonly number[]) =>
    counts.reduce((sum, count, index) => sum + count * (xps[index] ?? 0), 0);
  if (target.rules === '2014') {
    const thresholds = partyThresholds2014(partyLevels);
    const ladder = [thresholds.easy, thresholds.medium, thresholds.hard, thresholds.deadly];
    const step = ['easy', 'medium', 'hard', 'deadly'].indexOf(target.difficulty);
    const low = ladder[step] ?? 0;
    return {
      measure: (counts, xps) =>
        total(counts, xps) *
        encounterMultiplier(
          counts.reduce((sum, count) => sum + count, 0),
          partyLevels.length,
        ),
      low,
      high: ladder[step + 1] ?? low * OPEN_TOP,
    };
  }
  const budget = partyBudget2024(partyLevels);
  const ladder = [budget.low, budget.moderate, budget.high];
  const step = ['low', 'moderate', 'high'].indexOf(target.band);
  const low = ladder[step] ?? 0;
  return { measure: total, low, high: ladder[step + 1] ?? low * OPEN_TOP };
}

function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random.next() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * A random encounter of the target difficulty for the party, made of up to three kinds of the given
 * monsters: each attempt draws its kinds, then adds one monster at a time while the fight stays below the
 * next step, until it reaches the target. Null when no mix of these monsters lands in the window (all too
 * strong, or too weak even twelve at a time), or when there is no party or no monster to draw from.
 */
export function randomEncounter<Monster extends EncounterMonster>(
  partyLevels: readonly number[],
  monsters: readonly Monster[],
  target: RandomEncounterTarget,
  random: RandomSource,
): RandomEncounterPick<Monster>[] | null {
  const hostile = monsters.filter((monster) => !monster.friendly);
  if (partyLevels.length === 0 || hostile.length === 0) return null;
  const window = windowFor(partyLevels, target);
  // Ten camels make a medium fight on paper but not at the table: first draw from monsters that reach the
  // target in a handful, then from all of them.
  const sturdy = hostile.filter((monster) => experiencePoints(monster.challengeRating) * HANDFUL >= window.low);
  const pools = sturdy.length < hostile.length ? [sturdy, hostile] : [hostile];
  for (let attempt = 0; attempt < ATTEMPTS * pools.length; attempt++) {
    const drawn = pools[Math.floor(attempt / ATTEMPTS)] ?? hostile;
    if (drawn.length === 0) continue;
    const kinds = shuffled(drawn, random).slice(0, 1 + Math.floor(random.next() * MOST_KINDS));
    const xps = kinds.map((monster) => experiencePoints(monster.challengeRating));
    const counts = kinds.map(() => 0);
    let size = 0;
    while (size < MOST_MONSTERS) {
      const fitting = kinds
        .map((_, index) => index)
        .filter((index) => {
          const next = counts.map((count, other) => (other === index ? count + 1 : count));
          return window.measure(next, xps) < window.high;
        });
      const chosen = fitting[Math.floor(random.next() * fitting.length)];
      if (chosen === undefined) break;
      counts[chosen] = (counts[chosen] ?? 0) + 1;
      size++;
      if (window.measure(counts, xps) >= window.low) {
        return kinds.map((monster, index) => ({ monster, count: counts[index] ?? 0 })).filter((pick) => pick.count > 0);
      }
    }
  }
  return null;
}
