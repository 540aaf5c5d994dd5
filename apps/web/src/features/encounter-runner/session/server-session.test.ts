// @vitest-environment jsdom
import { MAX_COMMANDS_PER_SYNC } from '@skald/contract/library/encounter-sync';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedDbStore, memoryStore } from './command-store.ts';
import type { RunnerSnapshot } from './encounter-session.ts';
import { createServerSession, type ServerSession } from './server-session.ts';
import type { SyncNotice } from './sync-status.ts';
import { SyncTestServer } from './sync-test-server.ts';

const ENCOUNTER_ID = '5f0c6a3e-8d7b-4b1e-9a51-2c1d3f0e7a10';

const fight = () =>
  createEncounter([
    createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
    createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 200, ac: 13, initiative: 12 }),
  ]);

const opened: ServerSession[] = [];
afterEach(() => {
  for (const session of opened.splice(0)) session.close();
});

/** Tries again after a failure only when told (back online, a version event), unless `retryMs` says otherwise. */
function open(server: SyncTestServer, store = memoryStore(), notices: SyncNotice[] = [], retryMs = [60_000]) {
  return store.load(ENCOUNTER_ID).then(({ queue, acknowledged }) => {
    const session = createServerSession({
      encounterId: ENCOUNTER_ID,
      start: server.snapshot(),
      queue,
      acknowledged,
      transport: server.transport(),
      store,
      automate: true,
      retryMs,
    });
    session.onNotice((notice) => notices.push(notice));
    opened.push(session);
    return session;
  });
}

const orcHp = (snapshot: RunnerSnapshot) => findEntity(snapshot.encounter, 'orc')?.curHp;
const serverOrcHp = (server: SyncTestServer) => findEntity(server.fight.encounter, 'orc')?.curHp;
const saved = (session: ServerSession) => vi.waitFor(() => expect(session.status().state).toBe('saved'));
const waitingOffline = (session: ServerSession) => vi.waitFor(() => expect(session.status().state).toBe('offline'));

/**
 * Two tabs on one encounter: `here` makes its gesture offline, `there` makes one online meanwhile, then
 * `here` comes back online. Answers `here`'s notices once it has saved.
 */
async function crossedGestures(server: SyncTestServer, mine: EncounterCommand, theirs: EncounterCommand) {
  const notices: SyncNotice[] = [];
  const here = await open(server, memoryStore(), notices);
  const there = await open(server);
  server.offline = true;
  here.apply(mine);
  await waitingOffline(here);
  server.offline = false;
  there.apply(theirs);
  await saved(there);
  window.dispatchEvent(new Event('online'));
  await saved(here);
  return { here, there, notices };
}

