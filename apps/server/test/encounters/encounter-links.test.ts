import { describe, expect, it } from 'vitest';
import { ENCOUNTER_LINK_MESSAGES } from '../../src/modules/encounters/encounter-links.ts';
import { insertCompanion, insertItem, insertPlayer } from '../library/campaign-test-rows.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, hero, newCampaign, newEncounter, orc } from './encounter-test-helpers.ts';

const context = useLibraryApp();

describe(`an encounter links only to its owner's records, on ${testDatabaseName}`, () => {
  it("refuses another user's player, NPC or custom item when created or saved, and stores nothing", async () => {
    const { app, database } = context;
    const gm = await newUser(app, database);
    const stranger = await newUser(app, database);
    const campaignId = await newCampaign(gm);
    const mine = await insertPlayer(database, gm.userId, 'Vex');
    const theirs = await insertPlayer(database, stranger.userId, 'Not yours');
    const theirNpc = await insertCompanion(database, stranger.userId, 'Spy', null);
    const theirItem = await insertItem(database, stranger.userId, 'Stolen blade');

    const created = await gm.post(encountersOf(campaignId), {
      name: 'Heist',
      entities: [hero('vex', { id: mine }), hero('spy', { id: theirs })],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(ENCOUNTER_LINK_MESSAGES.entities);

    const encounter = await newEncounter(gm, campaignId, { entities: [hero('vex', { id: mine })] });
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const withNpc = await gm.request('PUT', url, {
      name: 'Heist',
      version: encounter.version,
      entities: [hero('vex', { id: mine }), orc('spy', { id: theirNpc, npc: 'custom' })],
    });
    expect(withNpc.statusCode).toBe(400);
    expect(withNpc.json().message).toBe(ENCOUNTER_LINK_MESSAGES.entities);
    for (const key of [theirItem, 'not-an-id']) {
      const withItem = await gm.request('PUT', url, {
        name: 'Heist',
        version: encounter.version,
        loot: { currency: 0, items: [{ name: 'Blade', linked_item: { key, custom: true } }] },
      });
      expect(withItem.statusCode, key).toBe(400);
      expect(withItem.json().message).toBe(ENCOUNTER_LINK_MESSAGES.loot);
    }
    // The snapshot, read without the load's library refresh: still as created.
    const stored = (await gm.get(`${url}/snapshot`)).json();
    expect(stored.version).toBe(encounter.version);
    expect(stored.encounter.entities.map((entity: { key: string }) => entity.key)).toEqual(['vex']);
  });

  it('accepts its own players, NPCs and items, and compendium monsters and items', async () => {
    const { app, database } = context;
    const gm = await newUser(app, database);
    const campaignId = await newCampaign(gm);
    const player = await insertPlayer(database, gm.userId, 'Vex');
    const npc = await insertCompanion(database, gm.userId, 'Bandit', null);
    const item = await insertItem(database, gm.userId, 'Fenthras');
    await newEncounter(gm, campaignId, {
      entities: [hero('vex', { id: player }), orc('bandit', { id: npc, npc: 'custom' }), orc('srd', { id: 'orc' })],
      loot: {
        currency: 10,
        items: [
          { name: 'Fenthras', linked_item: { key: item, custom: true } },
          { name: 'Rope', linked_item: { key: 'rope', custom: false } },
        ],
      },
    });
  });
});
