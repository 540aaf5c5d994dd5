import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { changeTier } from '../../src/modules/admin/account-tier.ts';
import { libraryApp, newUser } from '../library/library-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

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

describe(`npm run admin -- tier on ${testDatabaseName}`, () => {
  it('puts an account on a tier its overview then shows, and back on the default one', async () => {
    const gm = await newUser(app, database);
    expect(await changeTier(database.db, gm.email.toUpperCase(), 'noble')).toMatchObject({ user: { tierId: 'noble' } });
    expect((await gm.get('/api/me/overview')).json().tier).toMatchObject({ id: 'noble', name: 'Noble' });

    expect(await changeTier(database.db, gm.email, 'default')).toMatchObject({ user: { tierId: null } });
    expect((await gm.get('/api/me/overview')).json().tier).toMatchObject({ id: 'free' });
  });

  it('says which is missing, the tier or the account, and changes nothing', async () => {
    const gm = await newUser(app, database, { tierId: 'deity' });
    expect(await changeTier(database.db, gm.email, 'archmage')).toEqual({ missing: 'tier' });
    expect(await changeTier(database.db, 'nobody@example.test', 'free')).toEqual({ missing: 'account' });
    expect((await gm.get('/api/me/overview')).json().tier.id).toBe('deity');
  });
});
