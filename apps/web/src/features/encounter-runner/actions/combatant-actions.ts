import type { EntityEdits } from '@skald/rules/combat/entity-edits';
import type { DeathSaveResult } from '@skald/rules/encounter/entity';
import type { GestureAction } from './combat-action.ts';

/** One combatant, named by its key. */
export interface OnCombatant {
  key: string;
}

const onCombatant = (
  name: string,
  label: string,
  type: 'kill' | 'stabilise' | 'revive' | 'reset-saves' | 'end-transformation',
): GestureAction<OnCombatant> => ({ name, label, perform: (_context, { key }) => ({ type, key }) });

export const killCombatant = onCombatant('kill', 'Kill', 'kill');
export const stabiliseCombatant = onCombatant('stabilise', 'Stabilise', 'stabilise');
export const reviveCombatant = onCombatant('revive', 'Revive', 'revive');
export const resetDeathSaves = onCombatant('reset-death-saves', 'Clear the death saves', 'reset-saves');
export const endTransformation = onCombatant('end-transformation', 'End transformation', 'end-transformation');

/** Hidden from the players' view of the turn order, or shown again. */
export const setHidden: GestureAction<OnCombatant & { hidden: boolean }> = {
  name: 'set-hidden',
  label: 'Hide or show',
  perform: (_context, { key, hidden }) => ({ type: 'set-hidden', key, hidden }),
};

/** A click on a death save slot: the result it cycles to (empty, success, failure). */
export const setDeathSave: GestureAction<OnCombatant & { index: number; result: DeathSaveResult | null }> = {
  name: 'set-death-save',
  label: 'Mark a death save',
  perform: (_context, { key, index, result }) => ({ type: 'set-death-save', key, index, result }),
};

/** The edit dialog's fields as typed; the engine applies the spec's clamps. */
export const editCombatant: GestureAction<OnCombatant & { edits: EntityEdits }> = {
  name: 'edit-combatant',
  label: 'Edit combatant',
  perform: (_context, { key, edits }) => ({ type: 'edit-entity', key, edits }),
};

/** Takes on a form with its own hit points and armor class (Wild Shape, Polymorph). */
export const transformCombatant: GestureAction<OnCombatant & { form: { maxHp: unknown; ac: unknown } }> = {
  name: 'transform',
  label: 'Transform',
  perform: (_context, { key, form }) => ({ type: 'transform', key, form }),
};
