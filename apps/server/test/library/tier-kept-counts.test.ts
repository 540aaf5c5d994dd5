import { CONTENT_KINDS } from '@skald/contract/account-limits';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CountedKind } from '../../src/modules/library/content-slots.ts';
import { contentCounts, freeSlots, userTier } from '../../src/modules/tiers/slots.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { newCampaign, newEncounter } from '../encounters/encounter-test-helpers.ts';
import { testDatabaseName } from '../test-database.ts';
import { created, exported, importFile, KINDS, populate, type User } from './library-import-kit.ts';
import { newUser, useLibraryApp } from './library-test-app.ts';
import { goblinBoss } from './npc-test-records.ts';

const context = useLibraryApp();

/** What the tier check counted before it read `library_counts`: each kind's rows, and encounters per campaign. */
async function counted(userId: string) {
  const { db } = context.database;
  const counts = {} as Record<CountedKind, number>;
  for (const kind of KINDS) {
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(kind)} WHERE user_id = ${userId}`,
    )) as unknown as { rows: { n: number }[] };
    counts[kind] = result.rows[0]?.n ?? 0;
  }
  const perCampaign = (await db.execute(
    sql`SELECT campaign_id, count(*)::int AS n FROM encounters WHERE user_id = ${userId} GROUP BY campaign_id`,
  )) as unknown as { rows: { campaign_id: string; n: number }[] };
  const held = new Map(perCampaign.rows.map((row) => [row.campaign_id, row.n]));
  return { ...counts, encounters: Math.max(0, ...held.values()), held };
}

/** The slots as the check answers them now, beside the slots the counted rows give on the user's tier. */
async function slotsBesideCounting(user: User) {
  const { db } = context.database;
  const tier = await userTier(db, user.userId, 'free');
  const { held, ...counts } = await counted(user.userId);
  const free = Object.fromEntries(
    KINDS.map((kind) => {
      const limit = tier.benefits[kind];
      return [kind, limit === null ? null : Math.max(0, limit - counts[kind])];
    }),
  );
  const overencumbered = CONTENT_KINDS.some((kind) => {
    const limit = tier.benefits[kind];
    return limit !== null && counts[kind] > limit;
  });
  return {
    answered: { counts: await contentCounts(db, user.userId), slots: await freeSlots(db, user.userId, 'free') },
    counting: {
      counts,
      slots: { overencumbered, free, encounters: { perCampaign: tier.benefits.encounters, held } },
    },
  };
}

async function expectSameAsCounting(user: User) {
  const { answered, counting } = await slotsBesideCounting(user);
  expect(answered).toEqual(counting);
  const overview = await user.get('/api/me/overview');
  expect(overview.json().counts).toEqual(counting.counts);
  return counting;
}

describe(`tier checks read the kept library counts on ${testDatabaseName}`, () => {
  it('give the same counts and slots as counting rows, after adds, deletes, an import and a campaign’s deletion', async () => {
    const { app, database } = context;
    const gm = await newUser(app, database);
    const other = await newUser(app, database, { label: 'other' });
    await created(other, 'npcs', { ...goblinBoss, name: 'Owlbear' });

    expect((await expectSameAsCounting(gm)).counts.npcs).toBe(0);

    await populate(gm);
    const campaignId = await newCampaign(gm, 'Storm King');
    await newEncounter(gm, campaignId);
    await newEncounter(gm, campaignId, { name: 'Giants at the gate' });
    const afterAdds = await expectSameAsCounting(gm);
    expect(afterAdds.counts).toMatchObject({ campaigns: 2, npcs: 2, encounters: 2 });

    const npcs = (await gm.get('/api/library/npcs')).json().results as { id: string }[];
    expect((await gm.request('DELETE', `/api/library/npcs/${npcs[0]?.id}`)).statusCode).toBe(204);
    const spells = (await gm.get('/api/library/spells')).json().results as { id: string }[];
    expect((await gm.request('DELETE', `/api/library/spells/${spells[0]?.id}`)).statusCode).toBe(204);
    expect((await expectSameAsCounting(gm)).counts).toMatchObject({ npcs: 1, spells: 0 });

    // An import adds every kind in one statement per kind, beside what is already there.
    const file = await exported(other);
    const imported = await importFile(gm, file);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await expectSameAsCounting(gm)).counts.npcs).toBe(2);

    // Deleting a campaign takes its encounters with it and leaves its players without one.
    expect((await gm.request('DELETE', `/api/library/campaigns/${campaignId}`)).statusCode).toBe(204);
    expect((await expectSameAsCounting(gm)).counts).toMatchObject({ campaigns: 1, encounters: 0 });

    // A tier lowered under what the account holds: both say overencumbered, with no free slot.
    await database.db.update(users).set({ tierId: 'legacy' }).where(eq(users.id, gm.userId));
    await database.db.execute(sql`UPDATE tiers SET benefits = jsonb_set(benefits, '{npcs}', '1') WHERE id = 'legacy'`);
    const lowered = await expectSameAsCounting(gm);
    expect(lowered.slots.overencumbered).toBe(true);
    expect(lowered.slots.free.npcs).toBe(0);

    expect((await expectSameAsCounting(other)).counts.npcs).toBe(1);
  });
});
