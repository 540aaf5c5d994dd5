import { LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
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

const emberBolt = {
  name: 'Ember Bolt',
  level: 2,
  school: 'evocation',
  casting_time: '1 action',
  range: '120 feet',
  duration: 'Instantaneous',
  desc: 'A mote of fire.',
};

async function created(answer: { statusCode: number; body: string; json(): { id: string } }): Promise<string> {
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

describe(`the Homebrew list on ${testDatabaseName}`, () => {
  it('anyone reads every user’s shared NPCs, items and spells, with only their list facts; unshared ones stay private', async () => {
    const alice = await newUser(app, database);
    const bruno = await newUser(app, database);
    const npc = await created(
      await alice.post('/api/library/npcs', { ...goblinBoss, name: 'Homebrew Gob', shared: true }),
    );
    await created(await alice.post('/api/library/npcs', { ...goblinBoss, name: 'Homebrew Secret Gob' }));
    const item = await created(
      await bruno.post('/api/library/items', {
        name: 'Homebrew <b>Lamp</b>',
        rarity: 'rare',
        desc: 'Private words.',
        shared: true,
      }),
    );
    await created(await bruno.post('/api/library/items', { name: 'Homebrew Hidden Lamp' }));
    const spell = await created(
      await bruno.post('/api/library/spells', { ...emberBolt, name: 'Homebrew Bolt', shared: true }),
    );

    const anonymous = new Browser(app);
    const npcs = await anonymous.get('/api/homebrew?kind=npcs&name=homebrew');
    expect(npcs.statusCode, npcs.body).toBe(200);
    expect(npcs.json()).toEqual({
      results: [{ kind: 'npcs', id: npc, name: 'homebrew gob', challenge_rating: 1, type: 'humanoid' }],
      count: 1,
      page: 1,
      pageSize: LIBRARY_PAGE_SIZE,
    });
    expect(npcs.headers['set-cookie']).toBeUndefined();
    expect((await anonymous.get('/api/homebrew?kind=items&name=homebrew')).json().results).toEqual([
      { kind: 'items', id: item, name: 'homebrew <b>lamp</b>', rarity: 'rare' },
    ]);
    expect((await alice.get('/api/homebrew?kind=spells&name=homebrew')).json().results).toEqual([
      { kind: 'spells', id: spell, name: 'homebrew bolt', level: 2, school: 'evocation' },
    ]);

    // Unsharing or deleting takes it off the list.
    await bruno.request('PUT', `/api/library/items/${item}`, { name: 'Homebrew Lamp', shared: false });
    await bruno.request('DELETE', `/api/library/spells/${spell}`);
    expect((await anonymous.get('/api/homebrew?kind=items&name=homebrew')).json().count).toBe(0);
    expect((await anonymous.get('/api/homebrew?kind=spells&name=homebrew')).json().count).toBe(0);
  });

  it('searches by name, sorts both ways and pages by 15; a bad query is a 400 naming it', async () => {
    const gm = await newUser(app, database, { tierId: 'unlimited' });
    for (let n = 1; n <= LIBRARY_PAGE_SIZE + 2; n++) {
      await created(
        await gm.post('/api/library/items', { name: `Pager Ring ${String(n).padStart(2, '0')}`, shared: true }),
      );
    }
    const anonymous = new Browser(app);
    const first = (await anonymous.get('/api/homebrew?kind=items&name=pager')).json();
    expect(first.count).toBe(LIBRARY_PAGE_SIZE + 2);
    expect(first.results).toHaveLength(LIBRARY_PAGE_SIZE);
    expect(first.results[0].name).toBe('pager ring 01');
    const second = (await anonymous.get('/api/homebrew?kind=items&name=pager&page=2')).json();
    expect(second.results.map((row: { name: string }) => row.name)).toEqual(['pager ring 16', 'pager ring 17']);
    const reversed = (await anonymous.get('/api/homebrew?kind=items&name=pager&sort=name:desc')).json();
    expect(reversed.results[0].name).toBe('pager ring 17');
    expect((await anonymous.get('/api/homebrew?kind=items&name=pager_')).json().count).toBe(0);

    const badKind = await anonymous.get('/api/homebrew?kind=players');
    expect(badKind.statusCode).toBe(400);
    expect(badKind.json().message).toBe('kind: kind is npcs, items or spells.');
    expect((await anonymous.get('/api/homebrew?page=0')).statusCode).toBe(400);
  });

  it('a shared entry opens whole for anyone, a companion without its player; an unshared or unknown one is not found', async () => {
    const gm = await newUser(app, database);
    const player = await created(await gm.post('/api/library/players', { character_name: 'Thora' }));
    const wolf = await created(
      await gm.post('/api/library/npcs', { ...goblinBoss, name: 'Ash Wolf', shared: true, player_id: player }),
    );
    const secret = await created(await gm.post('/api/library/npcs', { ...goblinBoss, name: 'Secret Gob' }));
    const lamp = await created(
      await gm.post('/api/library/items', { name: 'Ember Lamp', desc: 'It glows.', rarity: 'rare', shared: true }),
    );

    const anonymous = new Browser(app);
    const npc = await anonymous.get(`/api/homebrew/npcs/${wolf}`);
    expect(npc.statusCode, npc.body).toBe(200);
    expect(npc.json()).toMatchObject({
      kind: 'npcs',
      record: { id: wolf, name: 'ash wolf', hit_points: goblinBoss.hit_points, player_id: null },
    });
    const item = await anonymous.get(`/api/homebrew/items/${lamp}`);
    expect(item.json()).toMatchObject({ kind: 'items', record: { id: lamp, name: 'ember lamp', desc: 'It glows.' } });

    for (const address of [
      `/api/homebrew/npcs/${secret}`,
      `/api/homebrew/dragons/${wolf}`,
      `/api/homebrew/items/${wolf}`,
      `/api/homebrew/spells/${crypto.randomUUID()}`,
    ]) {
      const answer = await anonymous.get(address);
      expect(answer.statusCode, address).toBe(404);
      expect(answer.json().message).toBe('Nothing was found at this address.');
    }
  });
});
