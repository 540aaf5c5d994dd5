import { randomUUID } from 'node:crypto';
import type { FollowerView } from '@skald/contract/live/follower-view';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commitsOn } from '../../src/events/commits.ts';
import { Publisher } from '../../src/events/publisher.ts';
import { liveSecret } from '../../src/modules/live/broadcast-store.ts';
import { BroadcastPlaces } from '../../src/modules/live/encounter-follow.ts';
import type { LiveEvent } from '../../src/modules/live/live-bus.ts';
import { liveBroadcasts } from '../../src/modules/live/live-tables.ts';
import { loadFollowerView } from '../../src/modules/live/projection/load-follower-view.ts';
import { encountersOf, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { adminDatabaseUrl, testDatabaseName } from '../test-database.ts';
import { watchBus } from './broadcast-test-kit.ts';
import { FollowedView, goLive, LiveClient, liveGm, useLiveServer } from './live-test-kit.ts';

type Context = ReturnType<typeof useLiveServer>;

/** A GM broadcasting a fresh fight, already started, and a follower holding its view. */
async function followedFight(context: Context) {
  const gm = await liveGm(context.app, context.database);
  const encounter = await newEncounter(gm, gm.campaignId);
  await goLive(gm, encounter.id);
  const url = `${encountersOf(gm.campaignId)}/${encounter.id}`;
  await sync(gm, url, 0, [queued({ type: 'start' })]);
  const client = await LiveClient.open(context.url);
  client.send({ type: 'follow', userId: gm.userId, campaignId: gm.campaignId });
  const followed = new FollowedView();
  followed.apply(await client.next('snapshot'));
  await context.app.live.idle();
  /** The view as a fresh read of the database makes it. */
  const read = async (): Promise<FollowerView | undefined> => {
    const db = context.database.db;
    const loaded = await loadFollowerView(db, { userId: gm.userId, campaignId: gm.campaignId }, await liveSecret(db));
    return 'view' in loaded ? loaded.view : undefined;
  };
  return { gm, encounterId: encounter.id, url, client, followed, read };
}

/** The versions of `encounterId` the publisher published, in the order it published them. */
const publishedVersions = (events: LiveEvent[], encounterId: string) =>
  events.flatMap((event) => (event.kind === 'encounter' && event.encounterId === encounterId ? [event.version] : []));

const shows = (followed: FollowedView, name: string) =>
  Object.values(followed.view?.encounter?.entities ?? {}).some((entity) => entity.name === name);

describe(`one path after a commit, on ${testDatabaseName}`, () => {
  const context = useLiveServer({}, { settingsMaxAgeMs: 600_000 });
  const events = watchBus();

  it('publishes what a transaction announced only once it committed, and nothing when it rolled back', async () => {
    const heard: string[] = [];
    const publisher = new Publisher<string>();
    publisher.subscribe((event) => heard.push(event));
    const commits = commitsOn(context.database.db, publisher);

    const failing = commits.transaction(async (tx, announce) => {
      announce('rolled back');
      // The database refuses this statement, so the whole transaction rolls back.
      await tx.execute(sql`select 1 / 0`);
    });
    await expect(failing).rejects.toThrow();
    const refused = commits.transaction(async (_tx, announce) => {
      announce('refused');
      throw new Error('a check failed after the announcement');
    });
    await expect(refused).rejects.toThrow('a check failed');
    expect(heard).toEqual([]);

    await commits.transaction(async (tx, announce) => {
      announce('first');
      announce('second');
      await tx.execute(sql`select 1`);
      expect(heard, 'nothing is heard before the commit').toEqual([]);
    });
    expect(heard).toEqual(['first', 'second']);
  });

  it('announces nothing for a write the server refused after it began', async () => {
    const { gm, url, client } = await followedFight(context);
    events.length = 0;
    const gone = await gm.request('DELETE', `${encountersOf(gm.campaignId)}/${randomUUID()}`);
    expect(gone.statusCode).toBe(404);
    const refused = await sync(gm, url, 1, [queued({ type: 'damage', target: 'nobody', amount: 3, by: null })]);
    expect(refused.outcomes[0]?.outcome).toBe('refused');
    await context.app.live.idle();
    expect(events.filter((event) => event.kind === 'encounter' || event.kind === 'campaign')).toEqual([]);
    expect(await client.quietFor(100)).toEqual([]);
    client.close();
  });

  it('brings the events of two commits to a follower in commit order', async () => {
    const { gm, encounterId, url, client, followed } = await followedFight(context);
    events.length = 0;
    // Each sync once the frame before it arrived: two commits close together may fold into one frame, and a
    // hiding undone at once into none (the follower's view is the same), which is right but proves no order.
    await sync(gm, url, 1, [queued({ type: 'set-hidden', key: 'o2', hidden: true })]);
    followed.apply(await client.next('patch'));
    expect(shows(followed, 'Orc o2')).toBe(false);
    await sync(gm, url, 2, [queued({ type: 'set-hidden', key: 'o2', hidden: false })]);
    followed.apply(await client.next('patch'));
    expect(shows(followed, 'Orc o2')).toBe(true);
    expect(publishedVersions(events, encounterId)).toEqual([2, 3]);
    client.close();
  });

  it('folds a burst of 20 commands within 100 ms into few frames, each newer than the last', async () => {
    const { gm, encounterId, url, client, followed, read } = await followedFight(context);
    events.length = 0;
    const framesBefore = context.app.live.frames;
    // Twenty one-command syncs, 5 ms apart, as a GM's quick gestures arrive.
    const sent: Promise<unknown>[] = [];
    for (let n = 0; n < 20; n += 1) {
      sent.push(sync(gm, url, 1, [queued({ type: 'damage', target: 'o1', amount: 1, by: null })]));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(sent);
    await context.app.live.idle();
    const frames = context.app.live.frames - framesBefore;
    const versions = publishedVersions(events, encounterId);
    expect(versions).toEqual(Array.from({ length: 20 }, (_, n) => n + 2));
    console.info(`a burst of 20 commands reached the follower as ${frames} frames`);
    expect(frames).toBeGreaterThan(0);
    expect(frames).toBeLessThanOrEqual(8);
    // Every frame starts where the follower is (FollowedView checks), and the last shows all twenty.
    for (let n = 0; n < frames; n += 1) followed.apply(await client.next('patch'));
    expect(followed.view).toEqual(await read());
    client.close();
  });
});

describe(`the broadcast's place, remembered, on ${testDatabaseName}`, () => {
  const context = useLiveServer();

  it('moves the broadcast to the run encounter, and reads or writes nothing for a command where it already is', async () => {
    const gm = await liveGm(context.app, context.database);
    const shown = await newEncounter(gm, gm.campaignId);
    const other = await newEncounter(gm, gm.campaignId);
    await goLive(gm, shown.id);
    const db = context.database.db;
    const places = new BroadcastPlaces(db);
    expect(await places.move(gm.userId, gm.campaignId, shown.id)).toBe(false);
    expect(await places.move(gm.userId, gm.campaignId, other.id)).toBe(true);
    // Behind its back (no event), the row goes elsewhere: what it remembers answers, with no query.
    await db.update(liveBroadcasts).set({ encounterId: shown.id }).where(eq(liveBroadcasts.userId, gm.userId));
    expect(await places.move(gm.userId, gm.campaignId, other.id)).toBe(false);
    // An announced change is forgotten: the next command reads the row again and moves it.
    places.forget({ kind: 'broadcast', userId: gm.userId });
    expect(await places.move(gm.userId, gm.campaignId, other.id)).toBe(true);
    // A command on another campaign's encounter never moves it.
    expect(await places.move(gm.userId, randomUUID(), shown.id)).toBe(false);
  });
});

describe.runIf(adminDatabaseUrl)('one path after a commit, racing, on PostgreSQL', () => {
  const context = useLiveServer({}, { settingsMaxAgeMs: 600_000 });
  const events = watchBus();

  it('publishes racing commits on one encounter in commit order, and the follower ends on the last', async () => {
    const { gm, encounterId, url, client, followed, read } = await followedFight(context);
    events.length = 0;
    // Ten syncs at once: the encounter's row lock puts them in some order; their versions are that order.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () =>
        sync(gm, url, 1, [queued({ type: 'damage', target: 'o1', amount: 1, by: null })]),
      ),
    );
    const committed = outcomes.map((outcome) => outcome.outcomes[0]?.version).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(committed).toEqual(Array.from({ length: 10 }, (_, n) => n + 2));
    expect(publishedVersions(events, encounterId)).toEqual(committed);
    await context.app.live.idle();
    const last = JSON.stringify(await read());
    await followed.until(client, (view) => JSON.stringify(view) === last);
    client.close();
  });
});
