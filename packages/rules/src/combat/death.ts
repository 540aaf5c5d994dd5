import { CommandError } from '../encounter/command-error.ts';
import {
  DEATH_SAVE_SLOTS,
  type DeathSaveResult,
  type EncounterEntity,
  effectiveMaxHp,
  makesDeathSaves,
} from '../encounter/entity.ts';
import { countSaves, DEATH_SAVES_TO_DIE, DEATH_SAVES_TO_STABILISE } from './death-saves.ts';

/** Kill: dead, with saves and stability cleared. */
export function kill(entity: EncounterEntity): EncounterEntity {
  return { ...entity, dead: true, stable: false, saves: {} };
}

/** Stabilise: stable, no longer dead, saves cleared. */
export function stabilise(entity: EncounterEntity): EncounterEntity {
  return { ...entity, stable: true, dead: false, saves: {} };
}

/** Revive: back at 1 hit point (never above the maximum), not dead, saves and stability cleared. */
export function revive(entity: EncounterEntity): EncounterEntity {
  return { ...entity, curHp: Math.min(1, effectiveMaxHp(entity)), dead: false, stable: false, saves: {} };
}

/** Reset saves: clears the saves and stability. */
export function resetSaves(entity: EncounterEntity): EncounterEntity {
  return { ...entity, saves: {}, stable: false };
}

/**
 * Sets or clears one death save slot (index 0 to 4, stored as index + 1). With automation on, a third
 * failure kills and a third success stabilises.
 */
export function setDeathSave(
  entity: EncounterEntity,
  index: number,
  result: DeathSaveResult | null,
  automate: boolean,
): EncounterEntity {
  const slot = DEATH_SAVE_SLOTS[index];
  if (slot === undefined) throw new CommandError(`A death save index runs from 0 to 4, not ${index}`);
  const saves = { ...entity.saves };
  if (result === null) delete saves[slot];
  else saves[slot] = result;
  const next = { ...entity, saves };
  if (!automate || !makesDeathSaves(entity)) return next;
  if (countSaves(saves, 'failure') >= DEATH_SAVES_TO_DIE) return kill(next);
  if (countSaves(saves, 'success') >= DEATH_SAVES_TO_STABILISE) return stabilise(next);
  return next;
}
