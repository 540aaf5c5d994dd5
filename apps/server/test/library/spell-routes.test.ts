import { LIBRARY_MESSAGES, LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
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

const emberBolt = {
  name: 'Ember Bolt',
  level: 2,
  school: 'evocation',
  classes: ['wizard', 'sorcerer', 'wizard'],
  components: ['M', 'V'],
  material: 'a pinch of soot',
  casting_time: '1 action',
  range: '120 feet',
  duration: 'Instantaneous',
  desc: 'A mote of fire streaks to a creature you can see.',
  higher_level: 'One more d8 for each slot level above 2nd.',
  damage_at_slot_level: { '2': '3d8', '3': '4d8', '9': '10d8' },
};

describe(`custom spells on ${testDatabaseName}`, () => {
  it('the owner creates, reads, lists, replaces and deletes; the name is stored lowercase', async () => {
    const gm = await newUser(app, database);
    const created = await gm.post('/api/library/spells', emberBolt);
    expect(created.statusCode, created.body).toBe(201);
    const spell = created.json();
    expect(spell).toMatchObject({
      name: 'ember bolt',
      classes: ['sorcerer', 'wizard'],
      components: ['V', 'M'],
      concentration: false,
      ritual: false,
      shared: false,
      damage_at_slot_level: { '2': '3d8', '3': '4d8', '9': '10d8' },
    });

    expect((await gm.get(`/api/library/spells/${spell.id}`)).json()).toEqual(spell);
    expect((await gm.get('/api/library/spells')).json()).toEqual({
      results: [{ id: spell.id, name: 'ember bolt', school: 'evocation', level: 2 }],
      count: 1,
      page: 1,
      pageSize: LIBRARY_PAGE_SIZE,
    });

    const { damage_at_slot_level: _slots, ...cantrip } = emberBolt;
    const replaced = await gm.request('PUT', `/api/library/spells/${spell.id}`, {
      ...cantrip,
      name: 'Ember Spark',
      level: 0,
      damage_at_character_level: { '1': '1d10', '5': '2d10', '11': '3d10', '17': '4d10' },
      shared: true,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({ id: spell.id, name: 'ember spark', level: 0, created: spell.created });
    expect(replaced.json()).not.toHaveProperty('damage_at_slot_level');

    expect((await gm.request('DELETE', `/api/library/spells/${spell.id}`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/spells/${spell.id}`)).statusCode).toBe(404);
  });

  it('another user gets 404 for the id, anonymous 401, an admin may read it', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { id } = (await owner.post('/api/library/spells', emberBolt)).json();

    expect((await other.get(`/api/library/spells/${id}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/library/spells/${id}`, emberBolt)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/library/spells/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/library/spells')).json().count).toBe(0);
    expect((await new Browser(app).get(`/api/library/spells/${id}`)).statusCode).toBe(401);
    expect((await new Browser(app).post('/api/library/spells', emberBolt)).statusCode).toBe(401);
    expect((await admin.get(`/api/library/spells/${id}`)).json().name).toBe('ember bolt');
    expect((await admin.request('DELETE', `/api/library/spells/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/library/spells/${id}`)).statusCode).toBe(200);
  });

  it.each([
    [{ name: '' }, 'name: Name is required'],
    [{ level: 10 }, 'level: Level must be 9 or less'],
    [{ level: -1 }, "level: Level can't be under 0"],
    [{ level: undefined }, 'level: Level is required'],
    [{ school: 'pyromancy' }, 'school: Choose a school from the list.'],
    [{ school: undefined }, 'school: School is required'],
    [{ classes: ['barbarian'] }, 'classes.0: Choose classes from the list.'],
    [{ components: ['V', 'X'] }, 'components.1: Components are V, S and M.'],
    [{ material: '  ' }, 'material: Material is required'],
    [{ casting_time: '' }, 'casting_time: Casting time is required'],
    [{ range: 'r'.repeat(101) }, 'range: Range must be 100 or less'],
    [{ damage_at_slot_level: { '3': 'lots' } }, 'damage_at_slot_level.3: Allowed format: 2d6, 2d6 + 3 or 1d8 + MOD'],
    [
      { damage_at_slot_level: { '1': '2d8' } },
      "damage_at_slot_level.1: Slot levels run from the spell's level (1st for a cantrip) to 9th.",
    ],
    [
      { damage_at_slot_level: { third: '4d8' } },
      "damage_at_slot_level.third: Slot levels run from the spell's level (1st for a cantrip) to 9th.",
    ],
    [
      { heal_at_slot_level: { '2': '2d8 + MOD' } },
      'heal_at_slot_level: A spell scales one way: by slot level or by character level.',
    ],
    [
      { damage_at_slot_level: undefined, damage_at_character_level: { '21': '5d10' } },
      'damage_at_character_level.21: Character levels run from 1 to 20.',
    ],
    [{ price: 3 }, 'Unknown field "price".'],
  ])('refuses %j with “%s”', async (change, message) => {
    const gm = await newUser(app, database);
    const answer = await gm.post('/api/library/spells', { ...emberBolt, ...change });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(message);
    expect((await gm.get('/api/library/spells')).json().count).toBe(0);
  });

  it('searches by name and sorts both ways', async () => {
    const gm = await newUser(app, database);
    for (const name of ['Frost Lance', 'Ember Bolt', 'Ember Ward']) {
      expect((await gm.post('/api/library/spells', { ...emberBolt, name })).statusCode).toBe(201);
    }
    const embers = (await gm.get('/api/library/spells?name=EMBER&sort=name:desc')).json();
    expect(embers.results.map((row: { name: string }) => row.name)).toEqual(['ember ward', 'ember bolt']);
    expect(embers.count).toBe(2);
  });

  it('the Free tier’s 20th spell is allowed, the 21st is “Not enough slots”', async () => {
    const gm = await newUser(app, database);
    for (let n = 0; n < 20; n += 1) {
      expect((await gm.post('/api/library/spells', { ...emberBolt, name: `Spell ${n}` })).statusCode).toBe(201);
    }
    const over = await gm.post('/api/library/spells', { ...emberBolt, name: 'Spell 20' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LIBRARY_MESSAGES.notEnoughSlots);
    expect((await gm.get('/api/library/spells')).json().count).toBe(20);
  });
});
