import { type EncounterEntity, effectiveMaxHp, makesDeathSaves } from '../encounter/entity.ts';
import { wholeAmount } from '../validation/whole-number.ts';
import { kill } from './death.ts';
import { addSaves, countSaves, DEATH_SAVES_TO_DIE } from './death-saves.ts';

export interface DamageOptions {
  /** A critical hit adds two failed death saves instead of one to a player at 0 HP. */
  critical: boolean;
  /** Off: death saves are the GM's to mark, damage never adds them nor kills by failures. */
  automateDeathSaves: boolean;
}

export interface DamageOutcome {
  entity: EncounterEntity;
  /** Hit points taken away: temporary, transformed and current together. */
  dealt: number;
  /** Damage beyond what the target had left, counted after temporary hit points. */
  overkill: number;
  transformationEnded: boolean;
  failedDeathSaves: number;
  /** The hit killed: massive damage, or a third failed death save. */
  died: boolean;
}

/**
 * Applies damage in the order the rules give: temporary hit points first, then the transformed
 * form (which ends at 0, carrying the rest over), then current hit points.
 */
export function applyDamage(target: EncounterEntity, amount: number, options: DamageOptions): DamageOutcome {
  let left = wholeAmount(amount);
  const wasAtZero = target.curHp <= 0 && !target.transformed;
  let entity: EncounterEntity = { ...target };

  const tempTaken = Math.min(entity.tempHp, left);
  entity.tempHp -= tempTaken;
  left -= tempTaken;
  let dealt = tempTaken;

  let transformationEnded = false;
  if (entity.transformed && left > 0) {
    const formTaken = Math.min(entity.transformed.curHp, left);
    dealt += formTaken;
    left -= formTaken;
    if (entity.transformed.curHp - formTaken <= 0) {
      entity.transformed = null;
      transformationEnded = true;
    } else {
      entity.transformed = { ...entity.transformed, curHp: entity.transformed.curHp - formTaken };
    }
  }

  const hpTaken = entity.transformed ? 0 : Math.min(Math.max(entity.curHp, 0), left);
  if (!entity.transformed) {
    entity.curHp -= hpTaken;
    dealt += hpTaken;
    left -= hpTaken;
  }
  const overkill = entity.transformed ? 0 : left;

  let failedDeathSaves = 0;
  let died = false;
  if (makesDeathSaves(entity) && !entity.transformed && !entity.dead && wholeAmount(amount) > 0) {
    if (entity.curHp <= 0) entity.stable = false;
    if (overkill > 0 && overkill >= effectiveMaxHp(entity)) {
      entity = kill(entity);
      died = true;
    } else if (wasAtZero && options.automateDeathSaves) {
      failedDeathSaves = options.critical ? 2 : 1;
      entity.saves = addSaves(entity.saves, 'failure', failedDeathSaves);
      if (countSaves(entity.saves, 'failure') >= DEATH_SAVES_TO_DIE) {
        entity = kill(entity);
        died = true;
      }
    }
  }
  return { entity, dealt, overkill, transformationEnded, failedDeathSaves, died };
}

export interface HealingOutcome {
  entity: EncounterEntity;
  /** Hit points restored. */
  healed: number;
  /** Healing past maximum hit points. */
  overhealing: number;
  /** A player or companion at 0 hit points, or anyone dead, came back: saves reset, no longer dead. */
  revived: boolean;
}

/** Heals the transformed form when there is one, else current hit points, never past the maximum. */
export function applyHealing(target: EncounterEntity, amount: number): HealingOutcome {
  const whole = wholeAmount(amount);
  if (target.transformed) {
    const form = target.transformed;
    const room = Math.max(0, Math.max(0, form.maxHp + form.maxHpMod) - form.curHp);
    const healed = Math.min(room, whole);
    return {
      entity: { ...target, transformed: { ...form, curHp: form.curHp + healed } },
      healed,
      overhealing: whole - healed,
      revived: false,
    };
  }
  const current = Math.max(0, target.curHp);
  const healed = Math.min(Math.max(0, effectiveMaxHp(target) - current), whole);
  let entity: EncounterEntity = { ...target, curHp: current + healed };
  // A killed NPC healed is alive again, so the round update brings it back into the turn order.
  const revived = healed > 0 && (target.dead || (makesDeathSaves(target) && target.curHp <= 0));
  if (revived) entity = { ...entity, saves: {}, dead: false, stable: false };
  return { entity, healed, overhealing: whole - healed, revived };
}
