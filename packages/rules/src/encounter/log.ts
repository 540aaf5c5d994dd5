import type { EncounterCommand, EncounterCommandType } from './commands.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import { indexOfKey } from './roster-list.ts';
import type { TurnMove } from './turn-move-record.ts';

/** The parts of an encounter one command touched: the turn state and the entities it changed (null: absent). */
export interface EncounterFrame {
  round: number;
  turn: number;
  currentKey: string | null;
  finished: boolean;
  entities: Record<string, EncounterEntity | null>;
  /** The combatants' keys in list order, kept only when the command added or removed one. */
  order: string[] | null;
  /**
   * The kept turn moves past the first `kept` (which the command left alone), only when the command
   * changed them: one move pushed or popped is all a turn stores, not the whole list each time.
   */
  moves?: { kept: number; tail: TurnMove[] };
}

/** One line of the combat log, with what it takes to undo it exactly. */
export interface LogEntry {
  at: number;
  /** Round and turn when the command was given. */
  round: number;
  turn: number;
  type: EncounterCommandType;
  command: EncounterCommand;
  by: string | null;
  by_name: string | null;
  target: string | null;
  target_name: string | null;
  /** Damage dealt or healing done. */
  amount: number | null;
  /** Overkill or overhealing. */
  over: number | null;
  crit: boolean;
  undo: { before: EncounterFrame; after: EncounterFrame };
  /** A batch's commands as each applied, in order (the same places as `command.commands`); absent otherwise. */
  parts?: LogPart[];
}

/** What one command of a batch did, for the log's words: its entry without the frames. */
export type LogPart = Pick<LogEntry, 'type' | 'by' | 'by_name' | 'target' | 'target_name' | 'amount' | 'over' | 'crit'>;

function frame(encounter: Encounter, entities: EncounterFrame['entities'], order: string[] | null): EncounterFrame {
  return {
    round: encounter.round,
    turn: encounter.turn,
    currentKey: encounter.currentKey,
    finished: encounter.finished,
    entities,
    order,
  };
}

function keysInOrder(encounter: Encounter): string[] {
  return encounter.entities.map((entity) => entity.key);
}

type Changed = EncounterFrame['entities'];

function note(was: EncounterEntity | null, now: EncounterEntity | null, before: Changed, after: Changed): void {
  if (was === now) return;
  const key = (was ?? (now as EncounterEntity)).key;
  before[key] = was;
  after[key] = now;
}

/**
 * The combatants whose data changed when the list changed length, earlier keys in their order and then
 * any new ones. One added at the end or one taken out (what commands do) is walked in step; any other
 * change of shape is matched by key. Keys are unique in a roster: adding refuses a key already there.
 */
function rosterChanges(
  before: readonly EncounterEntity[],
  after: readonly EncounterEntity[],
  was: Changed,
  now: Changed,
) {
  const shorter = Math.min(before.length, after.length);
  let same = 0;
  while (same < shorter && (before[same] as EncounterEntity).key === (after[same] as EncounterEntity).key) same += 1;
  const added = after.length === before.length + 1 && same === before.length ? (after[same] as EncounterEntity) : null;
  if (added && indexOfKey(before, added.key) === -1) {
    for (let i = 0; i < same; i++) note(before[i] as EncounterEntity, after[i] as EncounterEntity, was, now);
    note(null, added, was, now);
    return;
  }
  const removed = after.length === before.length - 1 ? (before[same] as EncounterEntity) : null;
  let inStep = removed !== null && indexOfKey(after, removed.key) === -1;
  for (let i = same; inStep && i < after.length; i++) {
    inStep = (after[i] as EncounterEntity).key === (before[i + 1] as EncounterEntity).key;
  }
  if (removed && inStep) {
    for (let i = 0; i < before.length; i++) {
      note(
        before[i] as EncounterEntity,
        i === same ? null : (after[i < same ? i : i - 1] as EncounterEntity),
        was,
        now,
      );
    }
    return;
  }
  const earlier = new Map(before.map((entity) => [entity.key, entity]));
  const later = new Map(after.map((entity) => [entity.key, entity]));
  for (const key of new Set([...earlier.keys(), ...later.keys()])) {
    const then = earlier.get(key) ?? null;
    const next = later.get(key) ?? null;
    if (then !== next) {
      was[key] = then;
      now[key] = next;
    }
  }
}

/** The frames before and after a change, holding only the combatants whose data changed. */
export function frames(before: Encounter, after: Encounter): { before: EncounterFrame; after: EncounterFrame } {
  let beforeEntities: Changed = {};
  let afterEntities: Changed = {};
  // Commands copy only what they change, so a changed combatant is a different object; the common
  // case (same combatants in the same places) is one pass without allocating.
  let sameRoster = before.entities.length === after.entities.length;
  for (let i = 0; sameRoster && i < before.entities.length; i++) {
    const was = before.entities[i] as EncounterEntity;
    const now = after.entities[i] as EncounterEntity;
    if (was === now) continue;
    if (was.key !== now.key) {
      sameRoster = false;
      break;
    }
    beforeEntities[was.key] = was;
    afterEntities[was.key] = now;
  }
  if (!sameRoster) {
    beforeEntities = {};
    afterEntities = {};
    rosterChanges(before.entities, after.entities, beforeEntities, afterEntities);
  }
  const result = {
    before: frame(before, beforeEntities, sameRoster ? null : keysInOrder(before)),
    after: frame(after, afterEntities, sameRoster ? null : keysInOrder(after)),
  };
  if (before.turnMoves !== after.turnMoves) {
    const was = before.turnMoves ?? [];
    const now = after.turnMoves ?? [];
    let kept = 0;
    while (kept < was.length && kept < now.length && was[kept] === now[kept]) kept += 1;
    result.before.moves = { kept, tail: was.slice(kept) };
    result.after.moves = { kept, tail: now.slice(kept) };
  }
  return result;
}
