import { MAX_INVENTORY_ITEMS } from '@skald/contract/library/campaign-record';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOOT_ITEM_MESSAGES } from '../../src/modules/encounters/loot-items.ts';
import { campaigns, players } from '../../src/modules/library/library-tables.ts';
import { insertPlayer } from '../library/campaign-test-rows.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, hero, newCampaign, newEncounter, orc, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

const potion = { name: 'Potion of Healing', identified: true, public_name: '', linked_item: null };

async function inventoryOf(campaignId: string) {
  const [row] = await context.database.db
    .select({ body: campaigns.body })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.body.inventory as { currency: Record<string, number>; items: { name: string }[] };
}

async function experienceOf(id: string) {
  const [row] = await context.database.db.select({ body: players.body }).from(players).where(eq(players.id, id));
  return row?.body.experience ?? null;
}

/** A GM with a campaign of two players and a fight of three orcs (CR 1/2, 100 XP each) with coins and a potion. */
async function fightWithLoot() {
  const { app, database } = context;
  const gm = await newUser(app, database);
  const campaignId = await newCampaign(gm);
  const ids: string[] = [];
  for (const name of ['Thora', 'Pip']) {
    const id = await insertPlayer(database, gm.userId, name);
    await database.db.update(players).set({ campaignId }).where(eq(players.id, id));
    ids.push(id);
  }
  const encounter = await newEncounter(gm, campaignId, {
    entities: [orc('o1'), orc('o2'), orc('o3'), hero('h1')],
    loot: { currency: { gp: 35, sp: 12 }, items: [potion] },
  });
  return { gm, campaignId, ids, url: `${encountersOf(campaignId)}/${encounter.id}` };
}

describe(`a finished fight's loot and experience, on ${testDatabaseName}`, () => {
  it("puts the loot's items in the campaign's inventory with its coins, and a reset takes both back", async () => {
    const { gm, campaignId, url } = await fightWithLoot();
    await sync(gm, url, 0, [queued({ type: 'finish' })]);
    const awarded = await gm.post(`${url}/award`, { currency: true });
    expect(awarded.statusCode, awarded.body).toBe(200);
    const inventory = await inventoryOf(campaignId);
    expect(inventory.currency).toMatchObject({ gp: 35, sp: 12 });
    expect(inventory.items.map((item) => item.name)).toEqual(['Potion of Healing']);

    await sync(gm, url, awarded.json().version, [queued({ type: 'reset' })]);
    expect((await inventoryOf(campaignId)).items).toEqual([]);
  });

  it('counts only the monsters the party defeated: one left alive earns nothing', async () => {
    const { gm, url, ids } = await fightWithLoot();
    await sync(gm, url, 0, [
      queued({ type: 'damage', target: 'o1', amount: 15, by: 'h1' }),
      queued({ type: 'damage', target: 'o2', amount: 15, by: 'h1' }),
      queued({ type: 'damage', target: 'o3', amount: 4, by: 'h1' }),
      queued({ type: 'finish' }),
    ]);
    const awarded = await gm.post(`${url}/award`, { players: ids, xp: true });
    expect(awarded.statusCode, awarded.body).toBe(200);
    // Two orcs down (200 XP) shared by two; the third, wounded but standing, counts for nothing.
    expect(await Promise.all(ids.map(experienceOf))).toEqual([100, 100]);
  });

  it("refuses the loot in words when the campaign's inventory has no room, and gives nothing", async () => {
    const { gm, campaignId, url } = await fightWithLoot();
    const full = Array.from({ length: MAX_INVENTORY_ITEMS }, (_, i) => ({ ...potion, name: `Torch ${i + 1}` }));
    const [row] = await context.database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    await context.database.db
      .update(campaigns)
      .set({ body: { ...row?.body, inventory: { currency: { pp: 0, gp: 1, sp: 0, cp: 0 }, items: full } } })
      .where(eq(campaigns.id, campaignId));
    await sync(gm, url, 0, [queued({ type: 'finish' })]);

    const refused = await gm.post(`${url}/award`, { currency: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LOOT_ITEM_MESSAGES.inventoryFull(0));
    const inventory = await inventoryOf(campaignId);
    expect(inventory.currency).toMatchObject({ gp: 1, sp: 0 });
    expect(inventory.items).toHaveLength(MAX_INVENTORY_ITEMS);
    expect((await gm.get(url)).json().encounter).not.toHaveProperty('currency_awarded');
  });
});
