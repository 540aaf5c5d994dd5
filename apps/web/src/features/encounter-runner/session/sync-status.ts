import type { QueuedCommand } from '@skald/contract/library/encounter-sync';
import type { LogEntry } from '@skald/rules/encounter/log';

/**
 * How far the server has what the GM did: everything (`saved`), gestures on their way (`saving`), waiting
 * for the network (`offline`), or held back by a refusal that trying again will not mend (`stalled`); or,
 * with nothing waiting, a newer version made elsewhere is being read (`updating`), so this tab is behind.
 */
export interface SyncStatus {
  state: 'saved' | 'saving' | 'updating' | 'offline' | 'stalled';
  /** Gestures the server has not acknowledged yet. */
  waiting: number;
  /** Why saving stopped, when it is stalled: the server's sentence. */
  error: string | null;
}

/** What the GM must be told about the saving of the fight, beside the fight itself. */
export type SyncNotice =
  /** A gesture the server did not apply: the entry it made here (null when unknown) and the engine's sentence. */
  | { kind: 'refused'; queued: QueuedCommand; entry: LogEntry | null; error: string }
  /** The fight was replayed on the server's newer one, which held changes made in another tab or device. */
  | { kind: 'changed-elsewhere' }
  /** Saving stopped on a refusal of the whole sync. */
  | { kind: 'stalled'; error: string };

export const SAVED: SyncStatus = { state: 'saved', waiting: 0, error: null };
export const UPDATING: SyncStatus = { state: 'updating', waiting: 0, error: null };

export function sameStatus(a: SyncStatus, b: SyncStatus): boolean {
  return a.state === b.state && a.waiting === b.waiting && a.error === b.error;
}
