import { keepsTurnOrder } from './commands.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import { invertedEntity } from './inverse.ts';
import type { EncounterFrame, LogEntry } from './log.ts';
import { findEntity, indexOfKey } from './roster-list.ts';
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
      const index = indexOfKey(restored, key);
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
 * The entry's combatants put back. Those still as the entry left them get their earlier state exactly;
 * one a later entry changed too gets the entry's change taken out of its state now. Null when a
 * combatant the entry changed has left the encounter since (or one it removed is back).
 */
function undoneFrame(
  encounter: Encounter,
  before: EncounterFrame,
  after: EncounterFrame,
): { frame: EncounterFrame } | { error: string } {
  const entities: EncounterFrame['entities'] = {};
  for (const [key, then] of Object.entries(after.entities)) {
    const now = findEntity(encounter, key) ?? null;
    const was = before.entities[key] ?? null;
    if (sameData(now, then)) {
      entities[key] = was;
      continue;
    }
    const name = now?.name ?? then?.name ?? was?.name ?? key;
    if (now === null) return { error: `${name} was removed from the encounter, so this entry can no longer be undone` };
    if (then === null)
      return { error: `${name} joined the encounter again since, so this entry can no longer be undone` };
    // A combatant the entry added (null before it) goes, whatever happened to it since.
    entities[key] = was && invertedEntity(now, was, then);
  }
  return { frame: { ...before, entities } };
}

/**
 * Undoes a log entry. Undoing from the newest back restores each earlier state exactly; an older entry
 * whose combatants later entries changed too has its own change taken out of the encounter as it is now
 * (damage given back, temporary hit points first as they were taken, spent uses returned). Refused in
 * words when a combatant it changed has left, or when it moved the turn and the turn has moved on since.
 */
export function undoEntry(encounter: Encounter, entry: LogEntry): UndoResult {
  const { before, after } = entry.undo;
  const undone = undoneFrame(encounter, before, after);
  if ('error' in undone) return { ok: false, error: undone.error };
  const restoresTurn = turnStateChanged(before, after);
  if (restoresTurn && turnStateChanged(after, { ...encounter, entities: {}, order: null })) {
    return { ok: false, error: 'The turn moved on after this entry; undo the later turns first' };
  }
  const entities = restoredEntities(encounter.entities, undone.frame);
  // The turn goes back only with an entry that moved it; otherwise it stays where it is now.
  const turnState = restoresTurn
    ? { round: before.round, currentKey: before.currentKey, finished: before.finished }
    : {};
  let restored: Encounter = { ...encounter, ...turnState, entities };
  if (before.moves) {
    restored = withMoves(restored, [...(encounter.turnMoves ?? []).slice(0, before.moves.kept), ...before.moves.tail]);
  }
  // Undoing a command that could not move the order leaves the turn number as it is.
  if (!keepsTurnOrder(entry.command)) restored.turn = turnPosition(restored);
  return { ok: true, encounter: restored };
}
