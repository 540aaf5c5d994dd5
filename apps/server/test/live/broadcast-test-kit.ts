import { afterEach, beforeEach, expect, vi } from 'vitest';
import { Publisher } from '../../src/events/publisher.ts';
import type { LiveBus, LiveEvent } from '../../src/modules/live/live-bus.ts';
import type { Browser } from '../accounts/account-test-app.ts';
import { encountersOf, newCampaign, newEncounter } from '../encounters/encounter-test-helpers.ts';

/** Every event the server's publisher published during a test, in order; they still reach the listeners. */
export function watchBus(): LiveEvent[] {
  const events: LiveEvent[] = [];
  const publish = Publisher.prototype.publish;
  beforeEach(() => {
    events.length = 0;
    vi.spyOn(Publisher.prototype, 'publish').mockImplementation(function (this: LiveBus, event: LiveEvent) {
      events.push(event);
      publish.call(this, event);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return events;
}

/** The GM's own broadcast, as the own route answers it. */
export async function ownBroadcast(gm: Browser) {
  const response = await gm.get('/api/live/broadcast');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().broadcast;
}

export async function goLive(gm: Browser, campaignId: string, live = true) {
  return gm.request('PUT', '/api/live/broadcast', { campaignId, live });
}

/** A campaign with one encounter, live on it. */
export async function liveEncounter(gm: Browser) {
  const campaignId = await newCampaign(gm);
  const encounter = await newEncounter(gm, campaignId);
  expect((await goLive(gm, campaignId)).statusCode).toBe(200);
  const chosen = await gm.request('PUT', '/api/live/broadcast/encounter', { encounterId: encounter.id });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { campaignId, encounterId: encounter.id as string, url: `${encountersOf(campaignId)}/${encounter.id}` };
}

/** A player of the GM's in the campaign, controlled by `controller` when given. */
export async function campaignPlayer(gm: Browser, campaignId: string, name: string, controller?: { email: string }) {
  const created = await gm.post('/api/library/players', { character_name: name, level: 3, maxHp: 30, ac: 15 });
  expect(created.statusCode, created.body).toBe(201);
  const playerId = created.json().id as string;
  const campaign = (await gm.get(`/api/library/campaigns/${campaignId}`)).json();
  const { id: _id, created: _created, updated: _updated, ...record } = campaign;
  const saved = await gm.request('PUT', `/api/library/campaigns/${campaignId}`, {
    ...record,
    players: { ...record.players, [playerId]: {} },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  if (controller) {
    const given = await gm.request('PUT', `/api/library/players/${playerId}/control`, { user: controller.email });
    expect(given.statusCode, given.body).toBe(200);
  }
  return playerId;
}
