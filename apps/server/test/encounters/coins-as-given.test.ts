import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Purse } from '@skald/contract/library/coins';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../src/db/open-database.ts';
import { encounters } from '../../src/modules/encounters/encounter-tables.ts';
import { campaigns } from '../../src/modules/library/library-tables.ts';
import { liveSecret } from '../../src/modules/live/broadcast-store.ts';
import { loadFollowerView } from '../../src/modules/live/projection/load-follower-view.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { campaignPlayer, goLive } from '../live/broadcast-test-kit.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, newCampaign, newEncounter, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

const purseOf = async (campaignId: string) => {
  const [row] = await context.database.db
    .select({ body: campaigns.body })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return (row?.body.inventory as { currency: Purse } | undefined)?.currency;
};

describe(`coins kept as given, on ${testDatabaseName}`, () => {
  it('35 gp 12 sp of loot reach the purse, the campaign page and the follow page as 35 gp 12 sp; reset takes them back', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const aria = await campaignPlayer(gm, campaignId, 'Aria');
    const campaign = (await gm.get(`/api/library/campaigns/${campaignId}`)).json();
    const { id: _id, created: _created, updated: _updated, ...record } = campaign;
    const held = await gm.request('PUT', `/api/library/campaigns/${campaignId}`, {
      ...record,
      inventory: { currency: { gp: 10, cp: 3 }, items: [] },
    });
    expect(held.json().inventory.currency).toEqual({ pp: 0, gp: 10, sp: 0, cp: 3 });

    const encounter = await newEncounter(gm, campaignId, { loot: { currency: { gp: 35, sp: 12 }, items: [] } });
    expect(encounter.loot.currency).toEqual({ pp: 0, gp: 35, sp: 12, cp: 0 });
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    expect((await goLive(gm, campaignId)).statusCode).toBe(200);
    await gm.request('PUT', '/api/live/broadcast/encounter', { encounterId: encounter.id });
    await sync(gm, url, 0, [queued({ type: 'finish' })]);
    const awarded = await gm.post(`${url}/award`, { players: [aria], xp: true, currency: true });
    expect(awarded.statusCode, awarded.body).toBe(200);

    expect((await gm.get(`/api/library/campaigns/${campaignId}`)).json().inventory.currency).toEqual({
      pp: 0,
      gp: 45,
      sp: 12,
      cp: 3,
    });
    const view = await loadFollowerView(
      context.database.db,
      { userId: gm.userId, campaignId },
      await liveSecret(context.database.db),
    );
    expect('view' in view && view.view.encounter?.rewards?.currency).toEqual({ pp: 0, gp: 35, sp: 12, cp: 0 });

    await sync(gm, url, 2, [queued({ type: 'reset' })]);
    expect(await purseOf(campaignId)).toEqual({ pp: 0, gp: 10, sp: 0, cp: 3 });
  });

  it('a copper total stored before becomes the coins it was shown as, in campaigns, loot and awards', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId);
    const { db } = context.database;
    await db
      .update(campaigns)
      .set({ body: sql`jsonb_set(${campaigns.body}, '{inventory,currency}', '3620')` })
      .where(eq(campaigns.id, campaignId));
    await db
      .update(encounters)
      .set({ loot: { currency: 12_345, items: [] } as never, awards: { xp: {}, currency: 250 } as never })
      .where(eq(encounters.id, encounter.id));

    const migration = readFileSync(join(migrationsFolder, '0012_coins_as_given.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    expect(await purseOf(campaignId)).toEqual({ pp: 3, gp: 6, sp: 2, cp: 0 });
    const [row] = await db
      .select({ loot: encounters.loot, awards: encounters.awards })
      .from(encounters)
      .where(eq(encounters.id, encounter.id));
    expect(row?.loot.currency).toEqual({ pp: 12, gp: 3, sp: 4, cp: 5 });
    expect(row?.awards?.currency).toEqual({ pp: 0, gp: 2, sp: 5, cp: 0 });
  });
});
