import type { Encounter } from '@skald/rules/encounter/encounter';
import type { LogEntry } from '@skald/rules/encounter/log';
import type { EncounterSession, RunnerSnapshot } from './encounter-session.ts';

/**
 * The shape a kept fight is written in. Raise it whenever the rules engine's encounter or log changes
 * shape: a fight kept by an older Skald is then dropped instead of being run by code that misreads it.
 */
export const STORED_ENCOUNTER_FORMAT = 1;

/**
 * A fight is kept once its changes pause for a moment, in one write, so a hit never waits on storage.
 * The write (the whole fight as JSON, a few hundred KB with fifty monsters) holds the page for several
 * milliseconds; while hits keep coming it waits for a pause, but never longer than SAVE_AT_MOST_MS.
 */
const SAVE_DELAY_MS = 300;
const SAVE_AT_MOST_MS = 2000;

interface StoredEncounter {
  format: number;
  encounter: Encounter;
  log: LogEntry[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Enough of an entity for the runner to draw and change it. */
function looksLikeEntity(value: unknown): boolean {
  if (!isRecord(value)) return false;
  return (
    typeof value.key === 'string' &&
    typeof value.name === 'string' &&
    ['curHp', 'maxHp', 'ac', 'initiative'].every((field) => typeof value[field] === 'number') &&
    isRecord(value.conditions) &&
    isRecord(value.reminders)
  );
}

function looksLikeStoredEncounter(value: unknown): value is StoredEncounter {
  if (!isRecord(value) || value.format !== STORED_ENCOUNTER_FORMAT) return false;
  const { encounter, log } = value;
  return (
    isRecord(encounter) &&
    typeof encounter.name === 'string' &&
    typeof encounter.round === 'number' &&
    typeof encounter.turn === 'number' &&
    (encounter.currentKey === null || typeof encounter.currentKey === 'string') &&
    typeof encounter.finished === 'boolean' &&
    Array.isArray(encounter.entities) &&
    encounter.entities.every(looksLikeEntity) &&
    Array.isArray(log) &&
    log.every((entry) => isRecord(entry) && isRecord(entry.undo) && isRecord(entry.command))
  );
}

/** The fight kept under `key`, or null; one that cannot be read (corrupt, or kept by an older Skald) is dropped. */
export function loadStoredEncounter(key: string): RunnerSnapshot | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    // Storage blocked (a privacy setting): the fight just is not kept.
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (looksLikeStoredEncounter(parsed)) return { encounter: parsed.encounter, log: parsed.log };
  } catch {
    // Not JSON: dropped below like any other unreadable value.
  }
  forgetStoredEncounter(key);
  return null;
}

export function forgetStoredEncounter(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept where storage is blocked.
  }
}

/** Writes the fight under `key` now, as `keepEncounter` does after a change. */
export function keepEncounterNow(key: string, snapshot: RunnerSnapshot): void {
  const stored: StoredEncounter = {
    format: STORED_ENCOUNTER_FORMAT,
    encounter: snapshot.encounter,
    log: [...snapshot.log],
  };
  try {
    localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Storage full or blocked: the fight goes on, only a reload will not bring it back.
  }
}

/** Keeps a session's fight under `key` after each change, until `forget` removes it (the spec's reset). */
export interface KeptEncounter {
  forget(): void;
}

export function keepEncounter(session: EncounterSession, key: string): KeptEncounter {
  let pending: ReturnType<typeof setTimeout> | null = null;
  // When the oldest change not yet written came.
  let since = 0;
  const flush = () => {
    if (pending === null) return;
    clearTimeout(pending);
    pending = null;
    keepEncounterNow(key, session.snapshot());
  };
  session.subscribe(() => {
    const now = Date.now();
    if (pending === null) since = now;
    else clearTimeout(pending);
    pending = setTimeout(flush, Math.max(0, Math.min(SAVE_DELAY_MS, since + SAVE_AT_MOST_MS - now)));
  });
  // A reload or a closed tab right after a change still keeps it.
  window.addEventListener('pagehide', flush);
  return {
    forget() {
      if (pending !== null) clearTimeout(pending);
      pending = null;
      forgetStoredEncounter(key);
    },
  };
}
