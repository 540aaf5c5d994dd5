import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, players } from '../../src/modules/library/library-tables.ts';
import { insertPlayer } from '../library/campaign-test-rows.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, hero, newEncounter, orc, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

/** Link ids that name what every plain object inherits. */
const OBJECT_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

async function membersOf(campaignId: string) {
  const [row] = await context.database.db
    .select({ body: campaigns.body })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.body.players as Record<string, Record<string, unknown>>;
}

/** A GM with a campaign whose one player has 30 hit points on the sheet, and a second player outside it. */
async function campaignWithPlayer() {
  const { app, database } = context;
  const gm = await newUser(app, database);
  const playerId = await insertPlayer(database, gm.userId, 'Ser Aldric');
  const outsider = await insertPlayer(database, gm.userId, 'Wanderer');
  for (const id of [playerId, outsider]) {
    await database.db
      .update(players)
      .set({ body: { character_name: id === playerId ? 'Ser Aldric' : 'Wanderer', maxHp: 30, ac: 16 } })
      .where(eq(players.id, id));
  }
  const created = await gm.post('/api/library/campaigns', { name: 'Lost Mine', players: { [playerId]: {} } });
  expect(created.statusCode, created.body).toBe(201);
  return { gm, campaignId: created.json().id as string, playerId, outsider };
}

describe(`a campaign's players carry their state from one encounter to the next, on ${testDatabaseName}`, () => {
  it('damage and temp HP in one fight are where the next fight starts them', async () => {
    const { gm, campaignId, playerId } = await campaignWithPlayer();
    const first = await newEncounter(gm, campaignId, {
      entities: [orc('o1'), hero('aldric', { id: playerId, maxHp: 30, curHp: 30 })],
    });
    const url = `${encountersOf(campaignId)}/${first.id}`;
    await sync(gm, url, first.version, [
      queued({ type: 'start' }),
      queued({ type: 'damage', target: 'aldric', amount: 12, by: 'o1' }),
      queued({ type: 'edit-entity', key: 'aldric', edits: { tempHp: 4 } }),
    ]);
    expect((await membersOf(campaignId))[playerId]).toMatchObject({ curHp: 18, tempHp: 4, dead: false });

    const second = await newEncounter(gm, campaignId, {
      name: 'The cave',
      entities: [orc('o2'), hero('aldric', { id: playerId, maxHp: 30, curHp: 30 })],
    });
    const read = await gm.get(`${encountersOf(campaignId)}/${second.id}`);
    const aldric = read.json().encounter.entities.find((entity: { key: string }) => entity.key === 'aldric');
    expect(aldric).toMatchObject({ curHp: 18, tempHp: 4 });
  });

  it("finishing a fight adds its meters to the campaign's; a player outside the campaign changes nothing there", async () => {
    const { gm, campaignId, playerId, outsider } = await campaignWithPlayer();
    const fight = await newEncounter(gm, campaignId, {
      entities: [
        orc('o1'),
        hero('aldric', { id: playerId, maxHp: 30, curHp: 30 }),
        hero('wanderer', { id: outsider, maxHp: 30, curHp: 30 }),
      ],
    });
    const url = `${encountersOf(campaignId)}/${fight.id}`;
    const before = await membersOf(campaignId);
    await sync(gm, url, fight.version, [
      queued({ type: 'start' }),
      queued({ type: 'damage', target: 'o1', amount: 5, by: 'aldric' }),
      queued({ type: 'damage', target: 'wanderer', amount: 7, by: 'o1' }),
      queued({ type: 'finish' }),
    ]);
    const after = await membersOf(campaignId);
    expect(after[playerId]?.meters).toMatchObject({ damage: 5, damageTaken: 0 });
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after[outsider]).toBeUndefined();
  });

  it('a combatant linked to "constructor", "__proto__" or another Object name leaves the campaign intact', async () => {
    const { gm, campaignId, playerId } = await campaignWithPlayer();
    const fight = await newEncounter(gm, campaignId, {
      entities: [orc('o1'), hero('aldric', { id: playerId, maxHp: 30, curHp: 30 })],
    });
    const url = `${encountersOf(campaignId)}/${fight.id}`;
    const before = await gm.get(`/api/library/campaigns/${campaignId}`);
    const odd = OBJECT_NAMES.flatMap((id, i) => [hero(`p${i}`, { id }), orc(`c${i}`, { id, entityType: 'companion' })]);
    const synced = await sync(gm, url, fight.version, [
      ...odd.map((entity) => queued({ type: 'add-entity', entity })),
      queued({ type: 'start' }),
      ...odd.map((entity) => queued({ type: 'damage', target: entity.key, amount: 3, by: 'o1' })),
      queued({ type: 'damage', target: 'aldric', amount: 4, by: 'o1' }),
      queued({ type: 'finish' }),
    ]);
    expect(
      synced.outcomes.map((result: { outcome: string; error: string | null }) => result.error ?? result.outcome),
    ).toEqual(Array(synced.outcomes.length).fill('applied'));

    const after = await gm.get(`/api/library/campaigns/${campaignId}`);
    expect(after.statusCode, after.body).toBe(200);
    expect(Object.keys(after.json().players)).toEqual(Object.keys(before.json().players));
    expect(after.json().companions).toEqual(before.json().companions);
    expect(Object.keys(await membersOf(campaignId))).toEqual([playerId]);
    expect((await membersOf(campaignId))[playerId]).toMatchObject({ curHp: 26 });
    // The next fight still starts, and reads, with the odd links among the combatants.
    const next = await newEncounter(gm, campaignId, { name: 'The cave', entities: [orc('o2'), ...odd] });
    expect((await gm.get(`${encountersOf(campaignId)}/${next.id}`)).statusCode).toBe(200);
  });
});
