import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import { indexOfKey } from './roster-list.ts';
import { sameData } from './same-data.ts';
import {
  type Change,
  type EntityChange,
  FLAGS,
  KEYED_FIELDS,
  type KeyedField,
  type TurnMove,
} from './turn-move-record.ts';

function keyedChanges(was: Record<string, unknown>, now: Record<string, unknown>): Record<string, Change<unknown>> {
  const changes: Record<string, Change<unknown>> = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
    if (!sameData(was[key], now[key])) changes[key] = [was[key] ?? null, now[key] ?? null];
  }
  return changes;
}

function entityChange(was: EncounterEntity, now: EncounterEntity): EntityChange | null {
  const change: EntityChange = {};
  for (const field of KEYED_FIELDS) {
    if (was[field] === now[field]) continue;
    const changes = keyedChanges(was[field], now[field]);
    if (Object.keys(changes).length > 0) change[field] = changes;
  }
  for (const flag of FLAGS) if (was[flag] !== now[flag]) change[flag] = [was[flag], now[flag]];
  return Object.keys(change).length > 0 ? change : null;
}

/**
 * How many moves Previous turn can always give back exactly: once twice as many are kept, the older half
 * is let go (further back, Previous turn only moves the turn). Every move copies the list it is kept in,
 * so an unbounded list made a long fight's every turn slower than the one before.
 */
export const KEPT_MOVES = 100;

function movesOf(encounter: Encounter): TurnMove[] {
  return encounter.turnMoves ?? [];
}

/** The encounter holding these moves; with none the field is left out, so an untouched encounter stays as it was. */
export function withMoves(encounter: Encounter, moves: TurnMove[]): Encounter {
  if (moves.length > 0) return { ...encounter, turnMoves: moves };
  if (encounter.turnMoves === undefined) return encounter;
  const { turnMoves: _dropped, ...rest } = encounter;
  return rest;
}

/** Keeps what moving from `before` to `after` changed, for Previous turn; nothing when the turn did not move. */
export function recordMove(before: Encounter, after: Encounter): Encounter {
  if (before.currentKey === after.currentKey && before.round === after.round) return after;
  const changes: Record<string, EntityChange> = {};
  // A move keeps the combatants in their places (unless it removed one), so each is paired with the one
  // in the same place; a key found elsewhere is looked up.
  let earlier: Map<string, EncounterEntity> | null = null;
  for (let i = 0; i < after.entities.length; i++) {
    const entity = after.entities[i] as EncounterEntity;
    let was = before.entities[i];
    if (was?.key !== entity.key) {
      earlier ??= new Map(before.entities.map((one) => [one.key, one]));
      was = earlier.get(entity.key);
    }
    const change = was && was !== entity ? entityChange(was, entity) : null;
    if (change) changes[entity.key] = change;
  }
  const move: TurnMove = {
    from: { key: before.currentKey, round: before.round },
    to: { key: after.currentKey, round: after.round },
    changes,
  };
  const kept = movesOf(after);
  const recent = kept.length < 2 * KEPT_MOVES ? kept : kept.slice(-KEPT_MOVES);
  return withMoves(after, [...recent, move]);
}

/** The move that led to the turn now running, if the encounter kept it. */
export function lastMove(encounter: Encounter): TurnMove | undefined {
  const move = movesOf(encounter).at(-1);
  return move && move.to.key === encounter.currentKey && move.to.round === encounter.round ? move : undefined;
}

function revertKeyed(current: Record<string, unknown>, changes: Record<string, Change<unknown>>) {
  const reverted = { ...current };
  for (const [key, [was, now]] of Object.entries(changes)) {
    // Only what is still as the move left it goes back: a reminder set again since stays the GM's.
    if (!sameData(current[key] ?? null, now)) continue;
    if (was === null) delete reverted[key];
    else reverted[key] = was;
  }
  return reverted;
}

function revertEntity(entity: EncounterEntity, change: EntityChange): EncounterEntity {
  const reverted: EncounterEntity = { ...entity };
  for (const field of KEYED_FIELDS) {
    const changes = change[field];
    if (changes) (reverted as Record<KeyedField, unknown>)[field] = revertKeyed(entity[field], changes);
  }
  for (const flag of FLAGS) {
    const flagChange = change[flag];
    if (flagChange && entity[flag] === flagChange[1] && flagChange[0] !== null) reverted[flag] = flagChange[0];
  }
  return reverted;
}

/**
 * Gives back what the move changed, and forgets it. Anything added or changed since (a new reminder, a
 * condition set again) is left alone, so it gains no round.
 */
export function revertMove(encounter: Encounter, move: TurnMove): Encounter {
  // A move changes a few combatants (all of them only at a round update): each is looked up by its key,
  // rather than every combatant's key looked up in the changes, a miss on a plain object being slow.
  const entities = encounter.entities.slice();
  for (const key of Object.keys(move.changes)) {
    const index = indexOfKey(entities, key);
    const change = move.changes[key];
    if (index !== -1 && change) entities[index] = revertEntity(entities[index] as EncounterEntity, change);
  }
  return withMoves({ ...encounter, entities }, movesOf(encounter).slice(0, -1));
}
