import { type EncounterEntity, effectiveMaxHp, type Transformation } from '../encounter/entity.ts';
import { wholeNumber } from '../validation/whole-number.ts';
import { killedByZeroMaximum, setMaxHpMod } from './max-hit-points.ts';

/** The transformed form's fields the GM edits, typed as in the form. */
export interface TransformationEdits {
  maxHp?: unknown;
  curHp?: unknown;
  maxHpMod?: unknown;
  ac?: unknown;
}

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
  /** Ignored unless the combatant is transformed. */
  transformed?: TransformationEdits;
}

export const INVALID_NAME = 'Invalid name';

/** Armor class below 0, or not a number, becomes 1. */
function armorClass(value: unknown): number {
  const ac = wholeNumber(value);
  return ac === undefined || ac < 0 ? 1 : ac;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * The form's own clamps: at least 1 maximum hit point (a form at 0 has ended), current within 0 and the
 * maximum with its modifier. Current hit points edited to 0 end the form, as damage would.
 */
function editTransformation(form: Transformation, edits: TransformationEdits): Transformation | null {
  const next = { ...form };
  if (edits.ac !== undefined) next.ac = armorClass(edits.ac);
  if (edits.maxHp !== undefined) next.maxHp = Math.max(1, wholeNumber(edits.maxHp) ?? 1);
  if (edits.maxHpMod !== undefined) next.maxHpMod = wholeNumber(edits.maxHpMod) ?? 0;
  // The modifier never takes the form below 1 hit point, whichever of the two was edited.
  next.maxHpMod = Math.max(1 - next.maxHp, next.maxHpMod);
  const max = next.maxHp + next.maxHpMod;
  next.curHp = clamp(edits.curHp === undefined ? next.curHp : (wholeNumber(edits.curHp) ?? 0), 0, max);
  return next.curHp === 0 ? null : next;
}

/**
 * Applies the edit form with the specification's clamps: a blank name becomes 'Invalid name'; AC
 * below 0 or empty becomes 1; maximum hit points never below 0 (current capped by them); the max-HP
 * modifier moves current hit points with it; current hit points between 0 and the maximum; temporary
 * hit points of 0 or less cleared; initiative a number, empty meaning 0. A player or companion whose
 * maximum reaches 0 dies; a dead combatant whose current hit points the GM raises above 0 lives again.
 */
export function editEntity(entity: EncounterEntity, edits: EntityEdits): EncounterEntity {
  let next: EncounterEntity = { ...entity };
  if (edits.name !== undefined) next.name = edits.name.trim() || INVALID_NAME;
  if (edits.ac !== undefined) next.ac = armorClass(edits.ac);
  if (edits.ac_bonus !== undefined) next.ac_bonus = wholeNumber(edits.ac_bonus) ?? 0;
  if (edits.initiative !== undefined) next.initiative = wholeNumber(edits.initiative) ?? 0;
  if (edits.maxHp !== undefined) {
    next.maxHp = Math.max(0, wholeNumber(edits.maxHp) ?? 0);
    next.maxHpMod = Math.max(-next.maxHp, next.maxHpMod);
    next.curHp = Math.min(next.curHp, effectiveMaxHp(next));
  }
  if (edits.maxHpMod !== undefined) next = setMaxHpMod(next, wholeNumber(edits.maxHpMod) ?? 0, 'follow');
  if (edits.curHp !== undefined) next.curHp = clamp(wholeNumber(edits.curHp) ?? 0, 0, effectiveMaxHp(next));
  // The form sends every field, so only a changed value revives: renaming a dead combatant leaves it dead.
  if (next.dead && next.curHp > 0 && next.curHp !== entity.curHp)
    next = { ...next, dead: false, stable: false, saves: {} };
  if (edits.tempHp !== undefined) next.tempHp = Math.max(0, wholeNumber(edits.tempHp) ?? 0);
  if (edits.transformed !== undefined && next.transformed) {
    next.transformed = editTransformation(next.transformed, edits.transformed);
  }
  return killedByZeroMaximum(next);
}

/** Takes on another form with its own hit points and armor class; it starts at full hit points. */
export function transform(entity: EncounterEntity, form: { maxHp: unknown; ac: unknown }): EncounterEntity {
  const maxHp = Math.max(1, wholeNumber(form.maxHp) ?? 1);
  const transformed: Transformation = { maxHp, curHp: maxHp, maxHpMod: 0, ac: armorClass(form.ac) };
  return { ...entity, transformed };
}

export function endTransformation(entity: EncounterEntity): EncounterEntity {
  return { ...entity, transformed: null };
}
