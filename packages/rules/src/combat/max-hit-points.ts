import { type EncounterEntity, effectiveMaxHp, makesDeathSaves } from '../encounter/entity.ts';
import { kill } from './death.ts';

/**
 * Sets the max-HP modifier: it cannot take maximum hit points below 0, current hit points follow it
 * down (never above the new maximum), and a player or companion whose maximum reaches 0 dies.
 */
export function setMaxHpMod(entity: EncounterEntity, maxHpMod: number): EncounterEntity {
  const mod = Math.max(-entity.maxHp, Math.trunc(Number.isFinite(maxHpMod) ? maxHpMod : 0));
  const next = { ...entity, maxHpMod: mod };
  const max = effectiveMaxHp(next);
  next.curHp = Math.min(next.curHp, max);
  if (max === 0 && makesDeathSaves(next)) return kill(next);
  return next;
}
