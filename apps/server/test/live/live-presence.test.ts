import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { FollowedView, goLive, LiveClient, liveGm, useLiveServer } from './live-test-kit.ts';

/** Short, so the test waits it out; long enough that a quick reconnect beats it. */
const GRACE_MS = 600;

const context = useLiveServer({ broadcastGraceMs: GRACE_MS });

async function hostSocket(cookie: string): Promise<LiveClient> {
  const host = await LiveClient.host(context.url, cookie);
  host.send({ type: 'host' });
  return host;
}

async function closeAndWait(client: LiveClient): Promise<void> {
  client.close();
  await client.closed;
}

describe(`the GM's presence and the grace, on ${testDatabaseName}`, () => {
  it('a blip under the grace changes only presence; a longer drop interrupts, told to the host on return', async () => {
    const gm = await liveGm(context.app, context.database);
    const host = await hostSocket(gm.cookieHeader());
    expect((await host.next('broadcast')).broadcast.live).toBe(false);
    await goLive(gm, null);
    await expect.poll(async () => (await host.next('broadcast')).broadcast.live).toBe(true);

    const fan = await LiveClient.open(context.url);
    fan.send({ type: 'follow', userId: gm.userId, campaignId: gm.campaignId });
    const seen = new FollowedView();
    await seen.until(fan, (view) => view.live && view.presence.online);

    // A blip: gone and back within the grace.
    await closeAndWait(host);
    await seen.until(fan, (view) => !view.presence.online);
    expect(seen.view?.live).toBe(true);
    const back = await hostSocket(gm.cookieHeader());
    expect((await back.next('broadcast')).broadcast).toMatchObject({ live: true, interrupted: false });
    await seen.until(fan, (view) => view.presence.online);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 1.5));
    await context.app.live.idle();
    expect(seen.view?.live).toBe(true);

    // A drop longer than the grace.
    await closeAndWait(back);
    await seen.until(fan, (view) => !view.live, GRACE_MS * 10);
    const returned = await hostSocket(gm.cookieHeader());
    expect((await returned.next('broadcast')).broadcast).toMatchObject({ live: false, interrupted: true });
    returned.close();
    fan.close();
  });

  it("a second tab of the GM keeps them online when the first closes, and hears the broadcast's changes", async () => {
    const gm = await liveGm(context.app, context.database);
    const first = await hostSocket(gm.cookieHeader());
    const second = await hostSocket(gm.cookieHeader());
    await first.next('broadcast');
    await second.next('broadcast');
    await closeAndWait(first);
    await goLive(gm, null);
    await expect.poll(async () => (await second.next('broadcast')).broadcast.live).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, GRACE_MS * 1.5));
    await context.app.live.idle();
    const state = await gm.get('/api/live/broadcast');
    expect(state.json().broadcast).toMatchObject({ live: true, interrupted: false });
    second.close();
  });
});
