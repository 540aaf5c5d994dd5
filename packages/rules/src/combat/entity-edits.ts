import { type EncounterEntity, effectiveMaxHp, type Transformation } from '../encounter/entity.ts';
import { wholeNumber } from '../validation/whole-number.ts';
import { setMaxHpMod } from './max-hit-points.ts';

/** The fields the GM edits on a combatant; values arrive as typed in a form. */
export interface EntityEdits {
  name?: string;
  ac?: unknown;
  ac_bonus?: unknown;
  maxHp?: unknown;
  curHp?: unknown;
  tempHp?: unknown;
  maxHpMod?: unknown;
  initiative?: unknown;
}

export const INVALID_NAME = 'Invalid name';

/**
 * Applies the edit form with the specification's clamps: a blank name becomes 'Invalid name'; AC
 * below 0 or empty becomes 1; maximum hit points never below 0 (current follows them down); current
 * hit points between 0 and the maximum; temporary hit points of 0 or less cleared; initiative a
 * number, empty meaning 0; the max-HP modifier as `setMaxHpMod` rules it.
 */
export function editEntity(entity: EncounterEntity, edits: EntityEdits): EncounterEntity {
  let next: EncounterEntity = { ...entity };
  if (edits.name !== undefined) next.name = edits.name.trim() || INVALID_NAME;
  if (edits.ac !== undefined) {
    const ac = wholeNumber(edits.ac);
    next.ac = ac === undefined || ac < 0 ? 1 : ac;
  }
  if (edits.ac_bonus !== undefined) next.ac_bonus = wholeNumber(edits.ac_bonus) ?? 0;
  if (edits.initiative !== undefined) next.initiative = wholeNumber(edits.initiative) ?? 0;
  if (edits.maxHp !== undefined) {
    next.maxHp = Math.max(0, wholeNumber(edits.maxHp) ?? 0);
    next.curHp = Math.min(next.curHp, effectiveMaxHp(next));
  }
  if (edits.maxHpMod !== undefined) next = setMaxHpMod(next, wholeNumber(edits.maxHpMod) ?? 0);
  if (edits.curHp !== undefined) {
    next.curHp = Math.min(effectiveMaxHp(next), Math.max(0, wholeNumber(edits.curHp) ?? 0));
  }
  if (edits.tempHp !== undefined) next.tempHp = Math.max(0, wholeNumber(edits.tempHp) ?? 0);
  return next;
}

/** Takes on another form with its own hit points and armor class; it starts at full hit points. */
export function transform(entity: EncounterEntity, form: { maxHp: unknown; ac: unknown }): EncounterEntity {
  const maxHp = Math.max(1, wholeNumber(form.maxHp) ?? 1);
  const ac = Math.max(1, wholeNumber(form.ac) ?? 1);
  const transformed: Transformation = { maxHp, curHp: maxHp, maxHpMod: 0, ac };
  return { ...entity, transformed };
}

export function endTransformation(entity: EncounterEntity): EncounterEntity {
  return { ...entity, transformed: null };
}
