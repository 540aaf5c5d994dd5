import { LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { npcs, players } from '../../src/modules/library/library-tables.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { libraryApp, newUser } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

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

/** The first refusal of an NPC the GM sends, with `change` over the goblin boss. */
async function refusal(change: Record<string, unknown>): Promise<string> {
  const gm = await newUser(app, database);
  const response = await gm.post('/api/library/npcs', { ...goblinBoss, ...change });
  expect(response.statusCode, response.body).toBe(400);
  return response.json().message;
}

const withAction = (change: Record<string, unknown>) => ({ actions: [{ ...goblinBoss.actions[0], ...change }] });

describe(`NPCs on ${testDatabaseName}`, () => {
  it('the owner creates, reads, lists, replaces and deletes; every field comes back as sent, the name lowercase, a list row with its hit points and armour class', async () => {
    const gm = await newUser(app, database);
    const created = await gm.post('/api/library/npcs', goblinBoss);
    expect(created.statusCode, created.body).toBe(201);
    const npc = created.json();
    expect(npc).toEqual({
      ...goblinBoss,
      name: 'goblin boss',
      avatar: '',
      storage_avatar: '',
      friendly: false,
      damage_vulnerabilities: [],
      damage_immunities: [],
      legendary_actions: [],
      special_abilities: [{ ...goblinBoss.special_abilities[0], action_list: [] }],
      actions: [goblinBoss.actions[0], { ...goblinBoss.actions[1], action_list: [] }],
      reactions: [{ ...goblinBoss.reactions[0], action_list: [] }],
      player_id: null,
      shared: false,
      id: npc.id,
      created: npc.created,
      updated: npc.updated,
    });
    expect((await gm.get(`/api/library/npcs/${npc.id}`)).json()).toEqual(npc);

    const list = (await gm.get('/api/library/npcs')).json();
    expect(list).toEqual({
      results: [
        {
          id: npc.id,
          name: 'goblin boss',
          challenge_rating: 1,
          avatar: '',
          storage_avatar: '',
          type: 'humanoid',
          hit_points: 21,
          armor_class: 17,
        },
      ],
      count: 1,
      page: 1,
      pageSize: LIBRARY_PAGE_SIZE,
    });

    const replaced = await gm.request('PUT', `/api/library/npcs/${npc.id}`, {
      ...goblinBoss,
      name: 'Goblin Warlord',
      challenge_rating: '1/2',
      type: 'Fiend',
      shared: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ id: npc.id, name: 'goblin warlord', challenge_rating: 0.5, type: 'fiend' });
    const [row] = await database.db.select().from(npcs).where(eq(npcs.id, npc.id));
    expect(row).toMatchObject({ searchName: 'goblin warlord', challengeRating: 0.5, type: 'fiend', shared: true });

    expect((await gm.request('DELETE', `/api/library/npcs/${npc.id}`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/npcs/${npc.id}`)).statusCode).toBe(404);
  });

  it('another user gets 404 for the id, anonymous 401, an admin may read it', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { id } = (await owner.post('/api/library/npcs', goblinBoss)).json();

    expect((await other.get(`/api/library/npcs/${id}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/library/npcs/${id}`, goblinBoss)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/library/npcs/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/library/npcs')).json().count).toBe(0);
    expect((await new Browser(app).get(`/api/library/npcs/${id}`)).statusCode).toBe(401);
    expect((await new Browser(app).post('/api/library/npcs', goblinBoss)).statusCode).toBe(401);
    expect((await admin.get(`/api/library/npcs/${id}`)).json().name).toBe('goblin boss');
    expect((await admin.request('DELETE', `/api/library/npcs/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/library/npcs/${id}`)).statusCode).toBe(200);
  });

  it('takes hit dice with the bonus a stat block writes, kept as 6d8+12, and a bonus that is not Con’s too', async () => {
    const gm = await newUser(app, database);
    const written = await gm.post('/api/library/npcs', { ...goblinBoss, hit_dice: '6D8 + 12', constitution: 14 });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().hit_dice).toBe('6d8+12');
    // The form warns that 6 dice at Con 10 would add nothing; a homebrew may mean it, so it is kept.
    const homebrew = await gm.post('/api/library/npcs', { ...goblinBoss, hit_dice: '6d6-1' });
    expect(homebrew.statusCode, homebrew.body).toBe(201);
    expect(homebrew.json().hit_dice).toBe('6d6-1');
  });

  it('bad input is a 400 with the spec’s message, naming the field', async () => {
    expect(await refusal({ name: '  ' })).toBe('name: Name is required');
    expect(await refusal({ hit_dice: '2x6' })).toBe('hit_dice: Allowed format: 2d6 or 6d8 + 12');
    expect(await refusal({ hit_dice: '6d8+' })).toBe('hit_dice: Allowed format: 2d6 or 6d8 + 12');
    expect(await refusal(withAction({ recharge: 'often' }))).toBe('actions.0.recharge: Allowed format: 6, 5-6 or rest');
    expect(await refusal(withAction({ range: '20 ft' }))).toBe('actions.0.range: Allowed format: 20 or 20/60');
    expect(await refusal(withAction({ name: '' }))).toBe('actions.0.name: Name is required');
    expect(await refusal(withAction({ limit_type: 'week' }))).toBe(
      'actions.0.limit_type: A limit is per day or per turn.',
    );
    expect(await refusal(withAction({ reach: 5000 }))).toBe('actions.0.reach: Must be between 0 and 999');
    const roll = (change: Record<string, unknown>) =>
      withAction({
        action_list: [
          {
            type: 'melee_weapon',
            attack_bonus: 4,
            rolls: [{ ...goblinBoss.actions[0]?.action_list?.[0]?.rolls[0], ...change }],
          },
        ],
      });
    expect(await refusal(roll({ damage_type: 'sonic' }))).toBe(
      'actions.0.action_list.0.rolls.0.damage_type: Choose a damage type from the list.',
    );
    expect(await refusal(roll({ dice_count: '' }))).toBe(
      'actions.0.action_list.0.rolls.0.dice_count: Dice is required',
    );
    expect(await refusal(roll({ dice_type: 7 }))).toBe(
      'actions.0.action_list.0.rolls.0.dice_type: Choose a die from the list.',
    );
    expect(await refusal({ skills: { juggling: 3 } })).toBe('Unknown field "juggling".');
    expect(await refusal({ damage_immunities: ['boredom'] })).toBe(
      'damage_immunities.0: Choose a damage type from the list.',
    );
    expect(await refusal({ speeds: { walk: -5 } })).toBe('speeds.walk: Must be between 0 and 999');
    expect(await refusal({ hoard: 'gold' })).toBe('Unknown field "hoard".');
  });

  it('armor class, hit points, abilities, size, type and challenge rating are clamped as a parsed stat block is', async () => {
    const gm = await newUser(app, database);
    const { strength: _strength, ...withoutStrength } = goblinBoss;
    const sent = {
      ...withoutStrength,
      armor_class: 150,
      hit_points: 0,
      dexterity: 120,
      wisdom: '',
      size: 'enormous',
      type: 'robot',
      challenge_rating: 7.5,
    };
    const npc = (await gm.post('/api/library/npcs', sent)).json();
    expect(npc).toMatchObject({
      armor_class: 99,
      hit_points: 1,
      strength: 10,
      dexterity: 99,
      wisdom: 10,
      size: 'medium',
      type: 'beast',
      challenge_rating: 1,
    });
    const low = (
      await gm.post('/api/library/npcs', { ...goblinBoss, armor_class: -3, hit_points: 12000, charisma: -1 })
    ).json();
    expect(low).toMatchObject({ armor_class: 1, hit_points: 9999, charisma: 0 });
  });

  it('a companion follows one of its owner’s players; someone else’s player or none at all is refused', async () => {
    const gm = await newUser(app, database);
    const other = await newUser(app, database);
    const [mine] = await database.db
      .insert(players)
      .values({ userId: gm.userId, searchName: 'aria', body: { character_name: 'Aria' } })
      .returning();
    const [theirs] = await database.db
      .insert(players)
      .values({ userId: other.userId, searchName: 'bram', body: { character_name: 'Bram' } })
      .returning();
    if (!mine || !theirs) throw new Error('no player rows');

    const wolf = await gm.post('/api/library/npcs', { ...goblinBoss, name: 'Wolf', player_id: mine.id });
    expect(wolf.statusCode, wolf.body).toBe(201);
    const [row] = await database.db.select().from(npcs).where(eq(npcs.id, wolf.json().id));
    expect(row?.playerId).toBe(mine.id);

    const refused = 'player_id: player_id must be the id of one of your players.';
    const stolen = await gm.post('/api/library/npcs', { ...goblinBoss, player_id: theirs.id });
    expect([stolen.statusCode, stolen.json().message]).toEqual([400, refused]);
    const gone = await gm.post('/api/library/npcs', {
      ...goblinBoss,
      player_id: '00000000-0000-4000-8000-000000000000',
    });
    expect([gone.statusCode, gone.json().message]).toEqual([400, refused]);
    expect((await gm.get('/api/library/npcs')).json().count).toBe(1);
  });
});
