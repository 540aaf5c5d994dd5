import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { campaigns } from '../../src/modules/library/library-tables.ts';
import {
  interruptBroadcast,
  liveSecret,
  readBroadcast,
  setPresence,
  writeBroadcast,
} from '../../src/modules/live/broadcast-store.ts';
import { liveBroadcasts } from '../../src/modules/live/live-tables.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { createTestDatabase } from '../test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

async function aUser(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ email: `gm-${randomBytes(5).toString('hex')}@example.test` })
    .returning({ id: users.id });
  if (!row) throw new Error('no user');
  return row.id;
}

async function aCampaign(userId: string): Promise<string> {
  const [row] = await database.db
    .insert(campaigns)
    .values({ userId, searchName: 'c', body: { name: 'C' } })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('no campaign');
  return row.id;
}

describe('the broadcast store', () => {
  it('reads a user without a broadcast as not live', async () => {
    expect(await readBroadcast(database.db, await aUser())).toEqual({
      live: false,
      campaignId: null,
      encounterId: null,
      interrupted: false,
    });
  });

  it('interrupts only a live broadcast, and presence keeps its time', async () => {
    const userId = await aUser();
    const campaignId = await aCampaign(userId);
    expect(await interruptBroadcast(database.db, userId)).toBe(false);
    await writeBroadcast(database.db, userId, { campaignId, live: true });
    await setPresence(database.db, userId, true);
    expect(await readBroadcast(database.db, userId)).toEqual({
      live: true,
      campaignId,
      encounterId: null,
      interrupted: false,
    });
    expect(await interruptBroadcast(database.db, userId)).toBe(true);
    expect(await interruptBroadcast(database.db, userId)).toBe(false);
    expect(await readBroadcast(database.db, userId)).toMatchObject({ live: false, campaignId, interrupted: true });
    const [before] = await database.db.select().from(liveBroadcasts).where(eq(liveBroadcasts.userId, userId));
    await setPresence(database.db, userId, false);
    const [after] = await database.db.select().from(liveBroadcasts).where(eq(liveBroadcasts.userId, userId));
    expect(after?.online).toBe(false);
    expect(after?.presenceAt.getTime()).toBeGreaterThanOrEqual(before?.presenceAt.getTime() ?? Number.NaN);
  });

  it('deleting the live campaign drops the broadcast', async () => {
    const userId = await aUser();
    const campaignId = await aCampaign(userId);
    await writeBroadcast(database.db, userId, { campaignId, live: true });
    await database.db.delete(campaigns).where(eq(campaigns.id, campaignId));
    const rows = await database.db.select().from(liveBroadcasts).where(eq(liveBroadcasts.userId, userId));
    expect(rows).toEqual([]);
  });

  it('keeps one secret for every caller on the database', async () => {
    const secret = await liveSecret(database.db);
    expect(secret).toMatch(/^[\w-]{40,}$/);
    expect(await liveSecret(database.db)).toBe(secret);
  });
});
