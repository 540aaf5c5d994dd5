import { describe, expect, it } from 'vitest';
import { encountersOf, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { FollowedView, goLive, LiveClient, liveGm, useLiveServer } from './live-test-kit.ts';

const context = useLiveServer();

/** A GM broadcasting a fresh encounter, and where its commands go. */
async function liveFight() {
  const gm = await liveGm(context.app, context.database);
  const encounter = await newEncounter(gm, gm.campaignId);
  await goLive(gm, encounter.id);
  return { gm, encounter, commands: `${encountersOf(gm.campaignId)}/${encounter.id}` };
}

async function follower(target: { userId: string; campaignId?: string; since?: string }) {
  const client = await LiveClient.open(context.url);
  client.send({ type: 'follow', ...target });
  return client;
}

const hpOf = (view: FollowedView, name: string) =>
  Object.values(view.view?.encounter?.entities ?? {}).find((entity) => entity.name === name)?.health;

describe(`following a live campaign, on ${testDatabaseName}`, () => {
  it('sends a snapshot, then one patch per change, the same bytes serialised once for every follower', async () => {
    const { gm, commands } = await liveFight();
    const clients = await Promise.all([1, 2, 3].map(() => follower({ userId: gm.userId, campaignId: gm.campaignId })));
    const views = clients.map(() => new FollowedView());
    for (const [n, client] of clients.entries()) {
      const first = await client.next();
      expect(first.type).toBe('snapshot');
      views[n]?.apply(first);
      expect(views[n]?.view?.encounter?.name).toBe('Ambush at the bridge');
    }
    await context.app.live.idle();
    const framesBefore = context.app.live.frames;
    await sync(gm, commands, 0, [queued({ type: 'damage', target: 'h1', amount: 7, by: null })]);
    for (const [n, client] of clients.entries()) {
      const patch = await client.next();
      expect(patch.type).toBe('patch');
      views[n]?.apply(patch);
      expect(hpOf(views[n] as FollowedView, 'Hero h1')).toEqual({ kind: 'exact', cur: 23, max: 30, temp: 0 });
    }
    await context.app.live.idle();
    expect(context.app.live.frames - framesBefore).toBe(1);
    expect(new Set(clients.map((client) => client.raw.at(-1))).size).toBe(1);
    for (const client of clients) client.close();
  });

  it('resumes with the patches after `since`, sends nothing when up to date, and a snapshot for an unknown version', async () => {
    const { gm, commands } = await liveFight();
    const target = { userId: gm.userId, campaignId: gm.campaignId };
    // The watcher stays, so the channel and its kept patches stay too.
    const watcher = await follower(target);
    const current = new FollowedView();
    current.apply(await watcher.next('snapshot'));
    const leaver = await follower(target);
    const held = new FollowedView();
    held.apply(await leaver.next('snapshot'));
    const since = held.version as string;
    leaver.close();

    await sync(gm, commands, 0, [queued({ type: 'damage', target: 'o1', amount: 3, by: null })]);
    await sync(gm, commands, 1, [queued({ type: 'damage', target: 'h1', amount: 4, by: null })]);
    await current.until(watcher, () => (hpOf(current, 'Hero h1') as { cur: number }).cur === 26);
    await context.app.live.idle();

    const resumed = await follower({ ...target, since });
    const patches = [await resumed.next(), await resumed.next()];
    expect(patches.map((message) => message.type)).toEqual(['patch', 'patch']);
    for (const patch of patches) held.apply(patch);
    expect(held.view).toEqual(current.view);
    expect(held.version).toBe(current.version);

    const upToDate = await follower({ ...target, since: current.version });
    expect(await upToDate.quietFor(300)).toEqual([]);

    const stranger = await follower({ ...target, since: 'another-instance.7' });
    const snapshot = await stranger.next();
    expect(snapshot).toMatchObject({ type: 'snapshot', version: current.version, view: current.view });
    for (const client of [watcher, resumed, upToDate, stranger]) client.close();
  });

  it("moves a user-level follow to the user's live campaign, and says gone when nothing is live", async () => {
    const gm = await liveGm(context.app, context.database);
    const client = await follower({ userId: gm.userId });
    expect((await client.next()).type).toBe('gone');
    await goLive(gm, null);
    const snapshot = await client.next('snapshot');
    expect(snapshot.view).toMatchObject({ live: true, campaign: { id: gm.campaignId, name: 'Curse of Strahd' } });
    const stopped = await gm.request('PUT', '/api/live/broadcast', { campaignId: gm.campaignId, live: false });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect((await client.next('gone')).type).toBe('gone');
    client.close();
  });

  it("sends a shared roll to the live campaign's followers", async () => {
    const { gm } = await liveFight();
    const client = await follower({ userId: gm.userId, campaignId: gm.campaignId });
    await client.next('snapshot');
    const roll = {
      title: 'Longsword',
      expression: '1d20+5',
      total: 17,
      throws: [12],
      advantage: null,
      entityName: null,
    };
    const shared = await gm.post('/api/live/rolls', roll);
    expect(shared.statusCode, shared.body).toBeLessThan(300);
    expect(await client.next('roll')).toEqual({ type: 'roll', roll });
    client.close();
  });

  it('drops a channel when its last socket closes', async () => {
    const { gm } = await liveFight();
    await context.app.live.idle();
    const before = context.app.live.channels;
    const client = await follower({ userId: gm.userId, campaignId: gm.campaignId });
    await client.next('snapshot');
    expect(context.app.live.channels).toBe(before + 1);
    client.close();
    await client.closed;
    await expect.poll(() => context.app.live.channels).toBe(before);
  });
});
