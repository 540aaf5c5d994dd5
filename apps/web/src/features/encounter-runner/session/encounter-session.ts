import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { EncounterEvent } from '@skald/rules/encounter/events';
import type { LogEntry } from '@skald/rules/encounter/log';

/** What the runner draws: the encounter and its log, oldest entry first. */
export interface RunnerSnapshot {
  encounter: Encounter;
  log: readonly LogEntry[];
}

/** A change that went through, with what to announce; or why it could not. */
export type SessionResult = { ok: true; events: EncounterEvent[] } | { ok: false; error: string };

/**
 * Where an encounter lives while it runs. The demo and test mode keep it in the browser's engine; a
 * saved encounter will keep it on the server, applying each command here first and settling with the
 * server's answer. The screen only ever talks to this interface.
 */
export interface EncounterSession {
  snapshot(): RunnerSnapshot;
  /** Called after every change; returns the way to stop listening. */
  subscribe(listener: () => void): () => void;
  apply(command: EncounterCommand): SessionResult;
  /** Undoes the log entry at `index`, older ones included; refused in words when it cannot be. */
  undo(index: number): SessionResult;
  /** Follows the GM's encounter setting: death saves filled in and judged by the engine, or not. */
  setAutomate(automate: boolean): void;
}
