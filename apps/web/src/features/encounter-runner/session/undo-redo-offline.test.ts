// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RunnerNotices } from '../runner/RunnerNotices.tsx';
import { undoWithRedo } from '../runner/undo-with-redo.ts';
import { memoryStore } from './command-store.ts';
import { createServerSession, type ServerSession } from './server-session.ts';
import { SyncTestServer } from './sync-test-server.ts';

const ENCOUNTER_ID = '0b5a3c1e-6f2d-4e8a-9c7b-1d2e3f4a5b6c';
const opened: ServerSession[] = [];
afterEach(() => {
  for (const session of opened.splice(0)) session.close();
});

async function open(server: SyncTestServer) {
  const store = memoryStore();
  const { queue, acknowledged } = await store.load(ENCOUNTER_ID);
  const session = createServerSession({
    encounterId: ENCOUNTER_ID,
    start: server.snapshot(),
    queue,
    acknowledged,
    transport: server.transport(),
    store,
    automate: true,
    retryMs: [60_000],
  });
  opened.push(session);
  return session;
}

describe('undo and Redo in a saved encounter', () => {
  it('offline, an undo and its Redo wait in the queue; back online the server holds the undo and the hit again', async () => {
    const server = new SyncTestServer(
      createEncounter([
        createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 }),
        createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13 }),
      ]),
    );
    const session = await open(server);
    session.apply({ type: 'damage', target: 'orc', amount: 9, by: 'barbarian' });
    session.apply({ type: 'heal', target: 'barbarian', amount: 3, by: null });
    await vi.waitFor(() => expect(session.status().state).toBe('saved'));

    server.offline = true;
    render(createElement(MantineProvider, null, createElement(RunnerNotices)));
    act(() => {
      expect(undoWithRedo({ session, report: () => {} }, 0)).toEqual({ ok: true, events: [] });
    });
    expect(findEntity(session.snapshot().encounter, 'orc')?.curHp).toBe(15);
    await userEvent.click(screen.getByRole('button', { name: 'Redo: Barbarian did 9 damage to Orc' }));
    expect(findEntity(session.snapshot().encounter, 'orc')?.curHp).toBe(6);
    await vi.waitFor(() => expect(session.status()).toMatchObject({ state: 'offline', waiting: 2 }));

    server.offline = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(session.status().state).toBe('saved'));
    expect(server.fight.log.map((entry) => entry.type)).toEqual(['heal', 'damage']);
    expect(server.fight.encounter).toEqual(session.snapshot().encounter);
  });
});