describe('a saved encounter run against the server', () => {
  it('shows a hit at once, then the server holds it and the GM sees it saved', async () => {
    const server = new SyncTestServer(fight());
    const session = await open(server);
    const result = session.apply({ type: 'damage', target: 'orc', amount: 9, by: 'barbarian' });
    expect(result).toMatchObject({ ok: true, events: [{ caption: 'Barbarian did 9 damage to Orc' }] });
    expect(orcHp(session.snapshot())).toBe(191);
    expect(session.status()).toEqual({ state: 'saving', waiting: 1, error: null });
    await saved(session);
    expect(server.version).toBe(1);
    expect(serverOrcHp(server)).toBe(191);
    expect(server.fight.log).toEqual(session.snapshot().log);
  });

  it('undoes an entry through the server, naming it by its command', async () => {
    const server = new SyncTestServer(fight());
    const session = await open(server);
    session.apply({ type: 'damage', target: 'orc', amount: 9, by: null });
    session.apply({ type: 'heal', target: 'barbarian', amount: 3, by: null });
    expect(session.undo(0)).toEqual({ ok: true, events: [] });
    expect(orcHp(session.snapshot())).toBe(200);
    await saved(session);
    expect(serverOrcHp(server)).toBe(200);
    expect(server.fight.log.map((entry) => entry.type)).toEqual(['heal']);
    expect(session.undo(4)).toEqual({ ok: false, error: 'That log entry is no longer there' });
  });

  it('keeps gestures while offline and sends them in order, in batches, once back online', async () => {
    const server = new SyncTestServer(fight());
    server.offline = true;
    const session = await open(server);
    const hits = MAX_COMMANDS_PER_SYNC + 50;
    for (let i = 0; i < hits; i++) session.apply({ type: 'damage', target: 'orc', amount: 1, by: null });
    await vi.waitFor(() => expect(session.status()).toEqual({ state: 'offline', waiting: hits, error: null }));
    expect(orcHp(session.snapshot())).toBe(0);
    server.offline = false;
    window.dispatchEvent(new Event('online'));
    await saved(session);
    expect(server.batches.slice(-2)).toEqual([MAX_COMMANDS_PER_SYNC, 50]);
    expect(server.version).toBe(hits);
    expect(server.fight.encounter).toEqual(session.snapshot().encounter);
  });

  it('brings back the kept gestures after a reload and the server applies each once', async () => {
    const server = new SyncTestServer(fight());
    const store = memoryStore();
    server.offline = true;
    const first = await open(server, store);
    first.apply({ type: 'damage', target: 'orc', amount: 5, by: null });
    first.apply({ type: 'damage', target: 'orc', amount: 6, by: null });
    await waitingOffline(first);
    first.close();
    server.offline = false;
    const reloaded = await open(server, store);
    expect(orcHp(reloaded.snapshot())).toBe(189);
    await saved(reloaded);
    expect(serverOrcHp(server)).toBe(189);
    // Opened once more, with the answer lost: nothing is applied twice.
    const again = await open(server, store);
    await saved(again);
    expect(server.version).toBe(2);
  });

  it('keeps a shown gesture through a reload that comes before its IndexedDB write commits, and sends it once', async () => {
    localStorage.clear();
    const server = new SyncTestServer(fight());
    server.offline = true;
    // IndexedDB that never answers: the page goes away before any write of it commits.
    const first = createServerSession({
      encounterId: ENCOUNTER_ID,
      start: server.snapshot(),
      queue: [],
      transport: server.transport(),
      store: indexedDbStore(() => new Promise(() => {})),
      automate: true,
      retryMs: [60_000],
    });
    opened.push(first);
    first.apply({ type: 'damage', target: 'orc', amount: 7, by: null });
    expect(orcHp(first.snapshot())).toBe(193);
    first.close();

    server.offline = false;
    const reloaded = await open(
      server,
      indexedDbStore(() => Promise.reject(new Error('a new page'))),
    );
    expect(orcHp(reloaded.snapshot())).toBe(193);
    await saved(reloaded);
    expect(serverOrcHp(server)).toBe(193);
    expect(server.version).toBe(1);
    // Once the store holds it, nothing is left written ahead to bring back again.
    expect(localStorage.length).toBe(0);
  });

  it('replays its waiting gestures on changes made elsewhere and says so', async () => {
    const server = new SyncTestServer(fight());
    const { here, there, notices } = await crossedGestures(
      server,
      { type: 'damage', target: 'orc', amount: 10, by: null },
      { type: 'damage', target: 'orc', amount: 20, by: null },
    );
    expect(orcHp(here.snapshot())).toBe(170);
    await vi.waitFor(() => expect(orcHp(there.snapshot())).toBe(170));
    expect(serverOrcHp(server)).toBe(170);
    expect(notices).toContainEqual({ kind: 'changed-elsewhere' });
  });

  it('catches up on a version announced while its own answer was on the way, and says Saved only then', async () => {
    const server = new SyncTestServer(fight());
    const here = await open(server);
    const there = await open(server);
    const seen: [string, number | undefined][] = [];
    here.subscribeStatus(() => seen.push([here.status().state, orcHp(here.snapshot())]));
    let deliver = () => {};
    server.answerAfter = new Promise((resolve) => {
      deliver = resolve;
    });
    here.apply({ type: 'damage', target: 'orc', amount: 10, by: null });
    await vi.waitFor(() => expect(server.version).toBe(1));
    server.answerAfter = null;
    there.apply({ type: 'damage', target: 'orc', amount: 20, by: null });
    await saved(there);
    expect(orcHp(there.snapshot())).toBe(170);
    // The other tab's version is announced here while this tab's own answer (version 1) is still coming.
    deliver();
    await vi.waitFor(() => expect(orcHp(here.snapshot())).toBe(170));
    await saved(here);
    expect(seen).toEqual([
      ['saving', 190],
      ['updating', 190],
      ['saved', 170],
    ]);
  });

  it('drops a gesture the server refuses and tells the GM which one and why', async () => {
    const { here, notices } = await crossedGestures(
      new SyncTestServer(fight()),
      { type: 'damage', target: 'orc', amount: 4, by: null },
      { type: 'remove-entity', key: 'orc' },
    );
    expect(orcHp(here.snapshot())).toBeUndefined();
    expect(notices[0]).toMatchObject({
      kind: 'refused',
      entry: { type: 'damage', target_name: 'Orc', amount: 4 },
      error: 'No combatant with key "orc" in this encounter',
    });
  });

  it('stops on a refusal of the whole sync instead of sending it again and again, until the GM retries', async () => {
    const server = new SyncTestServer(fight());
    const notices: SyncNotice[] = [];
    const session = await open(server, memoryStore(), notices, [5]);
    server.refusal = { status: 403, message: 'This encounter is not yours.' };
    session.apply({ type: 'damage', target: 'orc', amount: 3, by: null });
    await vi.waitFor(() =>
      expect(session.status()).toEqual({ state: 'stalled', waiting: 1, error: 'This encounter is not yours.' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(server.batches).toEqual([1]);
    expect(notices).toEqual([{ kind: 'stalled', error: 'This encounter is not yours.' }]);
    server.refusal = null;
    session.retry();
    await saved(session);
    expect(serverOrcHp(server)).toBe(197);
  });

  it('retries by itself while the server cannot be reached', async () => {
    const server = new SyncTestServer(fight());
    server.refusal = { status: 503, message: 'The server ran into a problem. Please try again in a moment.' };
    const session = await open(server, memoryStore(), [], [5]);
    session.apply({ type: 'damage', target: 'orc', amount: 3, by: null });
    await vi.waitFor(() => expect(server.batches.length).toBeGreaterThan(2));
    expect(session.status().state).toBe('offline');
    server.refusal = null;
    await saved(session);
    expect(serverOrcHp(server)).toBe(197);
  });
  it('keeps its copy of the fight once in a while, not after every answer, and a reload offline shows every gesture and counts only the waiting ones', async () => {
    const server = new SyncTestServer(fight());
    const store = memoryStore();
    const confirms = vi.spyOn(store, 'confirm');
    const session = await open(server, store);
    for (let hit = 0; hit < 10; hit++) {
      session.apply({ type: 'damage', target: 'orc', amount: 1, by: null });
      await saved(session);
    }
    expect(server.version).toBe(10);
    expect(confirms).not.toHaveBeenCalled();

    // Offline, the page opens from the browser's older copy and the gestures kept beside it.
    server.offline = true;
    session.apply({ type: 'damage', target: 'orc', amount: 5, by: null });
    await waitingOffline(session);
    const kept = await store.load(ENCOUNTER_ID);
    expect(kept.acknowledged).toHaveLength(10);
    const reloaded = createServerSession({
      encounterId: ENCOUNTER_ID,
      start: kept.snapshot ?? { version: 0, encounter: fight(), log: [] },
      queue: kept.queue,
      acknowledged: kept.acknowledged,
      transport: server.transport(),
      store,
      automate: true,
      retryMs: [60_000],
    });
    opened.push(reloaded);
    expect(orcHp(reloaded.snapshot())).toBe(185);
    expect(reloaded.status()).toMatchObject({ waiting: 1 });
    server.offline = false;
    window.dispatchEvent(new Event('online'));
    await saved(reloaded);
    // What the server had already is answered as seen before, never applied twice.
    expect(server.version).toBe(11);
    expect(serverOrcHp(server)).toBe(185);
  });
});
