import type { Encounter } from '@skald/rules/encounter/encounter';
import { useMemo } from 'react';
import { listedOrder } from '../actions/target-actions.ts';

/**
 * The combatants' keys in turn-order listing, as the same array while the order holds, so the list
 * redraws when someone moves, joins or leaves, not when a row's hit points change.
 */
export function useListedKeys(encounter: Encounter): readonly string[] {
  const signature = listedOrder(encounter)
    .map((entity) => entity.key)
    .join('\u0000');
  return useMemo(() => (signature === '' ? [] : signature.split('\u0000')), [signature]);
}
