import { EMPTY_PURSE, type Purse } from '@skald/contract/library/coins';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AWARD_MESSAGES } from '../../src/modules/encounters/encounter-awards.ts';
import { campaigns, players } from '../../src/modules/library/library-tables.ts';
import { insertPlayer } from '../library/campaign-test-rows.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, hero, newCampaign, newEncounter, orc, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

async function experienceOf(id: string) {
  const [row] = await context.database.db.select({ body: players.body }).from(players).where(eq(players.id, id));
  return row?.body.experience ?? null;
}

async function purseOf(id: string) {
  const [row] = await context.database.db.select({ body: campaigns.body }).from(campaigns).where(eq(campaigns.id, id));
  return (row?.body.inventory as { currency: Purse } | undefined)?.currency;
}

async function campaignWithPlayers(count: number) {
  const { app, database } = context;
  const gm = await newUser(app, database);
  const campaignId = await newCampaign(gm);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = await insertPlayer(database, gm.userId, `Player ${i}`);
    await database.db.update(players).set({ campaignId }).where(eq(players.id, id));
    ids.push(id);
  }
  return { gm, campaignId, ids };
}

describe(`a finished encounter's rewards, on ${testDatabaseName}`, () => {
  it('splits the monsters’ experience evenly among chosen players, adds the coins, and reset takes both back', async () => {
    const { gm, campaignId, ids } = await campaignWithPlayers(3);
    await context.database.db
      .update(players)
      .set({ body: { character_name: 'Player 1', experience: 100 } })
      .where(eq(players.id, ids[1] as string));
    const encounter = await newEncounter(gm, campaignId, {
      // Two hostile orcs (CR 1/2, 100 XP each); a friendly one adds nothing.
      entities: [orc('o1'), orc('o2'), orc('ally', { friendly: true }), hero('h1')],
      loot: { currency: { gp: 2, sp: 5 } },
    });
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const early = await gm.post(`${url}/award`, { players: ids, xp: true, currency: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(AWARD_MESSAGES.notFinished);

    // Both orcs defeated: only the defeated count.
    await sync(gm, url, 0, [
      queued({ type: 'damage', target: 'o1', amount: 15, by: 'h1' }),
      queued({ type: 'damage', target: 'o2', amount: 15, by: 'h1' }),
      queued({ type: 'finish' }),
    ]);
    const awarded = await gm.post(`${url}/award`, { players: ids, xp: true, currency: true });
    expect(awarded.statusCode, awarded.body).toBe(200);
    expect(awarded.json()).toMatchObject({ version: 4, encounter: { xp_awarded: true, currency_awarded: true } });
    expect(await Promise.all(ids.map(experienceOf))).toEqual([66, 166, 66]);
    expect(await purseOf(campaignId)).toEqual({ pp: 0, gp: 2, sp: 5, cp: 0 });

    const twice = await gm.post(`${url}/award`, { players: ids, xp: true });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(AWARD_MESSAGES.xpGiven);
    expect((await gm.post(`${url}/award`, { currency: true })).json().message).toBe(AWARD_MESSAGES.currencyGiven);

    const reset = await sync(gm, url, 4, [queued({ type: 'reset' })]);
    expect(reset.outcomes[0]).toMatchObject({ outcome: 'applied', version: 5 });
    expect(await Promise.all(ids.map(experienceOf))).toEqual([0, 100, 0]);
    expect(await purseOf(campaignId)).toEqual(EMPTY_PURSE);
    const read = (await gm.get(url)).json();
    expect(read.encounter).not.toHaveProperty('xp_awarded');
    expect(read.encounter).not.toHaveProperty('currency_awarded');

    // Finished again, the GM's override is what is shared.
    await gm.request('PUT', url, {
      version: 5,
      name: encounter.name,
      entities: encounter.encounter.entities,
      xp: { override: 1001 },
    });
    await sync(gm, url, 6, [queued({ type: 'finish' })]);
    expect((await gm.post(`${url}/award`, { players: ids.slice(0, 2), xp: true })).statusCode).toBe(200);
    expect(await Promise.all(ids.map(experienceOf))).toEqual([500, 600, 0]);
  });

  it("refuses players who are not the campaign's, or none, with a sentence", async () => {
    const { gm, campaignId, ids } = await campaignWithPlayers(1);
    const outsider = await insertPlayer(context.database, gm.userId, 'Elsewhere');
    const encounter = await newEncounter(gm, campaignId);
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    await sync(gm, url, 0, [queued({ type: 'finish' })]);
    const stranger = await gm.post(`${url}/award`, { players: [...ids, outsider], xp: true });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(AWARD_MESSAGES.notCampaignPlayers);
    const nobody = await gm.post(`${url}/award`, { players: [], xp: true });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(AWARD_MESSAGES.noPlayers);
    expect(await experienceOf(ids[0] as string)).toBeNull();
  });
});
