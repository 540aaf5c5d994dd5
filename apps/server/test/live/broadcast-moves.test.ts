import { describe, expect, it } from 'vitest';
import { encountersOf, newEncounter, orc, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { liveEncounter, ownBroadcast } from './broadcast-test-kit.ts';

const context = useLibraryApp();

describe(`where the live broadcast goes, on ${testDatabaseName}`, () => {
  it('stays on the running fight while the GM opens and prepares an ambush, and moves on its first command', async () => {
    const gm = await newUser(context.app, context.database);
    const { campaignId, encounterId } = await liveEncounter(gm);
    const ambush = await newEncounter(gm, campaignId, { name: 'Ambush at the ford' });
    const url = `${encountersOf(campaignId)}/${ambush.id}`;

    // Opening its run page reads it; preparing it in the builder saves a new version.
    expect((await gm.get(url)).statusCode).toBe(200);
    const saved = await gm.request('PUT', url, {
      version: ambush.version,
      name: 'Ambush at the ford',
      entities: [orc('o1'), orc('o2'), orc('o3')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // The embedded database answers in order: a move the save set off would be committed before this read.
    expect(await ownBroadcast(gm)).toMatchObject({ live: true, encounterId });

    await sync(gm, url, saved.json().version, [queued({ type: 'start' })]);
    await expect.poll(async () => (await ownBroadcast(gm)).encounterId).toBe(ambush.id);
  });
});
