import type { EncounterCommand } from '../../src/encounter/commands.ts';
import type { Encounter } from '../../src/encounter/encounter.ts';
import type { LogEntry } from '../../src/encounter/log.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';

const context = { at: 0, automate: true };

/** Applies the commands in turn: the encounter after them and their log, oldest first. */
export function play(encounter: Encounter, ...commands: EncounterCommand[]): { encounter: Encounter; log: LogEntry[] } {
  const log: LogEntry[] = [];
  let current = encounter;
  for (const command of commands) {
    const result = applyCommand(current, command, context);
    if (!result.ok) throw new Error(result.error);
    current = result.encounter;
    log.push(result.entry);
  }
  return { encounter: current, log };
}
