import { type RandomSource, rollDie } from './random.ts';

/** Shift-click rolls with advantage, Ctrl-click with disadvantage (combat.md §4). */
export type AdvantageMode = 'normal' | 'advantage' | 'disadvantage';

/** One d20 roll, as the roll card's to-hit shows it. */
export interface D20Roll {
  mode: AdvantageMode;
  /** The die that counts. */
  natural: number;
  /** With advantage or disadvantage, the other die, shown but not counted; null on a normal roll. */
  ignored: number | null;
  modifier: number;
  total: number;
  /** Flags of the kept die: a natural 20 always hits and crits, a natural 1 always misses. */
  isNatural20: boolean;
  isNatural1: boolean;
}

/**
 * A single d20 plus a modifier. With advantage two dice are rolled and the higher kept, with
 * disadvantage the lower; the first die rolled is kept when they tie.
 */
export function rollD20(mode: AdvantageMode, modifier: number, random: RandomSource): D20Roll {
  const first = rollDie(20, random);
  let natural = first;
  let ignored: number | null = null;
  if (mode !== 'normal') {
    const second = rollDie(20, random);
    const secondIsBetter = mode === 'advantage' ? second > first : second < first;
    natural = secondIsBetter ? second : first;
    ignored = secondIsBetter ? first : second;
  }
  return {
    mode,
    natural,
    ignored,
    modifier,
    total: natural + modifier,
    isNatural20: natural === 20,
    isNatural1: natural === 1,
  };
}
