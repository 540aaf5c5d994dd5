import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { insertPlayer } from '../library/campaign-test-rows.ts';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, hero, newEncounter, orc, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();

/**
 * The statements the database is sent while `work` runs, by their first words. Each is a round trip (to
 * the embedded database's process or to PostgreSQL) that a command's delivery to followers waits for. The
 * relay's NOTIFY to other instances is left out: on PostgreSQL it follows the commit, outside the command's
 * path to this instance's followers (the embedded database has one instance and sends none).
 */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  const query = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await work();
    return query.mock.calls
      .map(([config]) => (typeof config === 'string' ? config : (config as { text: string }).text))
      .filter((text) => !text.startsWith('select pg_notify('))
      .map((text) => text.split(/\s+/).slice(0, 2).join(' ').replaceAll('"', ''));
  } finally {
    query.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe(`the statements a runner's command costs, on ${testDatabaseName}`, () => {
  it('a hit in a fight of monsters: who asks, then the locked row, the new state and its log row, and the commit', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = (await gm.post('/api/library/campaigns', { name: 'Tomb' })).json().id as string;
    const encounter = await newEncounter(gm, campaignId, { entities: [orc('o1'), orc('o2')] });
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    await sync(gm, url, 0, [queued({ type: 'start' })]);

    const sent = await statementsOf(() =>
      sync(gm, url, 1, [queued({ type: 'damage', target: 'o1', amount: 3, by: null })]),
    );
    expect(sent).toEqual(['select users.id,', 'begin', 'select id,', 'with logged', 'commit']);
  });

  it("a hit on a campaign's player: its campaign read once before, and written after, in the same transaction", async () => {
    const { app, database } = context;
    const gm = await newUser(app, database);
    const playerId = await insertPlayer(database, gm.userId, 'Ser Aldric');
    const created = await gm.post('/api/library/campaigns', { name: 'Lost Mine', players: { [playerId]: {} } });
    const campaignId = created.json().id as string;
    const encounter = await newEncounter(gm, campaignId, {
      entities: [orc('o1'), hero('aldric', { id: playerId, maxHp: 30, curHp: 30 })],
    });
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    await sync(gm, url, encounter.version, [queued({ type: 'start' })]);

    const turn = await statementsOf(() => sync(gm, url, encounter.version + 1, [queued({ type: 'next-turn' })]));
    expect(turn).toEqual(['select users.id,', 'begin', 'select id,', 'select body,', 'with logged', 'commit']);
    const hit = queued({ type: 'damage', target: 'aldric', amount: 5, by: 'o1' });
    const carried = await statementsOf(() => sync(gm, url, encounter.version + 2, [hit]));
    expect(carried).toEqual([
      'select users.id,',
      'begin',
      'select id,',
      'select body,',
      'with logged',
      'select body',
      'update campaigns',
      'commit',
    ]);
  });
});
