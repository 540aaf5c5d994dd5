import { partyTotals } from './character-levels.ts';
import { type EncounterMonster, hostileExperience, hostileMonsters } from './xp.ts';

/** The 2014 Dungeon Master's Guide's encounter difficulty; 'trivial' is below the easy threshold. */
export type Difficulty2014 = 'trivial' | 'easy' | 'medium' | 'hard' | 'deadly';

export interface Thresholds2014 {
  easy: number;
  medium: number;
  hard: number;
  deadly: number;
}

/** Per-character XP thresholds, level 1 to 20. */
const THRESHOLDS_BY_LEVEL: readonly Thresholds2014[] = [
  { easy: 25, medium: 50, hard: 75, deadly: 100 },
  { easy: 50, medium: 100, hard: 150, deadly: 200 },
  { easy: 75, medium: 150, hard: 225, deadly: 400 },
  { easy: 125, medium: 250, hard: 375, deadly: 500 },
  { easy: 250, medium: 500, hard: 750, deadly: 1100 },
  { easy: 300, medium: 600, hard: 900, deadly: 1400 },
  { easy: 350, medium: 750, hard: 1100, deadly: 1700 },
  { easy: 450, medium: 900, hard: 1400, deadly: 2100 },
  { easy: 550, medium: 1100, hard: 1600, deadly: 2400 },
  { easy: 600, medium: 1200, hard: 1900, deadly: 2800 },
  { easy: 800, medium: 1600, hard: 2400, deadly: 3600 },
  { easy: 1000, medium: 2000, hard: 3000, deadly: 4500 },
  { easy: 1100, medium: 2200, hard: 3400, deadly: 5100 },
  { easy: 1250, medium: 2500, hard: 3800, deadly: 5700 },
  { easy: 1400, medium: 2800, hard: 4300, deadly: 6400 },
  { easy: 1600, medium: 3200, hard: 4800, deadly: 7200 },
  { easy: 2000, medium: 3900, hard: 5900, deadly: 8800 },
  { easy: 2100, medium: 4200, hard: 6300, deadly: 9500 },
  { easy: 2400, medium: 4900, hard: 7300, deadly: 10900 },
  { easy: 2800, medium: 5700, hard: 8500, deadly: 12700 },
];

/**
 * Multipliers by monster-count bracket (1, 2, 3-6, 7-10, 11-14, 15 or more). Many weak monsters are
 * more dangerous than their XP says; a party under 3 feels that more (one step up the ladder) and a
 * party of 6 or more less (one step down).
 */
const MULTIPLIERS = {
  small: [1.5, 2, 2.5, 3, 4, 5],
  standard: [1, 1.5, 2, 2.5, 3, 4],
  large: [0.5, 1, 1.5, 2, 2.5, 3],
} as const;

function bracketFor(monsterCount: number): 0 | 1 | 2 | 3 | 4 | 5 {
  if (monsterCount <= 1) return 0;
  if (monsterCount === 2) return 1;
  if (monsterCount <= 6) return 2;
  if (monsterCount <= 10) return 3;
  if (monsterCount <= 14) return 4;
  return 5;
}

export function encounterMultiplier(monsterCount: number, partySize: number): number {
  if (monsterCount === 0) return 1;
  const party = partySize < 3 ? 'small' : partySize >= 6 ? 'large' : 'standard';
  return MULTIPLIERS[party][bracketFor(monsterCount)];
}

export function partyThresholds2014(partyLevels: readonly number[]): Thresholds2014 {
  return partyTotals(THRESHOLDS_BY_LEVEL, partyLevels);
}

export interface EncounterDifficulty2014 {
  /** XP of the hostile monsters, what the party is awarded. */
  xp: number;
  multiplier: number;
  /** XP times the multiplier, what is compared with the thresholds; may be fractional (12.5). */
  adjustedXp: number;
  thresholds: Thresholds2014;
  difficulty: Difficulty2014;
}

/** An encounter is as hard as the highest threshold its adjusted XP meets or exceeds. */
export function encounterDifficulty2014(
  partyLevels: readonly number[],
  monsters: readonly EncounterMonster[],
): EncounterDifficulty2014 {
  const xp = hostileExperience(monsters);
  const multiplier = encounterMultiplier(hostileMonsters(monsters).length, partyLevels.length);
  const adjustedXp = xp * multiplier;
  const thresholds = partyThresholds2014(partyLevels);
  return { xp, multiplier, adjustedXp, thresholds, difficulty: difficultyOf(adjustedXp, thresholds) };
}

function difficultyOf(adjustedXp: number, thresholds: Thresholds2014): Difficulty2014 {
  // With no hostile monsters there is no fight, even for an empty party whose thresholds are all 0.
  if (adjustedXp === 0) return 'trivial';
  if (adjustedXp >= thresholds.deadly) return 'deadly';
  if (adjustedXp >= thresholds.hard) return 'hard';
  if (adjustedXp >= thresholds.medium) return 'medium';
  if (adjustedXp >= thresholds.easy) return 'easy';
  return 'trivial';
}
