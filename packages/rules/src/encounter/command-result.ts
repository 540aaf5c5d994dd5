import type { Encounter } from './encounter.ts';
import type { EncounterEvent } from './events.ts';
import type { LogEntry } from './log.ts';

/** What applying one command gives: the encounter after it with its log entry and events, or why it was refused. */
export type CommandResult =
  | { ok: true; encounter: Encounter; entry: LogEntry; events: EncounterEvent[] }
  | { ok: false; error: string };
