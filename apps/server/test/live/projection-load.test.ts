import { BROADCAST_REFUSALS } from '@skald/contract/live/broadcast-routes';
import { describe, expect, it } from 'vitest';
import { liveSecret, writeBroadcast } from '../../src/modules/live/broadcast-store.ts';
import { loadFollowerView, NOT_BROADCASTING_NOW } from '../../src/modules/live/projection/load-follower-view.ts';
import { hero, newCampaign, newEncounter, orc, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { campaignPlayer, goLive, liveEncounter } from './broadcast-test-kit.ts';

const context = useLibraryApp();
const load = async (target: { userId: string; campaignId?: string }) =>
  loadFollowerView(context.database.db, target, await liveSecret(context.database.db));

describe(`loading a follower view on ${testDatabaseName}`, () => {
  it('answers gone for a user not broadcasting, a private campaign and another user’s campaign alike', async () => {
    const gm = await newUser(context.app, context.database);
    const other = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const secret = (await gm.post('/api/library/campaigns', { name: 'Secret', private: true })).json().id;
    expect(await load({ userId: gm.userId })).toEqual({ gone: NOT_BROADCASTING_NOW });
    expect(await load({ userId: gm.userId, campaignId: secret })).toEqual({ gone: BROADCAST_REFUSALS.notFound });
    expect(await load({ userId: other.userId, campaignId })).toEqual({ gone: BROADCAST_REFUSALS.notFound });
    const overview = await load({ userId: gm.userId, campaignId });
    expect(overview).toMatchObject({ campaignId, encounterId: null, view: { live: false } });
    expect(JSON.stringify('view' in overview && overview.view)).not.toContain('null');
  });

  it('follows the live campaign’s encounter without its hidden combatants, then shows the rewards', async () => {
    const gm = await newUser(context.app, context.database);
    const { campaignId, encounterId, url } = await liveEncounter(gm);
    const aria = await campaignPlayer(gm, campaignId, 'Aria');
    await sync(gm, url, 0, [
      queued({ type: 'add-entity', entity: orc('ambusher', { name: 'Ambusher', hidden: true }) }),
      queued({ type: 'start' }),
    ]);
    const loaded = await load({ userId: gm.userId });
    if ('gone' in loaded) throw new Error(loaded.gone);
    expect(loaded).toMatchObject({ campaignId, encounterId, view: { live: true } });
    const names = Object.values(loaded.view.encounter?.entities ?? {}).map((entity) => entity.name);
    expect(names.sort()).toEqual(['Hero h1', 'Orc o1', 'Orc o2']);
    expect(JSON.stringify(loaded)).not.toContain('Ambusher');
    expect(loaded.view.campaign).not.toHaveProperty('party');
    // The party fells all three orcs, the hidden one too, before the fight ends: only the defeated earn experience.
    await sync(gm, url, 2, [
      ...['o1', 'o2', 'ambusher'].map((target) => queued({ type: 'damage', target, amount: 15, by: 'h1' })),
      queued({ type: 'finish' }),
    ]);
    const awarded = await gm.post(`${url}/award`, { players: [aria], xp: true, currency: true });
    expect(awarded.statusCode, awarded.body).toBe(200);
    const after = await load({ userId: gm.userId, campaignId });
    expect('view' in after && after.view.encounter?.rewards).toEqual({
      // Three orcs of challenge 1/2, the hidden one included: 300 experience, all Aria's.
      xpEach: 300,
      players: ['Aria'],
      currency: { pp: 0, gp: 0, sp: 0, cp: 0 },
      items: [],
    });
    await goLive(gm, campaignId, false);
    expect(await load({ userId: gm.userId })).toEqual({ gone: NOT_BROADCASTING_NOW });
    const stopped = await load({ userId: gm.userId, campaignId });
    expect('view' in stopped && stopped.view).not.toHaveProperty('encounter');
    expect('view' in stopped && stopped.view.campaign.party).toEqual([
      { name: 'Aria', level: 3, health: { kind: 'exact', cur: 30, max: 30, temp: 0 }, ac: 15, dead: false },
    ]);
  });

  it('shows followers the weather the GM saved in the builder, and none while the encounter has none', async () => {
    const gm = await newUser(context.app, context.database);
    const { url } = await liveEncounter(gm);
    const plain = await load({ userId: gm.userId });
    expect('view' in plain && plain.view.encounter).not.toHaveProperty('weather');
    const { version } = (await gm.get(url)).json();
    const saved = await gm.request('PUT', url, {
      version,
      name: 'Ambush at the bridge',
      entities: [orc('o1'), orc('o2'), hero('h1')],
      weather: { rain: 3, fog: 1 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stormy = await load({ userId: gm.userId });
    expect('view' in stormy && stormy.view.encounter?.weather).toEqual({ rain: 3, fog: 1 });
  });

  it('does not show an encounter of another campaign even if the broadcast row names it', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    await goLive(gm, campaignId);
    const elsewhere = await newEncounter(gm, await newCampaign(gm, 'Elsewhere'));
    await writeBroadcast(context.database.db, gm.userId, { encounterId: elsewhere.id });
    const loaded = await load({ userId: gm.userId });
    expect(loaded).toMatchObject({ campaignId, encounterId: null });
    expect('view' in loaded && loaded.view).not.toHaveProperty('encounter');
  });
});
