import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encounters } from '../../src/modules/encounters/encounter-tables.ts';
import { items, npcs, players } from '../../src/modules/library/library-tables.ts';
import { insertCompanion, insertItem, insertPlayer } from '../library/campaign-test-rows.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { goblinBoss } from '../library/npc-test-records.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, hero, newCampaign, newEncounter, orc, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();
const keys = (read: { encounter: { entities: { key: string }[] } }) => read.encounter.entities.map((e) => e.key);

describe(`loading an encounter cleans ghosts and follows the library, on ${testDatabaseName}`, () => {
  it('removes combatants whose player, NPC or companion is gone, companions of a gone player, and dead item links', async () => {
    const { app, database } = context;
    const gm = await newUser(app, database);
    const stranger = await newUser(app, database);
    const campaignId = await newCampaign(gm);
    const keptPlayer = await insertPlayer(database, gm.userId, 'Vex');
    const gonePlayer = await insertPlayer(database, gm.userId, 'Percy');
    const orphan = await insertCompanion(database, gm.userId, 'Trinket', gonePlayer);
    const goneNpc = await insertCompanion(database, gm.userId, 'Bandit', null);
    const strangersPlayer = await insertPlayer(database, stranger.userId, 'Not yours');
    const goneItem = await insertItem(database, gm.userId, 'Whisper');
    const keptItem = await insertItem(database, gm.userId, 'Fenthras');
    const encounter = await newEncounter(gm, campaignId, {
      entities: [
        hero('vex', { id: keptPlayer, name: 'Vex' }),
        hero('percy', { id: gonePlayer, name: 'Percy' }),
        { ...orc('trinket', { id: orphan, name: 'Trinket' }), entityType: 'companion', npc: 'custom' },
        orc('bandit', { id: goneNpc, npc: 'custom' }),
        orc('srd-orc', { id: 'orc', npc: 'srd' }),
      ],
      loot: {
        currency: 0,
        items: [
          { name: 'Whisper', linked_item: { key: goneItem, custom: true } },
          { name: 'Fenthras', linked_item: { key: keptItem, custom: true } },
          { name: 'Rope', linked_item: { key: 'rope', custom: false } },
        ],
      },
    });
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    // A save naming another user's player is refused; one stored before that check is still cleaned on load.
    const spy = hero('spy', { id: strangersPlayer });
    await database.db
      .update(encounters)
      .set({
        state: sql`jsonb_set(${encounters.state}, '{entities}', (${encounters.state}->'entities') || ${JSON.stringify([spy])}::jsonb)`,
      })
      .where(eq(encounters.id, encounter.id));
    await database.db.delete(players).where(eq(players.id, gonePlayer));
    await database.db.delete(npcs).where(eq(npcs.id, goneNpc));
    await database.db.delete(items).where(eq(items.id, goneItem));

    const read = (await gm.get(url)).json();
    expect(keys(read)).toEqual(['vex', 'srd-orc']);
    expect(read.version).toBe(1);
    expect(read.loot.items.map((item: { linked_item: unknown }) => item.linked_item)).toEqual([
      null,
      { key: keptItem, custom: true },
      { key: 'rope', custom: false },
    ]);
    // Stored: the next load finds nothing to clean and keeps the version.
    const again = (await gm.get(url)).json();
    expect(again).toEqual(read);
  });

  it('before the fight a linked player and NPC take their record’s copied fields; once it started they no longer do', async () => {
    const { app, database } = context;
    const gm = await newUser(app, database);
    const campaignId = await newCampaign(gm);
    const playerId = await insertPlayer(database, gm.userId, 'Vex');
    const npcId = await insertCompanion(database, gm.userId, 'goblin boss', null);
    await database.db.update(npcs).set({ body: goblinBoss }).where(eq(npcs.id, npcId));
    const encounter = await newEncounter(gm, campaignId, {
      entities: [
        hero('vex', { id: playerId, name: 'Vex', curHp: 12 }),
        orc('boss', { id: npcId, npc: 'custom', name: 'Goblin Boss (1)', maxHp: 25 }),
      ],
    });
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const player = (await database.db.select().from(players).where(eq(players.id, playerId)))[0];
    const body = { ...player?.body, character_name: 'Vex’ahlia', ac: 18, maxHp: 44, level: 6, dexterity: 18 };
    await database.db.update(players).set({ body }).where(eq(players.id, playerId));

    const read = (await gm.get(url)).json();
    expect(read.version).toBe(1);
    const [vex, boss] = read.encounter.entities;
    expect(vex).toMatchObject({ name: 'Vex’ahlia', ac: 18, maxHp: 44, level: 6, dexterity: 18, curHp: 12 });
    expect(boss).toMatchObject({ name: 'Goblin Boss (1)', maxHp: 25, ac: 17, dexterity: 14, challenge_rating: 1 });
    expect(boss.damage_resistances).toEqual(['poison']);
    expect(boss.actions.map((action: { name: string }) => action.name)).toEqual(goblinBoss.actions.map((a) => a.name));

    await sync(gm, url, 1, [queued({ type: 'start' })]);
    await database.db
      .update(players)
      .set({ body: { ...body, ac: 10 } })
      .where(eq(players.id, playerId));
    const started = (await gm.get(url)).json();
    expect(started.version).toBe(2);
    expect(started.encounter.entities[0].ac).toBe(18);
  });
});
