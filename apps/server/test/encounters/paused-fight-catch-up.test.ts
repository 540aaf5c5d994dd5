import { afterLongRest, type CarriedState } from '@skald/rules/campaign/carried-state';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../src/modules/library/library-tables.ts';
import type { Browser } from '../accounts/account-test-app.ts';
import { insertPlayer } from '../library/campaign-test-rows.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, hero, newEncounter, orc, queued, queuedUndo, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

type Entity = { key: string; curHp: number; maxHp: number };

/** A GM whose campaign's one player, Thora, has 31 hit points on her sheet, in a fight paused at 15/31. */
async function thoraPausedAt15() {
  const { app, database } = context;
  const gm = await newUser(app, database);
  const thoraId = await insertPlayer(database, gm.userId, 'Thora');
  await database.db
    .update(players)
    .set({ body: { character_name: 'Thora', maxHp: 31, ac: 16 } })
    .where(eq(players.id, thoraId));
  const created = await gm.post('/api/library/campaigns', { name: 'Lost Mine', players: { [thoraId]: {} } });
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as string;
  const fight = await newEncounter(gm, campaignId, {
    entities: [orc('o1', { maxHp: 40 }), hero('thora', { id: thoraId, name: 'Thora', maxHp: 31, curHp: 31 })],
  });
  const url = `${encountersOf(campaignId)}/${fight.id}`;
  const paused = await sync(gm, url, fight.version, [
    queued({ type: 'start' }),
    queued({ type: 'damage', target: 'thora', amount: 16, by: 'o1' }),
  ]);
  expect((await thora(gm, campaignId, thoraId)).curHp).toBe(15);
  return { gm, campaignId, thoraId, url, version: paused.version as number };
}

async function campaignOf(gm: Browser, campaignId: string) {
  const read = await gm.get(`/api/library/campaigns/${campaignId}`);
  expect(read.statusCode, read.body).toBe(200);
  return read.json();
}

/** Thora as the campaign page shows her: carried hit points, else all of them. */
async function thora(gm: Browser, campaignId: string, thoraId: string) {
  const state = (await campaignOf(gm, campaignId)).players[thoraId];
  return { ...state, curHp: state.curHp ?? 'full' };
}

/** The party's long rest, as the campaign page saves it: the whole campaign with every member rested. */
async function longRest(gm: Browser, campaignId: string) {
  const { id: _id, created: _created, updated: _updated, ...record } = await campaignOf(gm, campaignId);
  const rested = Object.fromEntries(
    Object.entries(record.players as Record<string, CarriedState>).map(([id, state]) => [id, afterLongRest(state)]),
  );
  const saved = await gm.request('PUT', `/api/library/campaigns/${campaignId}`, { ...record, players: rested });
  expect(saved.statusCode, saved.body).toBe(200);
}

function thoraIn(encounter: { entities: Entity[] }): Entity | undefined {
  return encounter.entities.find((entity) => entity.key === 'thora');
}

describe(`a paused fight meets what its campaign changed meanwhile, on ${testDatabaseName}`, () => {
  it('a long rest while paused: reopened, Thora is 31/31 and a hit for 1 leaves her 30/31 in the campaign', async () => {
    const { gm, campaignId, thoraId, url, version } = await thoraPausedAt15();
    await longRest(gm, campaignId);

    const reopened = (await gm.get(url)).json();
    expect(thoraIn(reopened.encounter)).toMatchObject({ curHp: 31, maxHp: 31 });
    expect(reopened.version).toBe(version + 1);
    await sync(gm, url, reopened.version, [queued({ type: 'damage', target: 'thora', amount: 1, by: 'o1' })]);
    expect((await thora(gm, campaignId, thoraId)).curHp).toBe(30);
  });

  it('a runner still on the old version: its hit lands on the rested Thora, it is sent the new state, undo gives 31 back', async () => {
    const { gm, campaignId, thoraId, url, version } = await thoraPausedAt15();
    await longRest(gm, campaignId);

    const hit = queued({ type: 'damage', target: 'thora', amount: 1, by: 'o1' });
    const answer = await sync(gm, url, version, [hit]);
    // The rest is a version of its own, so the runner cannot take its own prediction (14) as confirmed.
    expect(answer.outcomes[0]).toMatchObject({ outcome: 'applied', version: version + 2 });
    expect(thoraIn(answer.snapshot.encounter)).toMatchObject({ curHp: 30 });
    expect((await thora(gm, campaignId, thoraId)).curHp).toBe(30);

    await sync(gm, url, answer.version, [queuedUndo(hit.id)]);
    expect(thoraIn((await gm.get(url)).json().encounter)?.curHp).toBe(31);
    expect((await thora(gm, campaignId, thoraId)).curHp).toBe(31);
  });

  it('a maximum edited on the sheet while paused reaches the fight on its next command, her wounds kept', async () => {
    const { gm, campaignId, thoraId, url, version } = await thoraPausedAt15();
    const sheet = (await gm.get(`/api/library/players/${thoraId}`)).json();
    const { id: _id, created: _created, updated: _updated, ...record } = sheet;
    const edited = await gm.request('PUT', `/api/library/players/${thoraId}`, { ...record, maxHp: 35 });
    expect(edited.statusCode, edited.body).toBe(200);

    const answer = await sync(gm, url, version, [queued({ type: 'damage', target: 'o1', amount: 3, by: 'thora' })]);
    expect(thoraIn(answer.snapshot.encounter)).toMatchObject({ curHp: 15, maxHp: 35 });
    // A later command writes her as she now is, never the old maximum's state.
    await sync(gm, url, answer.version, [queued({ type: 'damage', target: 'thora', amount: 1, by: 'o1' })]);
    expect((await thora(gm, campaignId, thoraId)).curHp).toBe(14);
    expect(thoraIn((await gm.get(url)).json().encounter)).toMatchObject({ curHp: 14, maxHp: 35 });
  });
});
