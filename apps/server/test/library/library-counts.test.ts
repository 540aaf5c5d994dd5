import { listQuerySchema } from '@skald/contract/library/collection-routes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { listPageJson, listPageQuery, listValues } from '../../src/modules/library/library-list.ts';
import { npcs } from '../../src/modules/library/library-tables.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

type Rows<Row> = { rows: Row[] };

describe(`library counts and name search on ${testDatabaseName}`, () => {
  let database: Database;
  const run = async <Row>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as Rows<Row>).rows;
  const newUser = async (email: string) =>
    (await run<{ id: string }>(sql`INSERT INTO users (email) VALUES (${email}) RETURNING id`))[0]?.id ?? '';
  /** What library_counts says beside what counting the rows says, for every user and kind with rows. */
  const kept = () =>
    run<{ user_id: string; kind: string; rows: number }>(sql`
    SELECT user_id, kind, rows FROM library_counts WHERE rows <> 0 ORDER BY user_id, kind`);
  const counted = () =>
    run<{ user_id: string; kind: string; rows: number }>(sql`
    SELECT user_id, kind, count(*)::int AS rows FROM (
      SELECT user_id, 'npcs' AS kind FROM npcs UNION ALL SELECT user_id, 'items' FROM items
      UNION ALL SELECT user_id, 'spells' FROM spells UNION ALL SELECT user_id, 'reminders' FROM reminders
    ) AS library GROUP BY user_id, kind ORDER BY user_id, kind`);
  /** NPCs named by a comma-separated list, each record `padding` characters longer than its name. */
  const addNpcs = (userId: string, names: string, padding = 0) =>
    database.db.execute(sql`
      INSERT INTO npcs (user_id, search_name, body)
      SELECT ${userId}, name, jsonb_build_object('name', name, 'notes', repeat('x', ${padding}::int))
      FROM regexp_split_to_table(${names}, ',') AS name`);

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps each owner’s count of each kind exact through bulk inserts, deletes, a moved row and a deleted account', async () => {
    const ada = await newUser('ada@example.test');
    const bo = await newUser('bo@example.test');
    await addNpcs(ada, 'goblin,orc,owlbear,lich');
    await addNpcs(bo, 'kobold,imp');
    await database.db.execute(sql`
      INSERT INTO items (user_id, search_name, body) VALUES (${ada}, 'rope', '{}'), (${bo}, 'torch', '{}')`);
    expect(await kept()).toEqual(await counted());

    await database.db.execute(sql`DELETE FROM npcs WHERE user_id = ${ada} AND search_name IN ('orc', 'lich')`);
    await database.db.execute(sql`UPDATE npcs SET user_id = ${ada} WHERE search_name = 'imp'`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO reminders (user_id, search_name, body) VALUES (${ada}, 'rage', '{}')`);
      await tx.execute(sql`DELETE FROM items WHERE user_id = ${ada}`);
    });
    expect(await kept()).toEqual(await counted());
    expect((await kept()).filter((row) => row.user_id === ada)).toEqual([
      { user_id: ada, kind: 'npcs', rows: 3 },
      { user_id: ada, kind: 'reminders', rows: 1 },
    ]);

    await database.db.execute(sql`DELETE FROM users WHERE id = ${bo}`);
    expect(await kept()).toEqual(await counted());
    expect(await run(sql`SELECT 1 FROM library_counts WHERE user_id = ${bo}`)).toEqual([]);
  });

  it('answers a list’s page and exact count from the kept count, and a search’s by counting its matches', async () => {
    const cy = await newUser('cy@example.test');
    const names = Array.from({ length: 40 }, (_, n) => `${n % 2 ? 'red dragon' : 'goblin'} ${n}`).join(',');
    await addNpcs(cy, names);
    const page = async (query: Record<string, string>) => {
      const answer = JSON.parse(await listPageJson(database.db, npcs, cy, listQuerySchema.parse(query))) as {
        results: { name: string }[];
        count: number;
      };
      return { names: answer.results.map((row) => row.name), count: answer.count };
    };
    const first = await page({});
    expect(first.count).toBe(40);
    expect(first.names).toHaveLength(15);
    expect(first.names.slice(0, 3)).toEqual(['goblin 0', 'goblin 10', 'goblin 12']);
    expect(await page({ page: '3', sort: 'name:desc' })).toEqual({
      names: ['24', '22', '20', '2', '18', '16', '14', '12', '10', '0'].map((n) => `goblin ${n}`),
      count: 40,
    });
    expect(await page({ page: '4' })).toEqual({ names: [], count: 40 });
    expect(await page({ name: 'DRAGON 3' })).toEqual({
      names: ['red dragon 3', 'red dragon 31', 'red dragon 33', 'red dragon 35', 'red dragon 37', 'red dragon 39'],
      count: 6,
    });
    expect(await page({ name: 'dragon', page: '2' })).toEqual({
      names: ['37', '39', '5', '7', '9'].map((n) => `red dragon ${n}`),
      count: 20,
    });
    expect(await page({ name: 'dragon', page: '3' })).toEqual({ names: [], count: 20 });
    expect(await page({ name: 'lich' })).toEqual({ names: [], count: 0 });
  });

  it('finds a rare name through the names’ trigram index (pg_trgm), not by reading every name', async () => {
    const dee = await newUser('dee@example.test');
    await addNpcs(dee, Array.from({ length: 3000 }, (_, n) => `bandit ${n}`).join(','), 1000);
    await addNpcs(dee, 'beholder zombie');
    await database.db.execute(sql`ANALYZE npcs`);
    const query = listQuerySchema.parse({ name: 'holder zom' });
    const list = listPageQuery(database.db, npcs, query, listValues(dee, query));
    const plan = (await run<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${list}`)).map((row) => row['QUERY PLAN']);
    expect(plan.join('\n')).toContain('npcs_name_trigrams');
    expect(JSON.parse((await list)[0]?.page ?? '')).toMatchObject({ count: 1, results: [{ name: 'beholder zombie' }] });
  });
});
