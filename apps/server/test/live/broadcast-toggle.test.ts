import { BROADCAST_REFUSALS } from '@skald/contract/live/broadcast-routes';
import { UNKNOWN_CREATURE_NAME } from '@skald/rules/encounter/follower-visibility';
import { describe, expect, it } from 'vitest';
import { interruptBroadcast } from '../../src/modules/live/broadcast-store.ts';
import { followRunEncounter } from '../../src/modules/live/encounter-follow.ts';
import { encountersOf, newCampaign, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { campaignPlayer, goLive, liveEncounter, ownBroadcast, watchBus } from './broadcast-test-kit.ts';

const context = useLibraryApp();
const events = watchBus();

describe(`the GM's broadcast on ${testDatabaseName}`, () => {
  it('starts and stops one campaign at a time, announcing each change', async () => {
    const gm = await newUser(context.app, context.database);
    const first = await newCampaign(gm, 'First');
    const second = await newCampaign(gm, 'Second');
    const started = await goLive(gm, first);
    expect(started.json()).toEqual({
      userId: gm.userId,
      broadcast: { live: true, campaignId: first, encounterId: null, interrupted: false },
    });
    await goLive(gm, second);
    expect(await ownBroadcast(gm)).toMatchObject({ live: true, campaignId: second });
    // Stopping a campaign that is not the live one leaves the live one alone.
    await goLive(gm, first, false);
    expect(await ownBroadcast(gm)).toMatchObject({ live: true, campaignId: second });
    await goLive(gm, second, false);
    expect(await ownBroadcast(gm)).toEqual({ live: false, campaignId: null, encounterId: null, interrupted: false });
    expect(events.filter((event) => event.kind === 'broadcast')).toHaveLength(3);
  });

  it('refuses a private campaign, and another user’s campaign as if it did not exist', async () => {
    const gm = await newUser(context.app, context.database);
    const other = await newUser(context.app, context.database);
    const secret = (await gm.post('/api/library/campaigns', { name: 'Secret', private: true })).json().id;
    const refused = await goLive(gm, secret);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BROADCAST_REFUSALS.privateCampaign);
    expect((await goLive(other, secret)).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/api/live/broadcast' })).statusCode).toBe(401);
    expect(events).toEqual([]);
  });

  it('continues an interrupted broadcast on its encounter, or stops it, clearing the question either way', async () => {
    const gm = await newUser(context.app, context.database);
    const { campaignId, encounterId } = await liveEncounter(gm);
    expect(await interruptBroadcast(context.database.db, gm.userId)).toBe(true);
    expect(await ownBroadcast(gm)).toEqual({ live: false, campaignId, encounterId, interrupted: true });
    await goLive(gm, campaignId);
    expect(await ownBroadcast(gm)).toEqual({ live: true, campaignId, encounterId, interrupted: false });
    await interruptBroadcast(context.database.db, gm.userId);
    await goLive(gm, campaignId, false);
    expect(await ownBroadcast(gm)).toMatchObject({ live: false, interrupted: false });
  });

  it('chooses an encounter of the live campaign only, and follows the one the GM runs', async () => {
    const gm = await newUser(context.app, context.database);
    const notLive = await gm.request('PUT', '/api/live/broadcast/encounter', { encounterId: null });
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json().message).toBe(BROADCAST_REFUSALS.notLive);
    const { campaignId, encounterId } = await liveEncounter(gm);
    const elsewhereCampaign = await newCampaign(gm, 'Elsewhere');
    const elsewhere = await newEncounter(gm, elsewhereCampaign);
    const refused = await gm.request('PUT', '/api/live/broadcast/encounter', { encounterId: elsewhere.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BROADCAST_REFUSALS.encounterElsewhere);
    const next = await newEncounter(gm, campaignId);
    events.length = 0;
    await sync(gm, `${encountersOf(campaignId)}/${next.id}`, 0, [queued({ type: 'start' })]);
    await expect.poll(async () => (await ownBroadcast(gm)).encounterId).toBe(next.id);
    expect(events).toContainEqual({ kind: 'broadcast', userId: gm.userId });
    // A command on an encounter of another campaign leaves the broadcast where it is.
    expect(await followRunEncounter(context.database.db, elsewhere.id)).toBeNull();
    expect(await followRunEncounter(context.database.db, next.id)).toBeNull();
    expect(await followRunEncounter(context.database.db, encounterId)).toBe(gm.userId);
    expect((await ownBroadcast(gm)).encounterId).toBe(encounterId);
    await followRunEncounter(context.database.db, next.id);
    // Deleting the watched encounter sends followers back to the overview.
    expect((await gm.request('DELETE', `${encountersOf(campaignId)}/${next.id}`)).statusCode).toBe(204);
    expect(await ownBroadcast(gm)).toMatchObject({ live: true, encounterId: null });
  });

  it('announces a campaign saved or deleted, and deleting the live campaign ends its broadcast', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    await goLive(gm, campaignId);
    events.length = 0;
    expect((await gm.request('PUT', `/api/library/campaigns/${campaignId}`, { name: 'Renamed' })).statusCode).toBe(200);
    expect(events).toEqual([{ kind: 'campaign', campaignId, userId: gm.userId }]);
    expect((await gm.request('DELETE', `/api/library/campaigns/${campaignId}`)).statusCode).toBe(204);
    // The deleted campaign took the broadcast with it: its event names the owner, whose broadcast is read again.
    expect(events).toEqual([
      { kind: 'campaign', campaignId, userId: gm.userId },
      { kind: 'campaign', campaignId, userId: gm.userId, deleted: true },
    ]);
    expect(await ownBroadcast(gm)).toMatchObject({ live: false, campaignId: null });
  });

  it('announces a player saved as their campaign', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const playerId = await campaignPlayer(gm, campaignId, 'Aria');
    const loose = (await gm.post('/api/library/players', { character_name: 'Loner' })).json().id;
    events.length = 0;
    // The player outside any campaign goes first: by the time Aria's announcement arrives, its lookup is done.
    const alone = await gm.request('PUT', `/api/library/players/${loose}`, { character_name: 'Still alone' });
    expect(alone.statusCode).toBe(200);
    const saved = await gm.request('PUT', `/api/library/players/${playerId}`, {
      character_name: 'Aria the Bold',
      campaign_id: campaignId,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect.poll(() => events.length).toBe(1);
    expect(events).toEqual([{ kind: 'campaign', campaignId, userId: gm.userId }]);
  });

  it('shares a roll only while live, never naming a combatant followers may not see', async () => {
    const gm = await newUser(context.app, context.database);
    const roll = {
      title: 'Longsword',
      expression: '1d20+5',
      total: 17,
      throws: [12],
      advantage: null,
      entityName: null,
    };
    const refused = await gm.post('/api/live/rolls', roll);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(BROADCAST_REFUSALS.notLive);
    const { url } = await liveEncounter(gm);
    await sync(gm, url, 0, [
      queued({ type: 'set-hidden', key: 'o2', hidden: true }),
      queued({ type: 'set-follower-visibility', key: 'o1', visibility: { name: false } }),
    ]);
    const said = async (entityName: string | null) => {
      events.length = 0;
      expect((await gm.post('/api/live/rolls', { ...roll, entityName })).statusCode).toBe(204);
      return events.flatMap((event) => (event.kind === 'roll' ? [event.roll.entityName] : []));
    };
    expect(await said(null)).toEqual([null]);
    expect(await said('Hero h1')).toEqual(['Hero h1']);
    expect(await said('Orc o1')).toEqual([UNKNOWN_CREATURE_NAME]);
    expect(await said('Orc o2')).toEqual([null]);
    expect(await said('Wild magic')).toEqual(['Wild magic']);
  });
});
