import type { EncounterSnapshot } from '@skald/contract/library/encounter-record';
import {
  type EncounterAction,
  MAX_COMMANDS_PER_SYNC,
  type QueuedCommand,
} from '@skald/contract/library/encounter-sync';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { LogEntry } from '@skald/rules/encounter/log';
import { ApiError } from '../../../lib/api-client.ts';
import type { CommandStore } from './command-store.ts';
import type { EncounterSession, RunnerSnapshot, SessionResult } from './encounter-session.ts';
import { applyQueued, type Fight, fightOf, NO_SUCH_ENTRY, replay, snapshotOf } from './fight-replay.ts';
import { type ConfirmedFight, settleSync } from './sync-answer.ts';
import { SAVED, type SyncNotice, type SyncStatus, sameStatus, UPDATING } from './sync-status.ts';
import { isPassingFailure, type SyncTransport } from './sync-transport.ts';

export interface ServerSessionOptions {
  encounterId: string;
  /** The fight as the server (or, offline, this browser's copy) last confirmed it. */
  start: EncounterSnapshot;
  /** Gestures kept in this browser for the server, oldest first. */
  queue: readonly QueuedCommand[];
  /** Those of `queue` the server has taken but `start` may not hold (kept before its snapshot was): resent, not counted as waiting. */
  acknowledged?: readonly string[];
  transport: SyncTransport;
  store: CommandStore;
  automate: boolean;
  now?: () => number;
  newId?: () => string;
  /** How long to wait before trying again while the server cannot be reached, one delay per failure. */
  retryMs?: readonly number[];
}

/** A saved encounter run against the server: the runner's session, how its saving goes, and its notices. */
export interface ServerSession extends EncounterSession {
  status(): SyncStatus;
  subscribeStatus(listener: () => void): () => void;
  onNotice(listener: (notice: SyncNotice) => void): () => void;
  /** Tries to send the waiting gestures again now (after a refusal, or without waiting for the next try). */
  retry(): void;
  close(): void;
}

const RETRY_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];
/**
 * The longest the browser's copy of the confirmed fight lags behind the server's answers: the copy holds
 * the whole log (1.4 MB after 1,000 hits), too much to write after every answer.
 */
const KEEP_SNAPSHOT_EVERY_MS = 2000;
/** A sync refused as a conflict catches up and tries again this many times before it stops and says so. */
const MOST_CONFLICTS = 3;

function entryById(fights: readonly Fight[], id: string): LogEntry | null {
  for (const fight of fights) {
    const entry = fight.log[fight.ids.indexOf(id)];
    if (entry) return entry;
  }
  return null;
}

/**
 * The GM's gestures apply here at once (the rules engine, optimistic), are kept in the browser's store, and
 * are sent in order on the version the server last confirmed. The answer confirms them, or carries the
 * server's newer fight, on which the gestures still waiting are replayed. The server's version events bring
 * in changes made elsewhere.
 */
