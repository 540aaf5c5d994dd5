import type { EncounterSnapshot } from '@skald/contract/library/encounter-record';
import type { QueuedCommand } from '@skald/contract/library/encounter-sync';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { EncounterEvent } from '@skald/rules/encounter/events';
import type { LogEntry } from '@skald/rules/encounter/log';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { undoEntry } from '@skald/rules/encounter/undo';

/**
 * A fight as the browser holds it: the encounter and its log, with each entry's id (the id of the command
 * that made it, by which an undo names it) in a parallel list, so the runner reads the log as it is.
 */
export interface Fight {
  encounter: Encounter;
  log: readonly LogEntry[];
  ids: readonly string[];
}

export type QueuedResult = { ok: true; fight: Fight; events: EncounterEvent[] } | { ok: false; error: string };

export const NO_SUCH_ENTRY = 'That log entry is no longer there';

export function fightOf(snapshot: Pick<EncounterSnapshot, 'encounter' | 'log'>): Fight {
  return {
    encounter: snapshot.encounter,
    log: snapshot.log.map((logged) => logged.entry),
    ids: snapshot.log.map((logged) => logged.id),
  };
}

export function snapshotOf(fight: Fight, version: number): EncounterSnapshot {
  return { version, encounter: fight.encounter, log: fight.log.map((entry, i) => ({ id: fight.ids[i] ?? '', entry })) };
}

/** One queued gesture applied by the rules engine, as the server applies it: same time, same setting. */
export function applyQueued(fight: Fight, queued: QueuedCommand): QueuedResult {
  const { action } = queued;
  if (action.kind === 'command') {
    const result = applyCommand(fight.encounter, action.command, { at: queued.at, automate: queued.automate });
    if (!result.ok) return result;
    return {
      ok: true,
      fight: { encounter: result.encounter, log: [...fight.log, result.entry], ids: [...fight.ids, queued.id] },
      events: result.events,
    };
  }
  const index = fight.ids.indexOf(action.entry);
  const entry = fight.log[index];
  if (!entry) return { ok: false, error: NO_SUCH_ENTRY };
  const result = undoEntry(fight.encounter, entry);
  if (!result.ok) return result;
  const kept = (_: unknown, i: number) => i !== index;
  return {
    ok: true,
    fight: { encounter: result.encounter, log: fight.log.filter(kept), ids: fight.ids.filter(kept) },
    events: [],
  };
}

/**
 * The fight with the queued gestures applied on top, in order. A gesture the fight already holds (its
 * entry is in the log: applied before the snapshot was taken) is not applied twice; one that no longer
 * applies is left out here and the server, which decides, says why.
 */
export function replay(fight: Fight, queue: readonly QueuedCommand[]): Fight {
  let current = fight;
  const logged = new Set(fight.ids);
  for (const queued of queue) {
    if (logged.has(queued.id)) continue;
    const result = applyQueued(current, queued);
    if (result.ok) current = result.fight;
  }
  return current;
}
