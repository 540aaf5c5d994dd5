import { DEATH_SAVE_SLOTS, type DeathSaveResult, type DeathSaves } from '../encounter/entity.ts';

/** How many of a result the saves hold. */
export function countSaves(saves: DeathSaves, result: DeathSaveResult): number {
  return DEATH_SAVE_SLOTS.filter((slot) => saves[slot] === result).length;
}

/** Fills the first empty slots with `result`, `count` times (as many as there are empty slots). */
export function addSaves(saves: DeathSaves, result: DeathSaveResult, count: number): DeathSaves {
  const next: DeathSaves = { ...saves };
  let left = count;
  for (const slot of DEATH_SAVE_SLOTS) {
    if (left === 0) break;
    if (next[slot] === undefined) {
      next[slot] = result;
      left -= 1;
    }
  }
  return next;
}

/** Three failures kill. */
export const DEATH_SAVES_TO_DIE = 3;
/** Three successes stabilise. */
export const DEATH_SAVES_TO_STABILISE = 3;
