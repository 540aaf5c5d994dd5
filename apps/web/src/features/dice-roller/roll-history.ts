import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import type { RollRequest } from './dice-request.ts';

/** This tab's rolls live as long as the tab: closing the drawer or reloading keeps them. */
export const ROLL_HISTORY_KEY = 'skald-dice-history';

/** The history keeps the newest rolls only. */
export const MAX_HISTORY = 20;

export interface HistoryEntry extends RollRequest {
  /** Unique within the history, for list keys. */
  id: string;
  total: number;
}

const MODES: readonly AdvantageMode[] = ['normal', 'advantage', 'disadvantage'];

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.notation === 'string' &&
    typeof entry.total === 'number' &&
    MODES.includes(entry.mode as AdvantageMode)
  );
}

/** The stored history; anything unreadable (another version's shape, a hand edit) is left out, never thrown. */
export function readHistory(storage: Storage): HistoryEntry[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(ROLL_HISTORY_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isEntry).slice(0, MAX_HISTORY) : [];
  } catch {
    return [];
  }
}

/** Writes the history; a full or blocked storage only loses the history, never the roll. */
export function writeHistory(storage: Storage, entries: readonly HistoryEntry[]): void {
  try {
    if (entries.length === 0) storage.removeItem(ROLL_HISTORY_KEY);
    else storage.setItem(ROLL_HISTORY_KEY, JSON.stringify(entries.slice(0, MAX_HISTORY)));
  } catch {
    // Private browsing or a full quota: the rolls still show, only the list is not kept.
  }
}

/** Newest first, capped. */
export function addToHistory(entries: readonly HistoryEntry[], entry: HistoryEntry): HistoryEntry[] {
  return [entry, ...entries].slice(0, MAX_HISTORY);
}
