import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { LogEntry } from '@skald/rules/encounter/log';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { undoEntry } from '@skald/rules/encounter/undo';
import type { EncounterSession, RunnerSnapshot, SessionResult } from './encounter-session.ts';

export interface LocalSessionOptions {
  /** Death saves filled in and judged by the engine (the GM's encounter setting). */
  automate: boolean;
  /** The time stamped on log entries; tests pass a fixed clock. */
  now?: () => number;
  /** The log of a fight taken up again (kept in the browser): its entries stay undoable. */
  log?: readonly LogEntry[];
}

/** An encounter run entirely in the browser by the rules engine: the demo and test mode. Nothing goes to the server. */
export function createLocalSession(start: Encounter, options: LocalSessionOptions): EncounterSession {
  const now = options.now ?? Date.now;
  let automate = options.automate;
  const listeners = new Set<() => void>();
  let state: RunnerSnapshot = { encounter: start, log: options.log ?? [] };

  function publish(next: RunnerSnapshot): void {
    state = next;
    for (const listener of listeners) listener();
  }

  return {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply(command: EncounterCommand): SessionResult {
      const result = applyCommand(state.encounter, command, { at: now(), automate });
      if (!result.ok) return result;
      publish({ encounter: result.encounter, log: [...state.log, result.entry] });
      return { ok: true, events: result.events };
    },
    undo(index: number): SessionResult {
      const entry = state.log[index];
      if (!entry) return { ok: false, error: 'That log entry is no longer there' };
      const result = undoEntry(state.encounter, entry);
      if (!result.ok) return result;
      publish({ encounter: result.encounter, log: state.log.filter((_, i) => i !== index) });
      return { ok: true, events: [] };
    },
    setAutomate(on) {
      automate = on;
    },
  };
}
