import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { campaigns, items, npcs, players } from '../../src/modules/library/library-tables.ts';
import { accountApp } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { insertCompanion, insertItem, insertPlayer } from './campaign-test-rows.ts';
import { newUser } from './library-test-app.ts';

let database: Database;
let app: FastifyInstance;
const warnings: { msg: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(
    database,
    {},
    { level: 'warn', stream: { write: (line: string) => warnings.push(JSON.parse(line)) } },
  );
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function storedBody(id: string) {
  const [row] = await database.db.select({ body: campaigns.body }).from(campaigns).where(eq(campaigns.id, id));
  return row?.body;
}

describe(`ghost cleanup on loading a campaign, on ${testDatabaseName}`, () => {
  it('players, companions and linked custom items that no longer exist leave the stored campaign, each logged', async () => {
    const gm = await newUser(app, database);
    const aria = await insertPlayer(database, gm.userId, 'Aria');
    const bram = await insertPlayer(database, gm.userId, 'Bram');
    const wolf = await insertCompanion(database, gm.userId, 'Wolf', aria);
    const hawk = await insertCompanion(database, gm.userId, 'Hawk', bram);
    const gem = await insertItem(database, gm.userId, 'Gem');
    const ring = await insertItem(database, gm.userId, 'Ring');
    const created = await gm.post('/api/library/campaigns', {
      name: 'Out of the Abyss',
      players: { [aria]: {}, [bram]: {} },
      companions: { [wolf]: {}, [hawk]: {} },
      inventory: {
        currency: { pp: 0, gp: 0, sp: 5, cp: 0 },
        items: [
          { name: 'Gem', linked_item: { key: gem, custom: true } },
          { name: 'Ring', identified: true, linked_item: { key: ring, custom: true } },
          { name: 'Rope', linked_item: { key: 'rope-hempen-50-feet', custom: false } },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();

    await database.db.delete(players).where(eq(players.id, bram));
    await database.db.delete(npcs).where(eq(npcs.id, wolf));
    await database.db.delete(items).where(eq(items.id, gem));
    warnings.length = 0;

    const loaded = (await gm.get(`/api/library/campaigns/${id}`)).json();
    expect(loaded).toMatchObject({
      player_count: 1,
      players: { [aria]: {} },
      // Bram's hawk lost its player when Bram went (player_id set null): no longer a companion.
      companions: {},
      inventory: {
        currency: { pp: 0, gp: 0, sp: 5, cp: 0 },
        items: [
          { name: 'Gem', linked_item: null },
          { name: 'Ring', identified: true, linked_item: { key: ring, custom: true } },
          { name: 'Rope', linked_item: { key: 'rope-hempen-50-feet', custom: false } },
        ],
      },
    });
    const { id: _id, created: _created, updated: _updated, ...body } = loaded;
    expect(await storedBody(id)).toEqual(body);
    // JSONB keeps its own key order, so the warnings come in no set order.
    expect(warnings).toHaveLength(4);
    expect(warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          msg: 'Removed a player that no longer exists from a campaign',
          campaignId: id,
          playerId: bram,
        }),
        expect.objectContaining({
          msg: 'Removed a companion that no longer exists from a campaign',
          campaignId: id,
          npcId: wolf,
        }),
        expect.objectContaining({
          msg: 'Removed a companion that no longer exists from a campaign',
          campaignId: id,
          npcId: hawk,
        }),
        expect.objectContaining({
          msg: 'Unlinked a custom item that no longer exists from a campaign inventory',
          campaignId: id,
          itemId: gem,
        }),
      ]),
    );

    warnings.length = 0;
    expect((await gm.get(`/api/library/campaigns/${id}`)).json()).toEqual(loaded);
    expect(warnings).toEqual([]);
  });

  it('a player whose own page chose the campaign joins it; a stored campaign without advancement is on milestones', async () => {
    const gm = await newUser(app, database);
    const { id } = (await gm.post('/api/library/campaigns', { name: 'Rime of the Frostmaiden' })).json();
    const cara = await insertPlayer(database, gm.userId, 'Cara');
    await database.db.update(players).set({ campaignId: id }).where(eq(players.id, cara));
    const { advancement: _advancement, ...withoutAdvancement } = (await storedBody(id)) as { [key: string]: unknown };
    await database.db.update(campaigns).set({ body: withoutAdvancement }).where(eq(campaigns.id, id));

    const loaded = (await gm.get(`/api/library/campaigns/${id}`)).json();
    expect(loaded).toMatchObject({ advancement: 'milestone', players: { [cara]: {} }, player_count: 1 });
    expect(await storedBody(id)).toMatchObject({ players: { [cara]: {} }, player_count: 1 });
  });
});
