import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { useMemo } from 'react';

export interface RosterName {
  key: string;
  name: string;
}

/**
 * The combatants' keys and names, as the same array while nobody joins, leaves or is renamed, so a
 * panel that only lists names is not redrawn by every hit.
 */
export function useRosterNames(entities: readonly EncounterEntity[]): readonly RosterName[] {
  const signature = entities.map((entity) => `${entity.key}\u0000${entity.name}`).join('\u0001');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for the keys and names read here.
  return useMemo(() => entities.map(({ key, name }) => ({ key, name })), [signature]);
}
