import type { EncounterCommand, EncounterCommandType } from './commands.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';

/** The parts of an encounter one command touched: the turn state and the entities it changed (null: absent). */
export interface EncounterFrame {
  round: number;
  turn: number;
  currentKey: string | null;
  finished: boolean;
  entities: Record<string, EncounterEntity | null>;
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
}

/** The frames before and after a change, holding only the entities whose data changed. */
export function frames(before: Encounter, after: Encounter): { before: EncounterFrame; after: EncounterFrame } {
  const touched = new Set<string>();
  for (const key of new Set([...Object.keys(before.entities), ...Object.keys(after.entities)])) {
    if (before.entities[key] !== after.entities[key]) touched.add(key);
  }
  const frame = (encounter: Encounter): EncounterFrame => ({
    round: encounter.round,
    turn: encounter.turn,
    currentKey: encounter.currentKey,
    finished: encounter.finished,
    entities: Object.fromEntries([...touched].map((key) => [key, encounter.entities[key] ?? null])),
  });
  return { before: frame(before), after: frame(after) };
}
