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

async function created(answer: { statusCode: number; body: string; json(): { id: string } }): Promise<string> {
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().id;
}

describe(`a shared homebrew entry on ${testDatabaseName}`, () => {
  it('opens whole for anyone, a companion without its player; an unshared or unknown one is not found', async () => {
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
