import { BROADCAST_REFUSALS, MAX_WAITING_REQUESTS } from '@skald/contract/live/broadcast-routes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveSecret } from '../../src/modules/live/broadcast-store.ts';
import { liveRequests } from '../../src/modules/live/live-tables.ts';
import { publicEntityId } from '../../src/modules/live/projection/public-id.ts';
import { TOO_MANY_REQUESTS } from '../../src/modules/live/request-routes.ts';
import { hero, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { adminDatabaseUrl, testDatabaseName } from '../test-database.ts';
import { campaignPlayer, goLive, liveEncounter, watchBus } from './broadcast-test-kit.ts';

const context = useLibraryApp();
const events = watchBus();

/** A GM live on an encounter (orcs o1 and o2, o2 hidden, hero h1) and a friend who controls Aria there. */
async function table() {
  const gm = await newUser(context.app, context.database);
  const friend = await newUser(context.app, context.database, { label: 'friend' });
  const live = await liveEncounter(gm);
  await sync(gm, live.url, 0, [queued({ type: 'set-hidden', key: 'o2', hidden: true })]);
  const aria = await campaignPlayer(gm, live.campaignId, 'Aria', friend);
  const borin = await campaignPlayer(gm, live.campaignId, 'Borin');
  const secret = await liveSecret(context.database.db);
  const idOf = (key: string) => publicEntityId(secret, live.encounterId, key);
  const send = (body: Record<string, unknown>, who = friend) =>
    who.post(`/api/live/campaigns/${live.campaignId}/requests`, { playerId: aria, kind: 'damage', amount: 7, ...body });
  return { gm, friend, aria, borin, idOf, send, ...live };
}

/** Fills the fight's waiting list to one short of its cap with healing requests from the friend's player. */
async function fillWaitingList({
  friend,
  aria,
  campaignId,
  encounterId,
}: Pick<Awaited<ReturnType<typeof table>>, 'friend' | 'aria' | 'campaignId' | 'encounterId'>) {
  await context.database.db.insert(liveRequests).values(
    Array.from({ length: MAX_WAITING_REQUESTS - 1 }, () => ({
      encounterId,
      campaignId,
      senderId: friend.userId,
      playerId: aria,
      kind: 'healing' as const,
      amount: 1,
      targets: ['h1'],
    })),
  );
}

describe(`followers' requests on ${testDatabaseName}`, () => {
  it('goes from a controller to the GM’s list, which names the targets, and goes when deleted', async () => {
    const { gm, send, idOf, url, campaignId, encounterId, aria } = await table();
    events.length = 0;
    const sent = await send({ damageType: 'fire', targets: [idOf('o1'), idOf('h1'), idOf('o1')] });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(events).toEqual([{ kind: 'requests', userId: gm.userId, campaignId, encounterId }]);
    const healing = await send({ kind: 'healing', amount: 4, damageType: 'fire', targets: [idOf('h1')] });
    expect(healing.statusCode).toBe(201);
    const list = (await gm.get(`${url}/requests`)).json().requests;
    expect(list).toMatchObject([
      {
        id: sent.json().id,
        playerName: 'Aria',
        byKey: null,
        from: null,
        kind: 'damage',
        amount: 7,
        damageType: 'fire',
        targets: [
          { key: 'o1', name: 'Orc o1' },
          { key: 'h1', name: 'Hero h1' },
        ],
      },
      { kind: 'healing', amount: 4, damageType: null, targets: [{ key: 'h1', name: 'Hero h1' }] },
    ]);
    // Once Aria fights, her combatant is the one credited.
    await sync(gm, url, 2, [queued({ type: 'add-entity', entity: hero('aria', { name: 'Aria', id: aria }) })]);
    expect((await gm.get(`${url}/requests`)).json().requests[0].byKey).toBe('aria');
    events.length = 0;
    expect((await gm.request('DELETE', `${url}/requests/${sent.json().id}`)).statusCode).toBe(204);
    expect(events).toEqual([{ kind: 'requests', userId: gm.userId, campaignId, encounterId }]);
    expect((await gm.get(`${url}/requests`)).json().requests).toHaveLength(1);
    // Deleting the encounter drops its requests.
    expect((await gm.request('DELETE', url)).statusCode).toBe(204);
    const left = await context.database.db.select().from(liveRequests).where(eq(liveRequests.encounterId, encounterId));
    expect(left).toEqual([]);
  });

  it('refuses a hidden or unknown target, a player the sender does not control, and a campaign not running', async () => {
    const { gm, friend, borin, send, idOf, campaignId } = await table();
    for (const target of [idOf('o2'), 'not-an-id']) {
      const refused = await send({ targets: [target] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(BROADCAST_REFUSALS.unknownTarget);
    }
    const notYours = await send({ playerId: borin, targets: [idOf('o1')] });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(BROADCAST_REFUSALS.notYourPlayer);
    const asGm = await send({ targets: [idOf('o1')] }, gm);
    expect(asGm.statusCode).toBe(403);
    await goLive(gm, campaignId, false);
    const stopped = await send({ targets: [idOf('o1')] });
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().message).toBe(BROADCAST_REFUSALS.nothingRunning);
    const blank = await send({ amount: 0, targets: [] });
    expect(blank.statusCode).toBe(400);
    const missing = await friend.post('/api/live/campaigns/00000000-0000-4000-8000-000000000000/requests', {
      playerId: borin,
      kind: 'damage',
      amount: 1,
      targets: ['x'],
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(BROADCAST_REFUSALS.notFound);
  });

  it(`keeps at most ${MAX_WAITING_REQUESTS} waiting, and only the owner lists or deletes them`, async () => {
    const { friend, send, idOf, url, ...fight } = await table();
    await fillWaitingList({ friend, ...fight });
    const last = await send({ targets: [idOf('o1')] });
    expect(last.statusCode).toBe(201);
    const over = await send({ targets: [idOf('o1')] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(TOO_MANY_REQUESTS);
    expect((await friend.get(`${url}/requests`)).statusCode).toBe(404);
    expect((await friend.request('DELETE', `${url}/requests/${last.json().id}`)).statusCode).toBe(404);
  });
});

/**
 * A request counts the encounter's waiting list under a lock on the encounter's row (`request-routes.ts`).
 * PGlite runs one transaction at a time, so there requests at once could not pass the cap even without it.
 */
describe.runIf(adminDatabaseUrl)("followers' requests sent at once, on PostgreSQL", () => {
  it(`a list one short of ${MAX_WAITING_REQUESTS} takes one of ten requests sent at once and refuses the rest`, async () => {
    const { friend, send, idOf, ...fight } = await table();
    await fillWaitingList({ friend, ...fight });
    const answers = await Promise.all(Array.from({ length: 10 }, () => send({ targets: [idOf('o1')] })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(TOO_MANY_REQUESTS);
  });
});
