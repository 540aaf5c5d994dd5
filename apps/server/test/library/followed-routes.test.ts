import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { campaignFollows, campaigns } from '../../src/modules/library/library-tables.ts';
import { users } from '../../src/modules/users/user-tables.ts';
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

async function campaign(userId: string, name: string, isPrivate = false): Promise<string> {
  const [row] = await database.db
    .insert(campaigns)
    .values({ userId, searchName: name.toLowerCase(), private: isPrivate, body: { name } })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('no campaign row');
  return row.id;
}

describe(`followed campaigns on ${testDatabaseName}`, () => {
  it('lists the campaigns a user follows, newest first, with their game master; private ones drop out', async () => {
    const dm = await newUser(app, database, { label: 'dm' });
    await database.db.update(users).set({ username: 'Mercer' }).where(eq(users.id, dm.userId));
    const player = await newUser(app, database, { label: 'player' });
    const stranger = await newUser(app, database, { label: 'stranger' });

    expect((await player.get('/api/me/followed')).json()).toEqual({ campaigns: [] });

    const vox = await campaign(dm.userId, 'Vox Machina');
    const nein = await campaign(dm.userId, 'Mighty Nein');
    const secret = await campaign(dm.userId, 'Secret Table', true);
    await database.db.insert(campaignFollows).values([
      { userId: player.userId, campaignId: vox, created: new Date('2026-01-01T10:00:00Z') },
      { userId: player.userId, campaignId: nein, created: new Date('2026-02-01T10:00:00Z') },
      { userId: player.userId, campaignId: secret, created: new Date('2026-03-01T10:00:00Z') },
    ]);

    expect((await player.get('/api/me/followed')).json()).toEqual({
      campaigns: [
        { id: nein, name: 'Mighty Nein', ownerId: dm.userId, owner: 'Mercer', followed: '2026-02-01T10:00:00.000Z' },
        { id: vox, name: 'Vox Machina', ownerId: dm.userId, owner: 'Mercer', followed: '2026-01-01T10:00:00.000Z' },
      ],
    });
    expect((await stranger.get('/api/me/followed')).json()).toEqual({ campaigns: [] });
    expect((await new Browser(app).get('/api/me/followed')).statusCode).toBe(401);
  });
});
