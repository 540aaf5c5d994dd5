import type { EncounterSnapshot } from '@skald/contract/library/encounter-record';
import type { QueuedCommand } from '@skald/contract/library/encounter-sync';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { localWriteAhead, type WriteAhead } from './write-ahead.ts';

/**
 * What a saved encounter keeps in this browser, so it runs on without the network and survives a reload:
 * the GM's gestures the server has not acknowledged yet, in order, and the last fight the server confirmed.
 */
export interface CommandStore {
  /** `acknowledged`: the ids in `queue` the server has taken but the kept snapshot does not hold yet. */
  load(
    encounterId: string,
  ): Promise<{ snapshot: EncounterSnapshot | null; queue: QueuedCommand[]; acknowledged: string[] }>;
  /**
   * Keeps a gesture before returning, so a reload right after it still finds it (`load` gives it back);
   * `append`, which runs later in order with the other writes, keeps it for good.
   */
  hold(encounterId: string, queued: QueuedCommand): void;
  append(encounterId: string, queued: QueuedCommand): Promise<void>;
  /**
   * Marks gestures the server has taken, a small write each: they stay kept (a reload replays them over
   * an older snapshot) until `confirm` keeps a snapshot holding them.
   */
  acknowledge(encounterId: string, ids: readonly string[]): Promise<void>;
  /** Keeps the confirmed fight and forgets the gestures it now holds, in one transaction. */
  confirm(encounterId: string, snapshot: EncounterSnapshot, done: readonly string[]): Promise<void>;
}

const DATABASE = 'skald-encounters';

interface QueuedRow {
  id: string;
  encounter: string;
  /** The order the GM gave them in: increasing, across reloads. */
  seq: number;
  queued: QueuedCommand;
  /** The server has taken it; the kept snapshot may not hold it yet. */
  acknowledged?: boolean;
}

interface EncounterDb extends DBSchema {
  commands: { key: string; value: QueuedRow; indexes: { queue: [string, number] } };
  snapshots: { key: string; value: EncounterSnapshot };
}

let lastSeq = 0;
/** Time-based so a later tab or reload orders after what is kept, and one more than the last within a tick. */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

function openStore(): Promise<IDBPDatabase<EncounterDb>> {
  return openDB<EncounterDb>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('commands', { keyPath: 'id' }).createIndex('queue', ['encounter', 'seq']);
      db.createObjectStore('snapshots');
    },
  });
}

/**
 * The store in IndexedDB, with each gesture written ahead (`hold`) until its IndexedDB write commits; where the
 * browser refuses IndexedDB (a privacy mode) it lives in memory only.
 */
export function indexedDbStore(
  open: () => Promise<IDBPDatabase<EncounterDb>> = openStore,
  writeAhead: WriteAhead = localWriteAhead(),
): CommandStore {
  let database: Promise<IDBPDatabase<EncounterDb> | null> | null = null;
  const memory = memoryStore();
  const db = () => {
    database ??= open().catch(() => null);
    return database;
  };
  async function loadKept(encounterId: string): ReturnType<CommandStore['load']> {
    const handle = await db();
    if (!handle) return memory.load(encounterId);
    const range = IDBKeyRange.bound([encounterId, 0], [encounterId, Number.MAX_SAFE_INTEGER]);
    const [rows, snapshot] = await Promise.all([
      handle.getAllFromIndex('commands', 'queue', range),
      handle.get('snapshots', encounterId),
    ]);
    for (const row of rows) lastSeq = Math.max(lastSeq, row.seq);
    const acknowledged = rows.filter((row) => row.acknowledged).map((row) => row.id);
    return { snapshot: snapshot ?? null, queue: rows.map((row) => row.queued), acknowledged };
  }
  async function append(encounterId: string, queued: QueuedCommand): Promise<void> {
    const handle = await db();
    if (!handle) await memory.append(encounterId, queued);
    else await handle.put('commands', { id: queued.id, encounter: encounterId, seq: nextSeq(), queued });
    writeAhead.remove(encounterId, [queued.id]);
  }
  return {
    async load(encounterId) {
      const kept = await loadKept(encounterId);
      // Gestures shown before the page went away whose write never committed: the newest, so they go last.
      const known = new Set(kept.queue.map((queued) => queued.id));
      const early = writeAhead.list(encounterId).filter((queued) => !known.has(queued.id));
      for (const queued of early) await append(encounterId, queued);
      return { ...kept, queue: [...kept.queue, ...early] };
    },
    hold: (encounterId, queued) => writeAhead.add(encounterId, queued),
    append,
    async acknowledge(encounterId, ids) {
      const handle = await db();
      if (!handle) return memory.acknowledge(encounterId, ids);
      const tx = handle.transaction('commands', 'readwrite');
      const commands = tx.objectStore('commands');
      const rows = await Promise.all(ids.map((id) => commands.get(id)));
      await Promise.all([
        ...rows.flatMap((row) => (row ? [commands.put({ ...row, acknowledged: true })] : [])),
        tx.done,
      ]);
    },
    async confirm(encounterId, snapshot, done) {
      const handle = await db();
      if (!handle) return memory.confirm(encounterId, snapshot, done);
      const tx = handle.transaction(['commands', 'snapshots'], 'readwrite');
      const commands = tx.objectStore('commands');
      await Promise.all([
        tx.objectStore('snapshots').put(snapshot, encounterId),
        ...done.map((id) => commands.delete(id)),
        tx.done,
      ]);
    },
  };
}

/** The same store held in memory: what is kept is lost with the tab. */
export function memoryStore(): CommandStore {
  const queues = new Map<string, QueuedCommand[]>();
  const snapshots = new Map<string, EncounterSnapshot>();
  const taken = new Set<string>();
  return {
    async load(encounterId) {
      const queue = [...(queues.get(encounterId) ?? [])];
      return {
        snapshot: snapshots.get(encounterId) ?? null,
        queue,
        acknowledged: queue.filter((queued) => taken.has(queued.id)).map((queued) => queued.id),
      };
    },
    hold() {
      // What is held in memory is lost with the tab either way.
    },
    async append(encounterId, queued) {
      queues.set(encounterId, [...(queues.get(encounterId) ?? []), queued]);
    },
    async acknowledge(_encounterId, ids) {
      for (const id of ids) taken.add(id);
    },
    async confirm(encounterId, snapshot, done) {
      snapshots.set(encounterId, snapshot);
      const gone = new Set(done);
      queues.set(
        encounterId,
        (queues.get(encounterId) ?? []).filter((queued) => !gone.has(queued.id)),
      );
    },
  };
}
