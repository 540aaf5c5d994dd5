import { BROADCAST_REFUSALS } from '@skald/contract/live/broadcast-routes';
import { describe, expect, it } from 'vitest';
import { newCampaign } from '../encounters/encounter-test-helpers.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { campaignPlayer, goLive } from './broadcast-test-kit.ts';

const context = useLibraryApp();
const anonymous = (url: string) => context.app.inject({ method: 'GET', url });

describe(`follow pages and following on ${testDatabaseName}`, () => {
  it('lists a user’s non-private campaigns, the live one and the visitor’s follows marked', async () => {
    const gm = await newUser(context.app, context.database);
    const visitor = await newUser(context.app, context.database, { label: 'fan' });
    expect((await gm.request('PUT', '/api/me/username', { username: `gm${Date.now()}` })).statusCode).toBe(200);
    const open = await newCampaign(gm, 'Barovia');
    await gm.post('/api/library/campaigns', { name: 'Hidden plot', private: true });
    await goLive(gm, open);
    expect((await visitor.request('PUT', `/api/me/followed/${open}`)).statusCode).toBe(204);
    const page = (await visitor.get(`/api/live/users/${gm.userId}`)).json();
    expect(page).toMatchObject({ userId: gm.userId, signedIn: true });
    expect(page.owner).toMatch(/^gm\d+$/);
    expect(page.campaigns).toEqual([
      { id: open, name: 'Barovia', background: '', player_count: 0, live: true, following: true },
    ]);
    const seen = (await anonymous(`/api/live/users/${gm.userId}`)).json();
    expect(seen).toMatchObject({ signedIn: false, campaigns: [{ id: open, following: false }] });
    const nobody = await anonymous('/api/live/users/00000000-0000-4000-8000-000000000000');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(BROADCAST_REFUSALS.noSuchUser);
  });

  it('reads one campaign with the players the visitor controls; private and other users’ are 404', async () => {
    const gm = await newUser(context.app, context.database);
    const friend = await newUser(context.app, context.database, { label: 'friend' });
    const campaignId = await newCampaign(gm);
    const playerId = await campaignPlayer(gm, campaignId, 'Aria', friend);
    await campaignPlayer(gm, campaignId, 'Borin');
    const read = (await friend.get(`/api/live/users/${gm.userId}/campaigns/${campaignId}`)).json();
    expect(read.controlled).toEqual([{ playerId, name: 'Aria' }]);
    expect(read.campaign).toMatchObject({ id: campaignId, player_count: 2, live: false, following: false });
    expect((await anonymous(`/api/live/users/${gm.userId}/campaigns/${campaignId}`)).json().controlled).toEqual([]);
    const secret = (await gm.post('/api/library/campaigns', { name: 'Secret', private: true })).json().id;
    for (const url of [
      `/api/live/users/${gm.userId}/campaigns/${secret}`,
      `/api/live/users/${friend.userId}/campaigns/${campaignId}`,
    ]) {
      const refused = await friend.get(url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(BROADCAST_REFUSALS.notFound);
    }
  });

  it('follows idempotently, never one’s own or a private campaign, and unfollows', async () => {
    const gm = await newUser(context.app, context.database);
    const fan = await newUser(context.app, context.database, { label: 'fan' });
    const campaignId = await newCampaign(gm);
    const secret = (await gm.post('/api/library/campaigns', { name: 'Secret', private: true })).json().id;
    expect((await fan.request('PUT', `/api/me/followed/${campaignId}`)).statusCode).toBe(204);
    expect((await fan.request('PUT', `/api/me/followed/${campaignId}`)).statusCode).toBe(204);
    const followed = (await fan.get('/api/me/followed')).json();
    expect(followed.campaigns.map((campaign: { id: string }) => campaign.id)).toEqual([campaignId]);
    const own = await gm.request('PUT', `/api/me/followed/${campaignId}`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(BROADCAST_REFUSALS.ownCampaign);
    const hidden = await fan.request('PUT', `/api/me/followed/${secret}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(BROADCAST_REFUSALS.notFound);
    expect((await fan.request('DELETE', `/api/me/followed/${campaignId}`)).statusCode).toBe(204);
    expect((await fan.request('DELETE', `/api/me/followed/${campaignId}`)).statusCode).toBe(204);
    expect((await fan.get('/api/me/followed')).json().campaigns).toEqual([]);
  });
});
