import type { QueuedCommand } from '@skald/contract/library/encounter-sync';

/**
 * Gestures written down synchronously, before the GM sees them, until IndexedDB has committed them: a gesture
 * is shown at once, but its IndexedDB write commits a moment later, and a reload meanwhile aborts it (3 of 20
 * gestures were lost with an immediate reload). Local storage is written in the gesture's own task and
 * survives the reload, so a shown gesture is a kept one. Tabs share it, as they share IndexedDB.
 */
export interface WriteAhead {
  /** Writes the gesture down before returning. */
  add(encounterId: string, queued: QueuedCommand): void;
  /** Forgets gestures IndexedDB now holds. */
  remove(encounterId: string, ids: readonly string[]): void;
  /** The gestures written down and not yet forgotten, oldest first. */
  list(encounterId: string): QueuedCommand[];
}

const keyOf = (encounterId: string) => `skald-encounter-gestures:${encounterId}`;

const looksQueued = (value: unknown): value is QueuedCommand =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { id?: unknown }).id === 'string' &&
  typeof (value as { action?: unknown }).action === 'object';

/** The write-ahead in local storage; where the browser refuses local storage, nothing is written. */
export function localWriteAhead(
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = () => localStorage,
): WriteAhead {
  function read(encounterId: string): QueuedCommand[] {
    try {
      const kept: unknown = JSON.parse(storage().getItem(keyOf(encounterId)) ?? '[]');
      return Array.isArray(kept) ? kept.filter(looksQueued) : [];
    } catch {
      return [];
    }
  }
  function write(encounterId: string, queue: readonly QueuedCommand[]): void {
    try {
      if (queue.length === 0) storage().removeItem(keyOf(encounterId));
      else storage().setItem(keyOf(encounterId), JSON.stringify(queue));
    } catch {
      // Storage full or refused: IndexedDB still keeps the gesture once its write commits.
    }
  }
  return {
    add(encounterId, queued) {
      write(encounterId, [...read(encounterId), queued]);
    },
    remove(encounterId, ids) {
      const gone = new Set(ids);
      const kept = read(encounterId);
      const left = kept.filter((queued) => !gone.has(queued.id));
      if (left.length !== kept.length) write(encounterId, left);
    },
    list: read,
  };
}
