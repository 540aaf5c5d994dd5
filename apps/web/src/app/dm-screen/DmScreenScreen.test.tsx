// @vitest-environment jsdom
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_STORAGE_KEY } from '../../features/encounter-runner/demo/demo-session.ts';
import { STORED_ENCOUNTER_FORMAT } from '../../features/encounter-runner/session/stored-encounter.ts';
import { readRunningEncounter, rememberRunningEncounter } from '../../lib/encounter/running-encounter.ts';
import { fakeServer, sessionAnswer } from '../../lib/testing/fake-server.ts';
import { renderScreen, SCREEN_TEST } from '../../lib/testing/render-screen.tsx';
import { DmScreenScreen } from './DmScreenScreen.tsx';

const CAMPAIGN = '5d1c7a7e-58f4-4d6f-9c43-3c1c5f0f6a01';
const ENCOUNTER = '9a0e5a55-2d7e-4b0c-8f3b-1f1f3c0e9b02';
const SNAPSHOT = `GET /api/library/campaigns/${CAMPAIGN}/encounters/${ENCOUNTER}/snapshot`;
const NO_SAVED_SCREEN = { 'GET /api/me/dm-screen': { body: { screen: null } } };

function fight(name: string, ogreHp: number) {
  const entities = [
    createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 59, ac: 11, initiative: 8, curHp: ogreHp }),
    createEntity({ key: 'kael', name: 'Kael', entityType: 'player', maxHp: 30, ac: 16, initiative: 17 }),
    createEntity({ key: 'mira', name: 'Mira', entityType: 'player', maxHp: 24, ac: 13, initiative: 12 }),
  ];
  return { ...createEncounter(entities, name), round: 2, turn: 2, currentKey: 'mira' };
}

/** The browser's EventSource, as the server's version announcements reach it; jsdom has none. */
class FakeEventSource extends EventTarget {
  static opened: FakeEventSource[] = [];
  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }
  close() {}
}

const initiativeRows = () =>
  within(screen.getByRole('listitem', { name: 'Initiative' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

const show = () => renderScreen('/tools/dm-screen', { '/tools/dm-screen': <DmScreenScreen /> });

beforeEach(() => {
  localStorage.clear();
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => localStorage.clear());

describe('the DM screen’s initiative panel', SCREEN_TEST, () => {
  it('shows a visitor the demo fight kept in this browser, in turn order with whose turn it is', async () => {
    fakeServer({ 'GET /api/auth/session': sessionAnswer(null) });
    const kept = { format: STORED_ENCOUNTER_FORMAT, encounter: fight('Demo fight', 40), log: [] };
    localStorage.setItem(DEMO_STORAGE_KEY, JSON.stringify(kept));
    show();
    expect(await screen.findByRole('link', { name: 'Demo fight' })).toHaveAttribute('href', '/demo/run-encounter');
    expect(initiativeRows()).toEqual(['17Kael30/3016', '12Current turn: Mira24/2413', '8Ogre40/5911']);
    expect(screen.getByText('Round 2 · Demo')).toBeTruthy();
  });

  it('tells a visitor with no demo how to start one', async () => {
    fakeServer({ 'GET /api/auth/session': sessionAnswer(null) });
    show();
    const panel = await screen.findByRole('listitem', { name: 'Initiative' });
    expect(await within(panel).findByRole('link', { name: 'demo encounter' })).toHaveAttribute('href', '/demo');
  });

  it('signed in, follows the encounter last run here and reads it again at each version the server announces', async () => {
    rememberRunningEncounter({ campaignId: CAMPAIGN, encounterId: ENCOUNTER });
    const server = fakeServer({
      ...NO_SAVED_SCREEN,
      [SNAPSHOT]: { body: { version: 3, encounter: fight('Bridge ambush', 59), log: [] } },
    });
    show();
    expect(await screen.findByRole('link', { name: 'Bridge ambush' })).toHaveAttribute(
      'href',
      `/run-encounter/${CAMPAIGN}/${ENCOUNTER}`,
    );
    expect(initiativeRows().at(-1)).toBe('8Ogre59/5911');

    server.answer(SNAPSHOT, { body: { version: 4, encounter: fight('Bridge ambush', 21), log: [] } });
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(FakeEventSource.opened[0]?.url).toContain(`/encounters/${ENCOUNTER}/events`);
    FakeEventSource.opened[0]?.dispatchEvent(new MessageEvent('version', { data: '{"version":4}' }));
    await waitFor(() => expect(initiativeRows().at(-1)).toBe('8Ogre21/5911'));
  });

  it('signed in, forgets an encounter that is gone and says how to run one, here or from any device', async () => {
    rememberRunningEncounter({ campaignId: CAMPAIGN, encounterId: ENCOUNTER });
    fakeServer({ ...NO_SAVED_SCREEN, [SNAPSHOT]: { status: 404, body: { statusCode: 404, message: 'Not found.' } } });
    show();
    const panel = await screen.findByRole('listitem', { name: 'Initiative' });
    // Another device's fight shows only when broadcast: the panel must not claim none runs anywhere.
    expect(await within(panel).findByText(/No encounter is running in this browser\./)).toBeTruthy();
    expect(panel).toHaveTextContent('go live with it and it shows here on any device');
    expect(readRunningEncounter()).toBeNull();
  });
});
