import type { Encounter } from '@skald/rules/encounter/encounter';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { useMemo, useSyncExternalStore } from 'react';
import type { EncounterSession } from '../session/encounter-session.ts';
import { sameButMeters } from './shown-entity.ts';

const indexes = new WeakMap<Encounter, Map<string, EncounterEntity>>();

/** The fight's combatants by key, built once per fight state however many rows ask. */
function combatantsByKey(encounter: Encounter): Map<string, EncounterEntity> {
  let index = indexes.get(encounter);
  if (!index) {
    index = new Map(encounter.entities.map((entity) => [entity.key, entity]));
    indexes.set(encounter, index);
  }
  return index;
}

/**
 * Reads one combatant from the session's newest fight, handing back the object it read last while only
 * its damage meters differ, so a row given it sees no change when a hit went elsewhere or only added to
 * its dealer's meters. Undefined once the combatant left the fight.
 */
export function combatantReader(session: EncounterSession, key: string): () => EncounterEntity | undefined {
  let kept: EncounterEntity | undefined;
  return () => {
    const next = combatantsByKey(session.snapshot().encounter).get(key);
    if (!sameButMeters(kept, next)) kept = next;
    return kept;
  };
}

/**
 * One combatant of the session's fight, subscribed to on its own: the component redraws only when this
 * combatant changed in what a row shows, whatever else the command touched.
 */
export function useCombatant(session: EncounterSession, key: string): EncounterEntity | undefined {
  const read = useMemo(() => combatantReader(session, key), [session, key]);
  return useSyncExternalStore(session.subscribe, read);
}
