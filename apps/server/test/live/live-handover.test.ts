import type { QueuedCommand } from '@skald/contract/library/encounter-sync';
import type { FollowerView } from '@skald/contract/live/follower-view';
import { DEFAULT_FOLLOWER_VISIBILITY } from '@skald/rules/encounter/follower-visibility';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CommittedEncounter } from '../../src/modules/encounters/encounter-versions.ts';
import { liveSecret } from '../../src/modules/live/broadcast-store.ts';
import { encodeNote } from '../../src/modules/live/hub/live-notes.ts';
import { loadFollowerView } from '../../src/modules/live/projection/load-follower-view.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { encountersOf, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { FollowedView, goLive, LiveClient, liveGm, useLiveServer } from './live-test-kit.ts';

type Context = ReturnType<typeof useLiveServer>;

/** A GM broadcasting a fresh encounter, a follower holding its view, and a way to send commands. */
async function followedFight(context: Context) {
  const gm = await liveGm(context.app, context.database);
  const encounter = await newEncounter(gm, gm.campaignId);
  await goLive(gm, encounter.id);
  const client = await LiveClient.open(context.url);
  const target = { userId: gm.userId, campaignId: gm.campaignId };
  client.send({ type: 'follow', ...target });
  const followed = new FollowedView();
  followed.apply(await client.next('snapshot'));
  await context.app.live.idle();
  let version = 0;
  const url = `${encountersOf(gm.campaignId)}/${encounter.id}`;
  return {
    gm,
    client,
    followed,
    /** Sends the commands, then reads the patches they make (each command's commit is announced; a burst folds). */
    async command(...commands: QueuedCommand[]) {
      const frames = context.app.live.frames;
      ({ version } = await sync(gm, url, version, commands));
      await context.app.live.idle();
      for (let n = context.app.live.frames - frames; n > 0; n -= 1) followed.apply(await client.next('patch'));
    },
    /** The view as a fresh read of the database makes it. */
    async read(): Promise<FollowerView | undefined> {
      const db = context.database.db;
      const loaded = await loadFollowerView(db, target, await liveSecret(db));
      return 'view' in loaded ? loaded.view : undefined;
    },
  };
}

const orcHealth = (view: FollowerView | undefined) =>
  Object.values(view?.encounter?.entities ?? {}).find((entity) => entity.name === 'Orc o1')?.health;

describe(`a command committed on this instance reaches its followers without a read, on ${testDatabaseName}`, () => {
  const context = useLiveServer({}, { settingsMaxAgeMs: 600_000 });

  it('shows each command from the committed row, the same view a fresh read gives', async () => {
    const fight = await followedFight(context);
    const reads = context.app.live.reads;
    await fight.command(queued({ type: 'start' }));
    await fight.command(queued({ type: 'damage', target: 'h1', amount: 7, by: null }));
    await fight.command(queued({ type: 'damage', target: 'o1', amount: 5, by: null }), queued({ type: 'next-turn' }));
    await fight.command(queued({ type: 'set-hidden', key: 'o2', hidden: true }));
    // Stored as jsonb, the conditions come back in its key order (blinded first), and so must the view.
    await fight.command(
      queued({ type: 'add-condition', key: 'h1', condition: 'poisoned' }),
      queued({ type: 'add-condition', key: 'h1', condition: 'blinded' }),
    );
    expect(context.app.live.reads).toBe(reads);
    expect(fight.followed.view).toEqual(await fight.read());
    expect(JSON.stringify(fight.followed.view)).not.toContain('Orc o2');
    expect(fight.client.raw.slice(-2).join('\n')).not.toContain('Orc o2');
    fight.client.close();
  });

  it('reads again once the campaign’s visibility or the broadcast changed, and shows commands with the change', async () => {
    const fight = await followedFight(context);
    await fight.command(queued({ type: 'start' }));
    expect(orcHealth(fight.followed.view)).toEqual({ kind: 'hearts', hearts: 4 });

    const campaignUrl = `/api/library/campaigns/${fight.gm.campaignId}`;
    const { id: _id, created: _created, updated: _updated, ...campaign } = (await fight.gm.get(campaignUrl)).json();
    const shown = { ...DEFAULT_FOLLOWER_VISIBILITY.enemies, health: 'shown' };
    const follower_visibility = { ...DEFAULT_FOLLOWER_VISIBILITY, enemies: shown };
    const saved = await fight.gm.request('PUT', campaignUrl, { ...campaign, follower_visibility });
    expect(saved.statusCode, saved.body).toBe(200);
    await fight.followed.until(fight.client, (view) => orcHealth(view)?.kind === 'exact');
    await context.app.live.idle();
    const reads = context.app.live.reads;
    await fight.command(queued({ type: 'damage', target: 'o1', amount: 5, by: null }));
    expect(orcHealth(fight.followed.view)).toEqual({ kind: 'exact', cur: 10, max: 15, temp: 0 });

    const hidden = { ...DEFAULT_FOLLOWER_VISIBILITY.enemies, health: 'hidden' };
    const hiding = { ...campaign, follower_visibility: { ...DEFAULT_FOLLOWER_VISIBILITY, enemies: hidden } };
    expect((await fight.gm.request('PUT', campaignUrl, hiding)).statusCode).toBe(200);
    await fight.followed.until(fight.client, (view) => orcHealth(view) === undefined);
    await context.app.live.idle();
    await fight.command(queued({ type: 'damage', target: 'o1', amount: 2, by: null }), queued({ type: 'next-turn' }));
    expect(orcHealth(fight.followed.view)).toBeUndefined();
    expect(fight.client.raw.at(-1)).not.toContain('"cur":8');
    expect(fight.followed.view).toEqual(await fight.read());
    // The two saves read; the commands did not.
    expect(context.app.live.reads).toBe(reads + 1);

    const stopped = await fight.gm.request('PUT', '/api/live/broadcast', {
      campaignId: fight.gm.campaignId,
      live: false,
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    await fight.followed.until(fight.client, (view) => !view.live);
    fight.client.close();
  });
});

describe(`what a read found is read again after settingsMaxAgeMs, on ${testDatabaseName}`, () => {
  const context = useLiveServer({}, { settingsMaxAgeMs: 0 });

  it('shows a change that came without an announcement once a command went out', async () => {
    const fight = await followedFight(context);
    const renamed = `renamed${Date.now()}`;
    await context.database.db.update(users).set({ username: renamed }).where(eq(users.id, fight.gm.userId));
    await fight.command(queued({ type: 'start' }));
    await fight.followed.until(fight.client, (view) => view.owner === renamed);
    expect(fight.followed.view).toEqual(await fight.read());
    fight.client.close();
  });
});

describe('the note another instance hears of a committed encounter', () => {
  it('names the encounter and version only, however large the committed row', () => {
    const committed = {
      id: 'e1',
      userId: 'u1',
      campaignId: 'c1',
      version: 3,
      state: { name: 'x'.repeat(20_000) },
      awards: null,
      loot: { currency: 0, items: [] },
    } as unknown as CommittedEncounter;
    const note = encodeNote('a', { kind: 'encounter', encounterId: 'e1', version: 3, committed });
    expect(JSON.parse(note ?? 'null')).toEqual({
      from: 'a',
      event: { kind: 'encounter', encounterId: 'e1', version: 3 },
    });
  });
});
