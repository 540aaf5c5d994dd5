import { type EncounterEntity, effectiveMaxHp, makesDeathSaves } from '../encounter/entity.ts';
import { kill } from './death.ts';

/**
 * How current hit points answer a new maximum: `follow` (the GM's edit) moves them by the same amount,
 * `cap` (drain) only lowers them to the new maximum. Either way they stay within 0 and the maximum.
 */
export type CurrentHitPoints = 'follow' | 'cap';

/** A player or companion whose maximum hit points reach 0 dies; an NPC simply has none left. */
export function killedByZeroMaximum(entity: EncounterEntity): EncounterEntity {
  return effectiveMaxHp(entity) === 0 && makesDeathSaves(entity) && !entity.dead ? kill(entity) : entity;
}

/** Sets the max-HP modifier, which cannot take maximum hit points below 0. */
export function setMaxHpMod(entity: EncounterEntity, maxHpMod: number, current: CurrentHitPoints): EncounterEntity {
  const mod = Math.max(-entity.maxHp, Math.trunc(Number.isFinite(maxHpMod) ? maxHpMod : 0));
  const next = { ...entity, maxHpMod: mod };
  const max = effectiveMaxHp(next);
  const moved = current === 'follow' ? entity.curHp + max - effectiveMaxHp(entity) : entity.curHp;
  next.curHp = Math.min(max, Math.max(0, moved));
  return killedByZeroMaximum(next);
}
