import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { campaigns, npcs, players } from '../../src/modules/library/library-tables.ts';
import { accountApp, Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { newUser } from './library-test-app.ts';
import { insertCampaign, insertNpc } from './player-test-rows.ts';

let database: Database;
let app: FastifyInstance;
const warnings: { level: number; msg: string; playerId?: string; ghosts?: string[]; campaignId?: string }[] = [];

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

const aria = { character_name: 'Aria Stormwind', level: '5', ac: '16', maxHp: '38', dexterity: '16', speed: '30' };

describe(`players on ${testDatabaseName}`, () => {
  it('the owner creates, reads, lists, replaces and deletes; numbers are parsed and empty ones are null', async () => {
    const gm = await newUser(app, database);
    const created = await gm.post('/api/library/players', { ...aria, experience: '', skills: ['stealth', 'flying'] });
    expect(created.statusCode, created.body).toBe(201);
    const player = created.json();
    expect(player).toMatchObject({
      character_name: 'Aria Stormwind',
      level: 5,
      ac: 16,
      maxHp: 38,
      dexterity: 16,
      speed: 30,
      experience: null,
      strength: null,
      passive_perception: null,
      skills: ['stealth'],
      companions: [],
      campaign_id: null,
    });
    expect((await gm.get(`/api/library/players/${player.id}`)).json()).toEqual(player);
    expect((await gm.get('/api/library/players')).json().results).toEqual([
      {
        id: player.id,
        character_name: 'Aria Stormwind',
        avatar: '',
        storage_avatar: '',
        campaign_id: null,
        sync_character: '',
      },
    ]);
    const replaced = await gm.request('PUT', `/api/library/players/${player.id}`, { ...aria, character_name: 'Aria' });
    expect(replaced.json()).toMatchObject({ id: player.id, character_name: 'Aria', created: player.created });
    expect((await gm.request('DELETE', `/api/library/players/${player.id}`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/players/${player.id}`)).statusCode).toBe(404);
  });

  it('a save clears the fight’s ac_bonus, curHp, tempHp and maxHpMod', async () => {
    const gm = await newUser(app, database);
    const fought = { ...aria, ac_bonus: 2, curHp: 12, tempHp: 5, maxHpMod: -3 };
    const { id } = (await gm.post('/api/library/players', fought)).json();
    await gm.request('PUT', `/api/library/players/${id}`, fought);
    const [row] = await database.db.select({ body: players.body }).from(players).where(eq(players.id, id));
    for (const transient of ['ac_bonus', 'curHp', 'tempHp', 'maxHpMod'])
      expect(row?.body).not.toHaveProperty(transient);
  });

  it('bad input is a 400 with the spec’s message', async () => {
    const gm = await newUser(app, database);
    const cases: [object, string][] = [
      [{ level: 3 }, 'character_name: Character name is required'],
      [{ ...aria, level: '21' }, 'level: Level must be 20 or less'],
      [{ ...aria, maxHp: 0 }, "maxHp: Max HP can't be under 1"],
      [{ ...aria, ac: 'sixteen' }, 'ac: Armor class must be a whole number'],
      [{ ...aria, campaign_id: 'camp' }, 'campaign_id: Choose a campaign from the list.'],
      [{ ...aria, avatar: 'javascript:alert(1)' }, 'avatar: Avatar must be a valid URL'],
    ];
    for (const [body, message] of cases) {
      const answer = await gm.post('/api/library/players', body);
      expect(answer.statusCode, message).toBe(400);
      expect(answer.json().message).toBe(message);
    }
    expect((await gm.get('/api/library/players')).json().count).toBe(0);
  });

  it('the campaign must be one of the owner’s; companions must be the owner’s NPCs', async () => {
    const gm = await newUser(app, database);
    const other = await newUser(app, database);
    const theirs = await insertCampaign(database, other.userId);
    const mine = await insertCampaign(database, gm.userId);
    const refused = await gm.post('/api/library/players', { ...aria, campaign_id: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('campaign_id: Choose one of your campaigns.');
    const theirWolf = await insertNpc(database, other.userId);
    const stolen = await gm.post('/api/library/players', { ...aria, companions: [theirWolf] });
    expect(stolen.json().message).toBe('companions: Each companion must be one of your NPCs.');

    const placed = await gm.post('/api/library/players', { ...aria, campaign_id: mine });
    expect(placed.statusCode).toBe(201);
    const [row] = await database.db.select().from(players).where(eq(players.id, placed.json().id));
    expect(row?.campaignId).toBe(mine);
    const moved = await gm.request('PUT', `/api/library/players/${placed.json().id}`, { ...aria, campaign_id: theirs });
    expect(moved.statusCode).toBe(400);
  });

  it('another user gets 404 for the id, anonymous 401, an admin may read it but not delete it', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { id } = (await owner.post('/api/library/players', aria)).json();
    expect((await other.get(`/api/library/players/${id}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/library/players/${id}`, aria)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/library/players/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/library/players')).json().count).toBe(0);
    expect((await new Browser(app).get(`/api/library/players/${id}`)).statusCode).toBe(401);
    expect((await admin.get(`/api/library/players/${id}`)).json().character_name).toBe('Aria Stormwind');
    expect((await admin.request('DELETE', `/api/library/players/${id}`)).statusCode).toBe(404);
  });

  it('loading a player drops companions whose NPC is gone, stores that, and logs a warning', async () => {
    const gm = await newUser(app, database);
    const wolf = await insertNpc(database, gm.userId, 'wolf');
    const hawk = await insertNpc(database, gm.userId, 'hawk');
    const { id } = (await gm.post('/api/library/players', { ...aria, companions: [wolf, hawk] })).json();
    await database.db.delete(npcs).where(eq(npcs.id, hawk));

    const loaded = (await gm.get(`/api/library/players/${id}`)).json();
    expect(loaded.companions).toEqual([wolf]);
    const [row] = await database.db.select({ body: players.body }).from(players).where(eq(players.id, id));
    expect(row?.body.companions).toEqual([wolf]);
    const warning = warnings.find((line) => line.playerId === id);
    expect(warning).toMatchObject({ level: 40, ghosts: [hawk] });
  });

  it('loading a player whose campaign was deleted forgets the campaign, so it saves again', async () => {
    const gm = await newUser(app, database);
    const campaign = await insertCampaign(database, gm.userId);
    const { id } = (await gm.post('/api/library/players', { ...aria, campaign_id: campaign })).json();
    await database.db.delete(campaigns).where(eq(campaigns.id, campaign));

    const loaded = (await gm.get(`/api/library/players/${id}`)).json();
    expect(loaded.campaign_id).toBeNull();
    const { id: _id, created: _created, updated: _updated, ...record } = loaded;
    expect((await gm.request('PUT', `/api/library/players/${id}`, record)).statusCode).toBe(200);
    expect(warnings.find((line) => line.playerId === id)).toMatchObject({ level: 40, campaignId: campaign });
  });

  it('deleting a player takes it and its companions out of campaigns and unlinks its NPCs', async () => {
    const gm = await newUser(app, database);
    const wolf = await insertNpc(database, gm.userId, 'wolf');
    const { id } = (await gm.post('/api/library/players', { ...aria, companions: [wolf] })).json();
    const owl = await insertNpc(database, gm.userId, 'owl', id);
    const stays = (await gm.post('/api/library/players', { character_name: 'Bram' })).json().id;
    const campaign = await insertCampaign(database, gm.userId, {
      players: { [id]: {}, [stays]: {} },
      companions: { [wolf]: {}, [owl]: {} },
      player_count: 2,
    });

    expect((await gm.request('DELETE', `/api/library/players/${id}`)).statusCode).toBe(204);
    const [row] = await database.db.select({ body: campaigns.body }).from(campaigns).where(eq(campaigns.id, campaign));
    expect(row?.body).toMatchObject({
      players: { [stays]: {} },
      companions: {},
      player_count: 1,
      name: 'The Lost Mine',
    });
    const [unlinked] = await database.db.select({ playerId: npcs.playerId }).from(npcs).where(eq(npcs.id, owl));
    expect(unlinked?.playerId).toBeNull();
  });

  it('the Free tier’s players stop at its limit with “Not enough slots”', async () => {
    const gm = await newUser(app, database);
    const statuses: number[] = [];
    let refusal = '';
    for (let n = 0; n < 40; n += 1) {
      const answer = await gm.post('/api/library/players', { character_name: `Hero ${n}` });
      statuses.push(answer.statusCode);
      if (answer.statusCode === 409) {
        refusal = answer.json().message;
        break;
      }
    }
    expect(statuses.at(-1)).toBe(409);
    expect(refusal).toBe(LIBRARY_MESSAGES.notEnoughSlots);
  });
});
