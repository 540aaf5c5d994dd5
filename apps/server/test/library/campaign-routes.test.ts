import { LIBRARY_MESSAGES, LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { CAMPAIGN_LINK_MESSAGES } from '../../src/modules/library/campaign-members.ts';
import { campaigns, npcs, players } from '../../src/modules/library/library-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { insertCompanion, insertItem, insertPlayer } from './campaign-test-rows.ts';
import { libraryApp, newUser } from './library-test-app.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await libraryApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const strahd = { name: 'Curse of Strahd', background: 'Mists close over Barovia.' };

async function playerRow(id: string) {
  const [row] = await database.db.select().from(players).where(eq(players.id, id));
  return row;
}

describe(`campaigns on ${testDatabaseName}`, () => {
  it('the owner creates, reads, lists, replaces and deletes; advancement is milestone when missing', async () => {
    const gm = await newUser(app, database);
    const created = await gm.post('/api/library/campaigns', strahd);
    expect(created.statusCode, created.body).toBe(201);
    const campaign = created.json();
    expect(campaign).toMatchObject({
      name: 'Curse of Strahd',
      background: 'Mists close over Barovia.',
      hk_background: '',
      advancement: 'milestone',
      private: false,
      player_count: 0,
      players: {},
      companions: {},
      inventory: { currency: { pp: 0, gp: 0, sp: 0, cp: 0 }, items: [] },
    });
    expect(Date.parse(campaign.timestamp)).not.toBeNaN();
    expect((await gm.get(`/api/library/campaigns/${campaign.id}`)).json()).toEqual(campaign);

    const list = (await gm.get('/api/library/campaigns')).json();
    expect(list).toEqual({
      results: [
        {
          id: campaign.id,
          name: 'Curse of Strahd',
          background: 'Mists close over Barovia.',
          hk_background: '',
          player_count: 0,
          advancement: 'milestone',
          timestamp: campaign.timestamp,
          private: false,
        },
      ],
      count: 1,
      page: 1,
      pageSize: LIBRARY_PAGE_SIZE,
    });

    const inventory = {
      currency: { pp: 0, gp: 35, sp: 12, cp: 0 },
      items: [{ name: 'Sunsword', identified: false, public_name: 'A hilt without a blade', linked_item: null }],
    };
    const replaced = await gm.request('PUT', `/api/library/campaigns/${campaign.id}`, {
      ...strahd,
      advancement: 'experience',
      private: true,
      inventory,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ advancement: 'experience', private: true, inventory });
    const [row] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row?.private).toBe(true);

    expect((await gm.request('DELETE', `/api/library/campaigns/${campaign.id}`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/campaigns/${campaign.id}`)).statusCode).toBe(404);
  });

  it('another user gets 404 for the id, anonymous 401, an admin may read it', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { id } = (await owner.post('/api/library/campaigns', strahd)).json();

    expect((await other.get(`/api/library/campaigns/${id}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/library/campaigns/${id}`, strahd)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/library/campaigns/${id}`)).statusCode).toBe(404);
    expect((await other.get(`/api/library/campaigns/${id}/party`)).statusCode).toBe(404);
    expect((await other.get('/api/library/campaigns')).json().count).toBe(0);
    expect((await new Browser(app).get(`/api/library/campaigns/${id}`)).statusCode).toBe(401);
    expect((await new Browser(app).get('/api/library/campaigns')).statusCode).toBe(401);
    expect((await admin.get(`/api/library/campaigns/${id}`)).json().name).toBe('Curse of Strahd');
    expect((await admin.request('DELETE', `/api/library/campaigns/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/library/campaigns/${id}`)).statusCode).toBe(200);
  });

  it('bad input is a 400 with a sentence naming the field', async () => {
    const gm = await newUser(app, database);
    const message = async (body: unknown) => {
      const answer = await gm.post('/api/library/campaigns', body);
      expect(answer.statusCode).toBe(400);
      return answer.json().message;
    };
    expect(await message({ background: 'nameless' })).toBe('name: Name is required');
    expect(await message({ name: '   ' })).toBe('name: Name is required');
    expect(await message({ name: 'x'.repeat(101) })).toBe('name: Name must be 100 or less');
    expect(await message({ ...strahd, advancement: 'levels' })).toBe(
      'advancement: Advancement is milestone or experience.',
    );
    expect(await message({ ...strahd, inventory: { currency: { gp: -1 } } })).toBe(
      "inventory.currency.gp: Gold can't be under 0",
    );
    expect(await message({ ...strahd, inventory: { currency: { sp: 2.5 } } })).toBe(
      'inventory.currency.sp: Silver must be a whole number',
    );
    expect(await message({ ...strahd, inventory: { items: [{ identified: true }] } })).toBe(
      'inventory.items.0.name: Item name is required',
    );
    expect(await message({ ...strahd, players: { aria: {} } })).toBe(
      "players.aria: Each of the campaign's players is named by its id.",
    );
    expect(await message({ ...strahd, players: ['aria'] })).toBe('players: Send the players as a map of ids.');
    expect(await message({ ...strahd, party: 4 })).toBe('Unknown field "party".');
    expect((await gm.get('/api/library/campaigns')).json().count).toBe(0);
  });

  it('players and companions must be the owner’s; a player added plays in the campaign, one removed leaves it', async () => {
    const gm = await newUser(app, database);
    const other = await newUser(app, database);
    const aria = await insertPlayer(database, gm.userId, 'Aria');
    const wolf = await insertCompanion(database, gm.userId, 'Wolf', aria);
    const goblin = await insertCompanion(database, gm.userId, 'Goblin', null);
    const theirs = await insertPlayer(database, other.userId, 'Stranger');
    const gem = await insertItem(database, gm.userId, 'Gem');
    const theirGem = await insertItem(database, other.userId, 'Their gem');
    const { id } = (await gm.post('/api/library/campaigns', strahd)).json();
    const save = (body: object) => gm.request('PUT', `/api/library/campaigns/${id}`, { ...strahd, ...body });
    const refusal = async (body: object) => {
      const answer = await save(body);
      expect(answer.statusCode).toBe(400);
      return answer.json().message;
    };

    expect(await refusal({ players: { [theirs]: {} } })).toBe(CAMPAIGN_LINK_MESSAGES.players);
    expect(await refusal({ players: { [crypto.randomUUID()]: {} } })).toBe(CAMPAIGN_LINK_MESSAGES.players);
    expect(await refusal({ companions: { [goblin]: {} } })).toBe(CAMPAIGN_LINK_MESSAGES.companions);
    expect(await refusal({ companions: { [aria]: {} } })).toBe(CAMPAIGN_LINK_MESSAGES.companions);
    const linked = (key: string) => ({
      inventory: { items: [{ name: 'Gem', linked_item: { key, custom: true } }] },
    });
    expect(await refusal(linked(theirGem))).toBe(CAMPAIGN_LINK_MESSAGES.items);
    expect(await refusal(linked('not-an-id'))).toBe(CAMPAIGN_LINK_MESSAGES.items);
    expect((await playerRow(theirs))?.campaignId).toBeNull();
    expect((await gm.get(`/api/library/campaigns/${id}`)).json().players).toEqual({});

    const joined = await save({ players: { [aria]: {} }, companions: { [wolf]: {} }, ...linked(gem) });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(joined.json()).toMatchObject({ player_count: 1, players: { [aria]: {} }, companions: { [wolf]: {} } });
    expect(await playerRow(aria)).toMatchObject({ campaignId: id, body: { campaign_id: id } });
    const compendiumLink = await save({
      inventory: { items: [{ name: 'Rope', linked_item: { key: 'rope-hempen-50-feet', custom: false } }] },
      players: { [aria]: {} },
    });
    expect(compendiumLink.statusCode, compendiumLink.body).toBe(200);

    const { id: second } = (await gm.post('/api/library/campaigns', { name: 'Tomb of Annihilation' })).json();
    await gm.request('PUT', `/api/library/campaigns/${second}`, {
      name: 'Tomb of Annihilation',
      players: { [aria]: {} },
    });
    expect((await playerRow(aria))?.campaignId).toBe(second);
    // The first campaign sees its player moved away the next time it is loaded.
    expect((await gm.get(`/api/library/campaigns/${id}`)).json()).toMatchObject({ players: {}, player_count: 0 });

    const left = await gm.request('PUT', `/api/library/campaigns/${second}`, { name: 'Tomb of Annihilation' });
    expect(left.json().player_count).toBe(0);
    expect(await playerRow(aria)).toMatchObject({ campaignId: null, body: { campaign_id: null } });

    // A deleted campaign leaves its players in none, on their own pages too.
    await gm.request('PUT', `/api/library/campaigns/${second}`, {
      name: 'Tomb of Annihilation',
      players: { [aria]: {} },
    });
    expect((await gm.request('DELETE', `/api/library/campaigns/${second}`)).statusCode).toBe(204);
    expect(await playerRow(aria)).toMatchObject({ campaignId: null, body: { campaign_id: null } });
  });

  it('the party route names the owner’s players (and their campaign) and companions (and their player)', async () => {
    const gm = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const bram = await insertPlayer(database, gm.userId, 'Bram');
    const aria = await insertPlayer(database, gm.userId, 'Aria');
    const wolf = await insertCompanion(database, gm.userId, 'Wolf', aria);
    await insertCompanion(database, gm.userId, 'Goblin', null);
    const sheet = {
      level: 5,
      ac: 16,
      maxHp: 38,
      passive_perception: 14,
      passive_insight: 12,
      passive_investigation: 11,
    };
    await database.db
      .update(players)
      .set({ body: sql`${players.body} || ${JSON.stringify(sheet)}::jsonb` })
      .where(eq(players.id, aria));
    await database.db
      .update(npcs)
      .set({ body: sql`${npcs.body} || '{"armor_class":13,"hit_points":11}'::jsonb` })
      .where(eq(npcs.id, wolf));
    const { id } = (await gm.post('/api/library/campaigns', { ...strahd, players: { [aria]: {} } })).json();

    const party = await gm.get(`/api/library/campaigns/${id}/party`);
    expect(party.statusCode, party.body).toBe(200);
    expect(party.json()).toEqual({
      players: [
        { id: aria, character_name: 'Aria', avatar: '', campaign_id: id, campaign_name: 'Curse of Strahd', ...sheet },
        {
          id: bram,
          character_name: 'Bram',
          avatar: '',
          campaign_id: null,
          campaign_name: null,
          level: null,
          ac: null,
          maxHp: null,
          passive_perception: null,
          passive_insight: null,
          passive_investigation: null,
        },
      ],
      companions: [{ id: wolf, name: 'wolf', player_id: aria, player_name: 'Aria', ac: 13, maxHp: 11 }],
    });
    expect((await admin.get(`/api/library/campaigns/${id}/party`)).json().players).toHaveLength(2);
  });

  it('the Free tier’s 2nd campaign is allowed, the 3rd is “Not enough slots”', async () => {
    const gm = await newUser(app, database);
    for (const name of ['Campaign 1', 'Campaign 2']) {
      expect((await gm.post('/api/library/campaigns', { name })).statusCode).toBe(201);
    }
    const over = await gm.post('/api/library/campaigns', { name: 'Campaign 3' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LIBRARY_MESSAGES.notEnoughSlots);
  });
});
