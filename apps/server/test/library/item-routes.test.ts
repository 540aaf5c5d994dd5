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

const sword = { name: 'Sword of Answering', desc: 'It talks back.', rarity: 'legendary', requires_attunement: true };

describe(`custom items on ${testDatabaseName}`, () => {
  it('the owner creates, reads, lists, replaces and deletes; the name is stored lowercase', async () => {
    const gm = await newUser(app, database);
    const created = await gm.post('/api/library/items', sword);
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ name: 'sword of answering', rarity: 'legendary', shared: false, image: '' });

    expect((await gm.get(`/api/library/items/${item.id}`)).json()).toEqual(item);
    const list = (await gm.get('/api/library/items')).json();
    expect(list).toEqual({
      results: [{ id: item.id, name: 'sword of answering', image: '', rarity: 'legendary' }],
      count: 1,
      page: 1,
      pageSize: LIBRARY_PAGE_SIZE,
    });

    const replaced = await gm.request('PUT', `/api/library/items/${item.id}`, { ...sword, name: 'Dancing Sword' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ id: item.id, name: 'dancing sword', created: item.created });

    expect((await gm.request('DELETE', `/api/library/items/${item.id}`)).statusCode).toBe(204);
    expect((await gm.get(`/api/library/items/${item.id}`)).statusCode).toBe(404);
  });

  it('another user gets 404 for the id, anonymous 401, an admin may read it', async () => {
    const owner = await newUser(app, database);
    const other = await newUser(app, database);
    const admin = await newUser(app, database, { admin: true });
    const { id } = (await owner.post('/api/library/items', sword)).json();

    expect((await other.get(`/api/library/items/${id}`)).statusCode).toBe(404);
    expect((await other.request('PUT', `/api/library/items/${id}`, sword)).statusCode).toBe(404);
    expect((await other.request('DELETE', `/api/library/items/${id}`)).statusCode).toBe(404);
    expect((await other.get('/api/library/items')).json().count).toBe(0);
    expect((await new Browser(app).get(`/api/library/items/${id}`)).statusCode).toBe(401);
    expect((await new Browser(app).get('/api/library/items')).statusCode).toBe(401);
    expect((await admin.get(`/api/library/items/${id}`)).json().name).toBe('sword of answering');
    expect((await admin.request('DELETE', `/api/library/items/${id}`)).statusCode).toBe(404);
    expect((await owner.get(`/api/library/items/${id}`)).statusCode).toBe(200);
  });

  it('bad input is a 400 with the spec’s message; a malformed id is a 404', async () => {
    const gm = await newUser(app, database);
    const missing = await gm.post('/api/library/items', { desc: 'nameless' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('name: Name is required');
    const long = await gm.post('/api/library/items', { name: 'x'.repeat(101) });
    expect(long.json().message).toBe('name: Name must be 100 or less');
    const unknown = await gm.post('/api/library/items', { ...sword, price: 3 });
    expect(unknown.json().message).toBe('Unknown field "price".');
    expect((await gm.get('/api/library/items/not-a-uuid')).statusCode).toBe(404);
    expect((await gm.get('/api/library/items?page=0')).json().message).toBe('page: page is a whole number from 1.');
  });

  it('searches by name (pattern characters literal), sorts both ways and pages by 15', async () => {
    const gm = await newUser(app, database, { tierId: 'unlimited' });
    for (let n = 1; n <= 17; n += 1) {
      const response = await gm.post('/api/library/items', { name: `Potion ${String(n).padStart(2, '0')}` });
      expect(response.statusCode).toBe(201);
    }
    await gm.post('/api/library/items', { name: '100% Rope' });
    const first = (await gm.get('/api/library/items?name=potion')).json();
    expect(first.count).toBe(17);
    expect(first.results).toHaveLength(15);
    expect(first.results[0].name).toBe('potion 01');
    const second = (await gm.get('/api/library/items?name=POTION&page=2')).json();
    expect(second.results.map((row: { name: string }) => row.name)).toEqual(['potion 16', 'potion 17']);
    const backwards = (await gm.get('/api/library/items?name=potion&sort=name:desc')).json();
    expect(backwards.results[0].name).toBe('potion 17');
    const percent = (await gm.get(`/api/library/items?name=${encodeURIComponent('0%')}`)).json();
    expect(percent.results.map((row: { name: string }) => row.name)).toEqual(['100% rope']);
  });

  // Creates arriving at once, on two servers: tier-concurrency.test.ts, on PostgreSQL.
  it('the Free tier’s 20th item is allowed, the 21st is “Not enough slots”', async () => {
    const gm = await newUser(app, database);
    for (let n = 0; n < 20; n += 1)
      expect((await gm.post('/api/library/items', { name: `Gem ${n}` })).statusCode).toBe(201);
    const over = await gm.post('/api/library/items', { name: 'Gem 20' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(LIBRARY_MESSAGES.notEnoughSlots);
    expect((await gm.get('/api/library/items')).json().count).toBe(20);
  });
});
