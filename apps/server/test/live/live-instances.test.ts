import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encountersOf, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { createSharedTestDatabase, testDatabaseName } from '../test-database.ts';
import { FollowedView, goLive, LiveClient, liveGm, liveServer } from './live-test-kit.ts';

/** Short, so the test waits it out. */
const GRACE_MS = 400;

let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
let a: { app: FastifyInstance; url: string };
let b: { app: FastifyInstance; url: string };

beforeAll(async () => {
  shared = await createSharedTestDatabase();
  a = await liveServer(shared.first, { broadcastGraceMs: GRACE_MS });
  b = await liveServer(shared.second, { broadcastGraceMs: GRACE_MS });
});
afterAll(async () => {
  await a?.app.close();
  await b?.app.close();
  await shared?.close();
});

describe(`two instances on one database (LISTEN/NOTIFY), on ${testDatabaseName}`, () => {
  it('followers on B get the GM on A’s changes, in order, and the same view as A’s followers', async () => {
    const gm = await liveGm(a.app, shared.first);
    const host = await LiveClient.host(b.url, gm.cookieHeader());
    host.send({ type: 'host' });
    await host.next('broadcast');
    const encounter = await newEncounter(gm, gm.campaignId);
    await goLive(gm, encounter.id);
    // The host socket on B hears the broadcast A changed.
    await expect.poll(async () => (await host.next('broadcast')).broadcast.encounterId).toBe(encounter.id);

    const onB = await Promise.all([1, 2].map(() => LiveClient.open(b.url)));
    for (const client of onB) client.send({ type: 'follow', userId: gm.userId, campaignId: gm.campaignId });
    const views = onB.map(() => new FollowedView());
    for (const [n, client] of onB.entries()) await views[n]?.until(client, (view) => view.encounter !== undefined);

    const url = `${encountersOf(gm.campaignId)}/${encounter.id}`;
    let version = 0;
    for (const amount of [1, 2, 3, 4, 5]) {
      ({ version } = await sync(gm, url, version, [queued({ type: 'damage', target: 'h1', amount, by: null })]));
    }
    const healthOf = (view: FollowedView) =>
      Object.values(view.view?.encounter?.entities ?? {}).find((entity) => entity.name === 'Hero h1')?.health;
    for (const [n, client] of onB.entries()) {
      // FollowedView checks each patch starts where the last one ended: in order, none missing.
      await views[n]?.until(client, () => (healthOf(views[n] as FollowedView) as { cur: number }).cur === 15);
    }
    const onA = await LiveClient.open(a.url);
    onA.send({ type: 'follow', userId: gm.userId, campaignId: gm.campaignId });
    const fromA = new FollowedView();
    fromA.apply(await onA.next('snapshot'));
    expect(views[0]?.view).toEqual(fromA.view);
    expect(views[1]?.view).toEqual(fromA.view);
    for (const client of [...onB, onA, host]) client.close();
  });

  it('a GM who moved from A to B stays online and live when A lets go, past the grace', async () => {
    const gm = await liveGm(a.app, shared.first);
    const onA = await LiveClient.host(a.url, gm.cookieHeader());
    onA.send({ type: 'host' });
    await onA.next('broadcast');
    await goLive(gm, null);
    const onB = await LiveClient.host(b.url, gm.cookieHeader());
    onB.send({ type: 'host' });
    await onB.next('broadcast');
    const fan = await LiveClient.open(b.url);
    fan.send({ type: 'follow', userId: gm.userId, campaignId: gm.campaignId });
    const seen = new FollowedView();
    await seen.until(fan, (view) => view.live);

    onA.close();
    await onA.closed;
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 2.5));
    await a.app.live.idle();
    await b.app.live.idle();
    const state = await gm.get('/api/live/broadcast');
    expect(state.json().broadcast).toMatchObject({ live: true, interrupted: false });
    await seen.until(fan, (view) => view.live && view.presence.online);
    for (const client of [onB, fan]) client.close();
  });
});
