import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import type { EncounterFrame, LogEntry } from './log.ts';
import { sameData } from './same-data.ts';
import { withTurnPosition } from './turns.ts';

export type UndoResult = { ok: true; encounter: Encounter } | { ok: false; error: string };

function turnStateChanged(before: EncounterFrame, after: EncounterFrame): boolean {
  return before.round !== after.round || before.currentKey !== after.currentKey || before.finished !== after.finished;
}

/**
 * Restores exactly what a log entry changed. Undoing from the newest entry back always works; an
 * older entry can be undone on its own only while nothing later changed the same combatants or turn.
 */
export function undoEntry(encounter: Encounter, entry: LogEntry): UndoResult {
  const { before, after } = entry.undo;
  for (const [key, expected] of Object.entries(after.entities)) {
    if (!sameData(encounter.entities[key] ?? null, expected)) {
      const name = encounter.entities[key]?.name ?? expected?.name ?? before.entities[key]?.name ?? key;
      return { ok: false, error: `${name} changed after this entry; undo the later entries first` };
    }
  }
  const restoresTurn = turnStateChanged(before, after);
  if (restoresTurn && turnStateChanged(after, { ...encounter, entities: {} })) {
    return { ok: false, error: 'The turn moved on after this entry; undo the later turns first' };
  }
  const entities: Record<string, EncounterEntity> = { ...encounter.entities };
  for (const [key, previous] of Object.entries(before.entities)) {
    if (previous === null) delete entities[key];
    else entities[key] = previous;
  }
  const turnState = restoresTurn
    ? { round: before.round, currentKey: before.currentKey, finished: before.finished }
    : { round: encounter.round, currentKey: encounter.currentKey, finished: encounter.finished };
  return { ok: true, encounter: withTurnPosition({ ...encounter, ...turnState, entities }) };
}
