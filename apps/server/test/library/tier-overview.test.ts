import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { HttpError } from '../../src/http/http-error.ts';
import type { CountedKind } from '../../src/modules/library/content-slots.ts';
import { campaigns } from '../../src/modules/library/library-tables.ts';
import { claimSlot } from '../../src/modules/tiers/slots.ts';
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

const FREE = {
  id: 'free',
  name: 'Free',
  order: 0,
  benefits: {
    campaigns: 2,
    encounters: 10,
    npcs: 20,
    items: 20,
    reminders: 10,
    players: 8,
    spells: 20,
    characters: 3,
    ai_credits: 0,
  },
};
const NONE = { campaigns: 0, encounters: 0, npcs: 0, items: 0, reminders: 0, players: 0, spells: 0, characters: 0 };

async function addCampaigns(userId: string, total: number): Promise<void> {
  const rows = Array.from({ length: total }, (_, n) => ({
    userId,
    searchName: `campaign ${n}`,
    body: { name: `Campaign ${n}` },
  }));
  await database.db.insert(campaigns).values(rows);
}

describe(`tiers and the content overview on ${testDatabaseName}`, () => {
  it('lists every tier for anyone, lowest first, null meaning unlimited', async () => {
    const response = await new Browser(app).get('/api/tiers');
    expect(response.statusCode).toBe(200);
    const { tiers } = response.json();
    expect(tiers.map((tier: { id: string }) => tier.id)).toEqual([
      'free',
      'legacy',
      'folk-hero',
      'noble',
      'deity',
      'unlimited',
    ]);
    expect(tiers[0]).toEqual(FREE);
    expect(Object.values(tiers[5].benefits)).toEqual(Array(9).fill(null));
  });

  it('answers a new account its exact counts on the default tier, not overencumbered', async () => {
    const gm = await newUser(app, database);
    const empty = await gm.get('/api/me/overview');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ counts: NONE, tier: FREE, over: [], overencumbered: false, ai_credits: 0 });

    for (const name of ['Rope', 'Lantern', 'Caltrops']) await gm.post('/api/library/items', { name });
    await addCampaigns(gm.userId, 2);
    const filled = (await gm.get('/api/me/overview')).json();
    expect(filled.counts).toEqual({ ...NONE, items: 3, campaigns: 2 });
    expect(filled.overencumbered).toBe(false);
    expect((await new Browser(app).get('/api/me/overview')).statusCode).toBe(401);
  });

  it('puts accounts made before 15 May 2024 on Legacy, and a given tier wins over both', async () => {
    const veteran = await newUser(app, database);
    await database.db
      .update(users)
      .set({ created: new Date('2024-05-14T23:59:59Z') })
      .where(eq(users.id, veteran.userId));
    expect((await veteran.get('/api/me/overview')).json().tier).toMatchObject({ id: 'legacy', name: 'Legacy' });

    const patron = await newUser(app, database, { tierId: 'noble' });
    await database.db
      .update(users)
      .set({ created: new Date('2020-01-01T00:00:00Z') })
      .where(eq(users.id, patron.userId));
    expect((await patron.get('/api/me/overview')).json().tier).toMatchObject({ id: 'noble', name: 'Noble' });
  });

  it('gives new accounts the operator’s DEFAULT_TIER, which may be unlimited', async () => {
    const unlimitedApp = await libraryApp(database, { defaultTierId: 'unlimited' });
    try {
      const gm = await newUser(unlimitedApp, database);
      const overview = (await gm.get('/api/me/overview')).json();
      expect(overview.tier.name).toBe('Unlimited');
      expect(overview.ai_credits).toBeNull();
      await addCampaigns(gm.userId, 30);
      expect((await gm.get('/api/me/overview')).json()).toMatchObject({ over: [], overencumbered: false });
    } finally {
      await unlimitedApp.close();
    }
  });

  it('blocks every new row while over a limit, but edits and deletes still work', async () => {
    const gm = await newUser(app, database, { tierId: 'unlimited' });
    const rope = (await gm.post('/api/library/items', { name: 'Rope' })).json();
    const lamp = (await gm.post('/api/library/items', { name: 'Lamp' })).json();
    await addCampaigns(gm.userId, 5);
    // Moving to Free (2 campaigns) as when a subscription lapses.
    await database.db.update(users).set({ tierId: 'free' }).where(eq(users.id, gm.userId));

    const overview = (await gm.get('/api/me/overview')).json();
    expect(overview).toMatchObject({ over: ['campaigns'], overencumbered: true, tier: { name: 'Free' } });
    expect(overview.counts.campaigns).toBe(5);

    const refused = await gm.post('/api/library/items', { name: 'Chalk' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(LIBRARY_MESSAGES.overencumbered);
    const kinds: CountedKind[] = ['campaigns', 'players', 'npcs', 'items', 'spells', 'reminders', 'characters'];
    for (const kind of kinds) {
      const claim = database.db.transaction((tx) => claimSlot(tx, gm.userId, kind, 'free'));
      await expect(claim, kind).rejects.toThrow(new HttpError(409, LIBRARY_MESSAGES.overencumbered));
    }

    const edited = await gm.request('PUT', `/api/library/items/${rope.id}`, { name: 'Silk Rope' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toBe('silk rope');
    expect((await gm.request('DELETE', `/api/library/items/${lamp.id}`)).statusCode).toBe(204);

    // Down to the limit again: adding works once more.
    const extra = await database.db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.userId, gm.userId));
    for (const row of extra.slice(2)) await database.db.delete(campaigns).where(eq(campaigns.id, row.id));
    expect((await gm.get('/api/me/overview')).json().overencumbered).toBe(false);
    expect((await gm.post('/api/library/items', { name: 'Chalk' })).statusCode).toBe(201);
  });
});