export function createServerSession(options: ServerSessionOptions): ServerSession {
  const { encounterId, transport, store } = options;
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const retryMs = options.retryMs ?? RETRY_MS;
  let automate = options.automate;
  let confirmed: ConfirmedFight = { version: options.start.version, fight: fightOf(options.start) };
  const held = new Set(confirmed.fight.ids);
  // Gestures the starting fight already holds are done; the others wait, some perhaps taken already.
  let queue: QueuedCommand[] = options.queue.filter((queued) => !held.has(queued.id));
  const taken = new Set((options.acknowledged ?? []).filter((id) => !held.has(id)));
  let acknowledged: string[] = options.queue.filter((queued) => held.has(queued.id)).map((queued) => queued.id);
  let keptVersion = acknowledged.length > 0 ? -1 : confirmed.version;
  let keepTimer: ReturnType<typeof setTimeout> | undefined;
  let shown = replay(confirmed.fight, queue);
  let view: RunnerSnapshot = { encounter: shown.encounter, log: shown.log };
  let written: Promise<void> = Promise.resolve();
  /** The newest version the server has announced: the fight shown is "Saved" only once it is confirmed that far. */
  let heard = confirmed.version;
  let sending = false;
  let reading = false;
  let readFailures = 0;
  let readTimer: ReturnType<typeof setTimeout> | undefined;
  let offline = false;
  let stalled: string | null = null;
  let failures = 0;
  let conflicts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let current: SyncStatus = SAVED;
  const listeners = new Set<() => void>();
  const statusListeners = new Set<() => void>();
  const noticeListeners = new Set<(notice: SyncNotice) => void>();

  function computeStatus(): SyncStatus {
    if (stalled !== null) return { state: 'stalled', waiting: queue.length, error: stalled };
    const waiting = queue.filter((queued) => !taken.has(queued.id)).length;
    if (waiting === 0) return heard > confirmed.version ? UPDATING : SAVED;
    return { state: offline ? 'offline' : 'saving', waiting, error: null };
  }
  function statusChanged(): void {
    const next = computeStatus();
    if (sameStatus(next, current)) return;
    current = next;
    for (const listener of statusListeners) listener();
  }
  function show(next: Fight): void {
    if (next === shown) return;
    shown = next;
    view = { encounter: next.encounter, log: next.log };
    for (const listener of listeners) listener();
  }
  function tell(notice: SyncNotice): void {
    for (const listener of noticeListeners) listener(notice);
  }
  /** Store writes run one after another, so a gesture is kept before it is sent. */
  function keep(write: () => Promise<void>): void {
    written = written.then(write).catch(() => {
      // Storage full or gone: the gesture is still sent, only a reload before then would lose it.
    });
  }

  function gesture(action: EncounterAction): SessionResult {
    const queued: QueuedCommand = { id: newId(), at: now(), automate, action };
    const result = applyQueued(shown, queued);
    if (!result.ok) return result;
    queue.push(queued);
    // Kept before it is shown: the store's own write commits later, and a reload may come first.
    store.hold(encounterId, queued);
    keep(() => store.append(encounterId, queued));
    show(result.fight);
    statusChanged();
    void pump();
    return { ok: true, events: result.events };
  }

  /** The gestures the server took are marked at once; the fight holding them is kept a little later. */
  function confirm(next: ConfirmedFight, done: readonly string[]): void {
    confirmed = next;
    heard = Math.max(heard, next.version);
    if (done.length > 0) {
      acknowledged.push(...done);
      keep(() => store.acknowledge(encounterId, done));
    }
    keepTimer ??= setTimeout(keepSnapshot, KEEP_SNAPSHOT_EVERY_MS);
  }
  function keepSnapshot(): void {
    clearTimeout(keepTimer);
    keepTimer = undefined;
    if (keptVersion === confirmed.version && acknowledged.length === 0) return;
    const snapshot = snapshotOf(confirmed.fight, confirmed.version);
    const done = acknowledged;
    acknowledged = [];
    keptVersion = confirmed.version;
    keep(() => store.confirm(encounterId, snapshot, done));
  }

  /** Takes the server's fight as it stands, replaying the waiting gestures on it. */
  function rebaseOn(snapshot: EncounterSnapshot): void {
    if (snapshot.version <= confirmed.version) return;
    confirm({ version: snapshot.version, fight: fightOf(snapshot) }, []);
    show(replay(confirmed.fight, queue));
  }

  function retryLater(): void {
    clearTimeout(retryTimer);
    const delay = retryMs[Math.min(failures, retryMs.length - 1)] ?? 1000;
    failures += 1;
    retryTimer = setTimeout(() => void pump(), delay);
  }

  /** Sends the waiting gestures in order, a batch at a time, until none wait or the server cannot take them. */
  async function pump(): Promise<void> {
    if (sending || closed || stalled !== null) return;
    sending = true;
    try {
      while (!closed && queue.length > 0 && stalled === null) {
        await written;
        const sent = queue.slice(0, MAX_COMMANDS_PER_SYNC);
        let answer: Awaited<ReturnType<SyncTransport['sync']>>;
        try {
          answer = await transport.sync(confirmed.version, sent);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409 && conflicts < MOST_CONFLICTS) {
            conflicts += 1;
            rebaseOn(await transport.snapshot());
            continue;
          }
          throw error;
        }
        offline = false;
        failures = 0;
        conflicts = 0;
        const before = [shown, confirmed.fight];
        const settled = settleSync(confirmed, queue, shown, sent, answer);
        queue = settled.queue;
        confirm(
          settled.confirmed,
          sent.map((queued) => queued.id).filter((id) => answer.outcomes.some((outcome) => outcome.id === id)),
        );
        show(settled.shown);
        for (const { queued, error } of settled.refused) {
          const entryId = queued.action.kind === 'undo' ? queued.action.entry : queued.id;
          tell({ kind: 'refused', queued, entry: entryById(before, entryId), error });
        }
        if (settled.changedElsewhere) tell({ kind: 'changed-elsewhere' });
        statusChanged();
      }
    } catch (error) {
      if (isPassingFailure(error)) {
        offline = true;
        retryLater();
      } else {
        // Refused as a whole (signed out, the encounter deleted, a conflict that keeps coming back): sending
        // it again unchanged would be refused again, so saving stops until the GM tries again.
        stalled = error instanceof Error ? error.message : String(error);
        tell({ kind: 'stalled', error: stalled });
      }
    } finally {
      sending = false;
      statusChanged();
    }
    // A version announced while the answer was on its way may be newer than the one it confirmed.
    void readLatest(false);
  }

  /** With gestures waiting, their answer brings the newer version; with none, the fight is read and shown. */
  function catchUp(version: number): void {
    if (version <= heard) return;
    heard = version;
    statusChanged();
    if (queue.length > 0) void pump();
    else void readLatest(false);
  }

  /**
   * Reads the server's fight while a newer version than the confirmed one was announced (or, `always`, once
   * anyway), until none is left to read or gestures start waiting.
   */
  async function readLatest(always: boolean): Promise<void> {
    if (reading) return;
    reading = true;
    try {
      while (!closed && queue.length === 0 && !sending && (always || heard > confirmed.version)) {
        always = false;
        const asked = heard;
        const snapshot = await transport.snapshot();
        // A gesture made meanwhile is sent on the confirmed version, and its answer carries the newer fight.
        if (queue.length > 0 || sending) return;
        rebaseOn(snapshot);
        // Read after `asked` was announced, the snapshot is the server's latest as of then.
        if (heard === asked) heard = confirmed.version;
        readFailures = 0;
      }
    } catch {
      clearTimeout(readTimer);
      const delay = retryMs[Math.min(readFailures, retryMs.length - 1)] ?? 1000;
      readFailures += 1;
      readTimer = setTimeout(() => void readLatest(false), delay);
    } finally {
      reading = false;
      statusChanged();
    }
  }

  const stopFollowing = transport.follow(confirmed.version, catchUp);
  const online = () => {
    offline = false;
    failures = 0;
    clearTimeout(retryTimer);
    statusChanged();
    void pump();
    void readLatest(true);
  };
  const wentOffline = () => {
    offline = true;
    statusChanged();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', wentOffline);
  window.addEventListener('pagehide', keepSnapshot);
  statusChanged();
  if (queue.length > 0) void pump();

  return {
    snapshot: () => view,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    apply: (command: EncounterCommand) => gesture({ kind: 'command', command }),
    undo(index) {
      const id = shown.ids[index];
      if (id === undefined) return { ok: false, error: NO_SUCH_ENTRY };
      return gesture({ kind: 'undo', entry: id });
    },
    setAutomate(on) {
      automate = on;
    },
    status: () => current,
    subscribeStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onNotice(listener) {
      noticeListeners.add(listener);
      return () => noticeListeners.delete(listener);
    },
    retry() {
      stalled = null;
      failures = 0;
      clearTimeout(retryTimer);
      statusChanged();
      void pump();
    },
    close() {
      closed = true;
      keepSnapshot();
      clearTimeout(retryTimer);
      clearTimeout(readTimer);
      stopFollowing();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('pagehide', keepSnapshot);
    },
  };
}
