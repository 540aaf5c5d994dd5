import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AWARD_MESSAGES } from '../../src/modules/encounters/encounter-awards.ts';
import { campaigns, players } from '../../src/modules/library/library-tables.ts';
import { insertPlayer } from '../library/campaign-test-rows.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { adminDatabaseUrl } from '../test-database.ts';
import { encountersOf, hero, newEncounter, orc, queued, sync } from './encounter-test-helpers.ts';

/** Fights of one campaign written at the same moment, as a GM running several tables would. */
const FIGHTS = 4;

const context = useLibraryApp();

const potion = { name: 'Potion of Healing', identified: true, public_name: '', linked_item: null };

async function campaignBody(campaignId: string) {
  const [row] = await context.database.db
    .select({ body: campaigns.body })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.body as {
    players: Record<string, { curHp?: number }>;
    inventory: { currency: Record<string, number>; items: unknown[] };
  };
}

async function experienceOf(id: string) {
  const [row] = await context.database.db.select({ body: players.body }).from(players).where(eq(players.id, id));
  return row?.body.experience ?? null;
}

/** A GM with a campaign of `count` players of 30 hit points each. */
async function campaignWithPlayers(count: number) {
  const { app, database } = context;
  const gm = await newUser(app, database);
  const ids: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const id = await insertPlayer(database, gm.userId, `Player ${n}`);
    await database.db
      .update(players)
      .set({ body: { character_name: `Player ${n}`, maxHp: 30, ac: 16 } })
      .where(eq(players.id, id));
    ids.push(id);
  }
  const created = await gm.post('/api/library/campaigns', {
    name: 'Lost Mine',
    players: Object.fromEntries(ids.map((id) => [id, {}])),
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  await database.db.update(players).set({ campaignId }).where(eq(players.userId, gm.userId));
  return { gm, campaignId, ids };
}

/**
 * Four finished fights in the campaign, each with two hostile orcs defeated (CR 1/2, 100 XP each) and a
 * gold piece and a potion as loot.
 */
async function finishedFights(gm: Awaited<ReturnType<typeof newUser>>, campaignId: string): Promise<string[]> {
  const urls: string[] = [];
  for (let n = 0; n < FIGHTS; n += 1) {
    const encounter = await newEncounter(gm, campaignId, {
      entities: [orc('o1'), orc('o2'), hero('h1')],
      loot: { currency: { gp: 1 }, items: [potion] },
    });
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    await sync(gm, url, 0, [
      queued({ type: 'damage', target: 'o1', amount: 15, by: 'h1' }),
      queued({ type: 'damage', target: 'o2', amount: 15, by: 'h1' }),
      queued({ type: 'finish' }),
    ]);
    urls.push(url);
  }
  return urls;
}

/**
 * Each of these writes reads a row of the campaign, or of a player, and writes it back changed, under a
 * lock on that row (`campaign-carry.ts`, `encounter-awards.ts`, `loot-items.ts`). PGlite runs one
 * transaction at a time, so there no write could ever be lost even without the locks: only PostgreSQL,
 * whose pool runs the fights' transactions side by side, shows that they hold.
 */
describe.runIf(adminDatabaseUrl)("a campaign's fights written at once, on PostgreSQL", () => {
  it("hits in four fights at once each reach the campaign's player they hit", async () => {
    const { gm, campaignId, ids } = await campaignWithPlayers(FIGHTS);
    const urls: string[] = [];
    for (const id of ids) {
      const encounter = await newEncounter(gm, campaignId, {
        entities: [orc('o1'), hero('pc', { id, maxHp: 30, curHp: 30 })],
      });
      urls.push(`${encountersOf(campaignId)}/${encounter.id}`);
    }
    await Promise.all(
      urls.map((url, n) =>
        sync(gm, url, 0, [
          queued({ type: 'start' }),
          queued({ type: 'damage', target: 'pc', amount: n + 1, by: 'o1' }),
        ]),
      ),
    );
    const members = (await campaignBody(campaignId)).players;
    expect(ids.map((id) => members[id]?.curHp)).toEqual(ids.map((_, n) => 30 - (n + 1)));
  });

  it("four fights' experience given at once all reaches the player", async () => {
    const { gm, campaignId, ids } = await campaignWithPlayers(1);
    const urls = await finishedFights(gm, campaignId);
    const answers = await Promise.all(urls.map((url) => gm.post(`${url}/award`, { players: ids, xp: true })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(urls.map(() => 200));
    expect(await experienceOf(ids[0] as string)).toBe(FIGHTS * 200);
  });

  // Coins and items alone: with experience, the lock on the player's row would order the awards already.
  it("four fights' loot given at once all reaches the campaign's inventory", async () => {
    const { gm, campaignId } = await campaignWithPlayers(1);
    const urls = await finishedFights(gm, campaignId);
    const answers = await Promise.all(urls.map((url) => gm.post(`${url}/award`, { currency: true })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(urls.map(() => 200));
    const { inventory } = await campaignBody(campaignId);
    expect(inventory.currency).toMatchObject({ gp: FIGHTS });
    expect(inventory.items).toHaveLength(FIGHTS);
  });

  it("one fight's award sent twice at once is given once; the other is told it was", async () => {
    const { gm, campaignId, ids } = await campaignWithPlayers(1);
    const [url] = await finishedFights(gm, campaignId);
    const award = () => gm.post(`${url}/award`, { players: ids, xp: true, currency: true });
    const answers = await Promise.all([award(), award()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().message).toBe(AWARD_MESSAGES.xpGiven);
    expect(await experienceOf(ids[0] as string)).toBe(200);
    expect((await campaignBody(campaignId)).inventory.items).toHaveLength(1);
  });

  it('saves of one version at once: one is stored, the others are told of the newer version', async () => {
    const { gm, campaignId } = await campaignWithPlayers(0);
    const encounter = await newEncounter(gm, campaignId);
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const save = (name: string) =>
      gm.request('PUT', url, { version: encounter.version, name, entities: encounter.encounter.entities });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, n) => save(`Bridge ${n}`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array(7).fill(409)]);
    const read = (await gm.get(url)).json();
    expect(read.version).toBe(encounter.version + 1);
  });
});
