import { KEEPS_TURN_ORDER } from './commands.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import type { EncounterFrame, LogEntry } from './log.ts';
import { findEntity } from './roster-list.ts';
import { sameData } from './same-data.ts';
import { withMoves } from './turn-moves.ts';
import { turnPosition } from './turn-order.ts';

export type UndoResult = { ok: true; encounter: Encounter } | { ok: false; error: string };

function turnStateChanged(before: EncounterFrame, after: EncounterFrame): boolean {
  return before.round !== after.round || before.currentKey !== after.currentKey || before.finished !== after.finished;
}

/**
 * The list with the frame's combatants put back: in place when the roster kept its shape, otherwise in
 * the frame's order, with any combatant that joined later kept after them.
 */
function restoredEntities(current: readonly EncounterEntity[], before: EncounterFrame): EncounterEntity[] {
  if (before.order === null) {
    // Usually one or two combatants changed: put each back in its place.
    const restored = current.slice();
    for (const [key, previous] of Object.entries(before.entities)) {
      const index = restored.findIndex((entity) => entity.key === key);
      if (previous && index !== -1) restored[index] = previous;
    }
    return restored;
  }
  const byKey = new Map(current.map((entity) => [entity.key, entity]));
  const listed = new Set(before.order);
  const ordered: EncounterEntity[] = [];
  for (const key of before.order) {
    const entity = before.entities[key] ?? byKey.get(key);
    if (entity) ordered.push(entity);
  }
  for (const entity of current) {
    // Combatants the entry added (null before it) go; any that joined later stay.
    if (!listed.has(entity.key) && before.entities[entity.key] !== null) ordered.push(entity);
  }
  return ordered;
}

/**
 * Restores exactly what a log entry changed. Undoing from the newest entry back always works; an
 * older entry can be undone on its own only while nothing later changed the same combatants or turn.
 */
export function undoEntry(encounter: Encounter, entry: LogEntry): UndoResult {
  const { before, after } = entry.undo;
  for (const [key, expected] of Object.entries(after.entities)) {
    const now = findEntity(encounter, key);
    if (!sameData(now ?? null, expected)) {
      const name = now?.name ?? expected?.name ?? before.entities[key]?.name ?? key;
      return { ok: false, error: `${name} changed after this entry; undo the later entries first` };
    }
  }
  const restoresTurn = turnStateChanged(before, after);
  if (restoresTurn && turnStateChanged(after, { ...encounter, entities: {}, order: null })) {
    return { ok: false, error: 'The turn moved on after this entry; undo the later turns first' };
  }
  const entities = restoredEntities(encounter.entities, before);
  const turnState = restoresTurn
    ? { round: before.round, currentKey: before.currentKey, finished: before.finished }
    : { round: encounter.round, currentKey: encounter.currentKey, finished: encounter.finished };
  let restored: Encounter = { ...encounter, ...turnState, entities };
  if (before.moves) {
    restored = withMoves(restored, [...(encounter.turnMoves ?? []).slice(0, before.moves.kept), ...before.moves.tail]);
  }
  // Undoing a command that could not move the order leaves the turn number as it is.
  if (!KEEPS_TURN_ORDER.has(entry.type)) restored.turn = turnPosition(restored);
  return { ok: true, encounter: restored };
}
