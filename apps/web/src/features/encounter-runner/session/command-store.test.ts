import 'fake-indexeddb/auto';
import type { QueuedCommand } from '@skald/contract/library/encounter-sync';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { describe, expect, it } from 'vitest';
import { indexedDbStore } from './command-store.ts';
import { localWriteAhead } from './write-ahead.ts';

const hit = (id: string, amount: number): QueuedCommand => ({
  id,
  at: 1_700_000_000_000,
  automate: true,
  action: { kind: 'command', command: { type: 'damage', target: 'orc', amount, by: null } },
});

const ids = Array.from({ length: 4 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
const ENCOUNTER = 'a6c1f3f0-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const OTHER = 'b6c1f3f0-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const THIRD = 'c6c1f3f0-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const FOURTH = 'd6c1f3f0-1b2c-4d5e-8f90-0a1b2c3d4e5f';
const FIFTH = 'e6c1f3f0-1b2c-4d5e-8f90-0a1b2c3d4e5f';

/** Local storage as the browser keeps it through a reload: a map of strings. */
function storageMap() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('the encounter commands kept in IndexedDB', () => {
  it('gives back each encounter’s gestures in the order they were given, across a reopened database', async () => {
    const store = indexedDbStore();
    await store.append(ENCOUNTER, hit(ids[2] as string, 1));
    await store.append(OTHER, hit(ids[0] as string, 9));
    await store.append(ENCOUNTER, hit(ids[1] as string, 2));
    const reopened = indexedDbStore();
    const kept = await reopened.load(ENCOUNTER);
    expect(kept.queue.map((queued) => queued.id)).toEqual([ids[2], ids[1]]);
    expect(kept.snapshot).toBeNull();
    expect((await reopened.load(OTHER)).queue).toEqual([hit(ids[0] as string, 9)]);
  });

  it('keeps the confirmed fight and forgets the gestures it holds, together', async () => {
    const store = indexedDbStore();
    await store.append(THIRD, hit(ids[1] as string, 1));
    await store.append(THIRD, hit(ids[3] as string, 3));
    const snapshot = { version: 7, encounter: createEncounter(), log: [] };
    await store.confirm(THIRD, snapshot, [ids[3] as string]);
    const kept = await indexedDbStore().load(THIRD);
    expect(kept.snapshot).toEqual(snapshot);
    expect(kept.queue.map((queued) => queued.id)).toEqual([ids[1]]);
  });

  it('marks what the server took and keeps it until a confirmed fight holding it is kept', async () => {
    const store = indexedDbStore();
    await store.append(FOURTH, hit(ids[0] as string, 1));
    await store.append(FOURTH, hit(ids[2] as string, 2));
    await store.acknowledge(FOURTH, [ids[0] as string]);
    const marked = await indexedDbStore().load(FOURTH);
    expect(marked.queue.map((queued) => queued.id)).toEqual([ids[0], ids[2]]);
    expect(marked.acknowledged).toEqual([ids[0]]);
    await store.confirm(FOURTH, { version: 1, encounter: createEncounter(), log: [] }, [ids[0] as string]);
    const kept = await indexedDbStore().load(FOURTH);
    expect(kept.queue.map((queued) => queued.id)).toEqual([ids[2]]);
    expect(kept.acknowledged).toEqual([]);
  });

  it('brings back a gesture held but never appended (the page went first), after the kept ones, and then keeps it', async () => {
    const storage = storageMap();
    const store = indexedDbStore(
      undefined,
      localWriteAhead(() => storage),
    );
    store.hold(FIFTH, hit(ids[0] as string, 1));
    await store.append(FIFTH, hit(ids[0] as string, 1));
    expect(storage.values.size).toBe(0);
    store.hold(FIFTH, hit(ids[1] as string, 2));

    const reloaded = await indexedDbStore(
      undefined,
      localWriteAhead(() => storage),
    ).load(FIFTH);
    expect(reloaded.queue.map((queued) => queued.id)).toEqual([ids[0], ids[1]]);
    expect(storage.values.size).toBe(0);
    // Now in IndexedDB itself: found with nothing written ahead.
    const nothingAhead = storageMap();
    const again = await indexedDbStore(
      undefined,
      localWriteAhead(() => nothingAhead),
    ).load(FIFTH);
    expect(again.queue.map((queued) => queued.id)).toEqual([ids[0], ids[1]]);
  });

  it('runs on in memory where the browser refuses IndexedDB', async () => {
    const store = indexedDbStore(() => Promise.reject(new Error('IndexedDB is disabled')));
    await store.append(ENCOUNTER, hit(ids[0] as string, 1));
    expect((await store.load(ENCOUNTER)).queue).toEqual([hit(ids[0] as string, 1)]);
  });
});
