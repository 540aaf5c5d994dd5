import { useDeferredValue, useSyncExternalStore } from 'react';
import type { EncounterSession, RunnerSnapshot } from '../session/encounter-session.ts';

/**
 * The session's fight for a panel that may show a change a frame late (the log, the meters): React
 * draws it just after the frame that shows the change where the GM looks, the hit points.
 */
export function useDeferredSnapshot(session: EncounterSession): RunnerSnapshot {
  return useDeferredValue(useSyncExternalStore(session.subscribe, session.snapshot));
}
