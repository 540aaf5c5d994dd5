import { useState } from 'react';
import type { RollRequest } from './dice-request.ts';
import { addToHistory, type HistoryEntry, readHistory, writeHistory } from './roll-history.ts';

export interface RollHistory {
  entries: HistoryEntry[];
  record(request: RollRequest, total: number): void;
  clear(): void;
}

/** The roller's history, read from and written to the tab's session storage. */
export function useRollHistory(): RollHistory {
  const [entries, setEntries] = useState(() => readHistory(sessionStorage));
  const save = (next: HistoryEntry[]) => {
    setEntries(next);
    writeHistory(sessionStorage, next);
  };
  return {
    entries,
    // Not crypto.randomUUID: it is missing on plain http, which a server on the home network may be.
    record: (request, total) =>
      save(addToHistory(entries, { ...request, total, id: `${Date.now()}-${Math.random().toString(36).slice(2)}` })),
    clear: () => save([]),
  };
}
