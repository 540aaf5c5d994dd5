import type { Encounter } from '@skald/rules/encounter/encounter';
import { compareInitiative, takesTurns } from '@skald/rules/encounter/turn-order';
import type { CombatAction } from './combat-action.ts';

/** The combatants as the turn order lists them: those taking turns first, then the rest. */
export function listedOrder(encounter: Encounter) {
  const inOrder = encounter.entities.filter(takesTurns).sort(compareInitiative);
  return [...inOrder, ...encounter.entities.filter((entity) => !takesTurns(entity))];
}

/** Keys 1 to 9 pick or drop the combatant at that place in the list. */
const numberedTargets: CombatAction[] = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((place) => ({
  name: `target-${place}`,
  label: `Pick or drop target ${place} of the list`,
  keys: [{ key: String(place) }],
  listing: place === 1 ? { keys: ['1', '…', '9'], label: 'Pick or drop a target by its place in the list' } : null,
  // The palette names the combatant, and leaves out places nobody holds.
  paletteLabel: ({ snapshot, targets }) => {
    const entity = listedOrder(snapshot.encounter)[place - 1];
    if (!entity) return null;
    return `${targets.includes(entity.key) ? 'Drop' : 'Pick'} target: ${entity.name}`;
  },
  enabled: ({ snapshot }) => listedOrder(snapshot.encounter).length >= place,
  perform: ({ snapshot, ui }) => {
    const entity = listedOrder(snapshot.encounter)[place - 1];
    if (entity) ui.toggleTarget(entity.key);
  },
}));

/** Enter puts the cursor in the amount; there, Enter deals the damage and Shift+Enter heals. */
export const enterAmount: CombatAction = {
  name: 'enter-amount',
  label: 'Damage or heal the targets',
  keys: [{ key: 'Enter' }, { key: 'Enter', shift: true }],
  listing: { keys: ['Enter'], label: 'Damage the targets (then Enter deals it, Shift+Enter heals)' },
  availableWhen: 'With at least one target picked',
  enabled: ({ targets }) => targets.length > 0,
  perform: ({ ui }) => ui.focusAmount(),
};

export const TARGET_ACTIONS: readonly CombatAction[] = [...numberedTargets, enterAmount];
