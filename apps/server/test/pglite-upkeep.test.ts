import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { type TableState, tableStates, upkeepAction, upkeepOnce } from '../src/db/pglite-upkeep.ts';

const quiet: TableState = {
  name: 't',
  tuples: 10_000,
  pages: 1000,
  allVisible: 1000,
  dead: 0,
  inserted: 0,
  modified: 0,
};

describe('PGlite upkeep: what autovacuum would do', () => {
  it('leaves a table alone below the thresholds, and vacuums or analyses above them', () => {
    expect(upkeepAction(quiet)).toBeUndefined();
    expect(upkeepAction({ ...quiet, dead: 2050 })).toBeUndefined();
    expect(upkeepAction({ ...quiet, dead: 2051 })).toBe('VACUUM (ANALYZE)');
    expect(upkeepAction({ ...quiet, inserted: 3001 })).toBe('VACUUM (ANALYZE)');
    expect(upkeepAction({ ...quiet, modified: 1051 })).toBe('ANALYZE');
    // After a restart the counts are zero, but pages written since the last VACUUM are still there.
    expect(upkeepAction({ ...quiet, pages: 1300 })).toBe('VACUUM (ANALYZE)');
    expect(upkeepAction({ ...quiet, tuples: -1, pages: 1, allVisible: 0 })).toBe('ANALYZE');
    expect(upkeepAction({ ...quiet, tuples: -1, pages: 0, allVisible: 0 })).toBeUndefined();
  });
});

describe('PGlite upkeep on a database on disk', () => {
  let dir: string;
  let database: Database | undefined;
  const open = async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: join(dir, 'db') });
    return database.db;
  };
  const settings = async (db: Database['db']) => (await tableStates(db)).find((t) => t.name === 'server_settings');

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'skald-upkeep-'));
  });
  afterAll(async () => {
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('vacuums rows written before a restart, so index-only scans read no rows, then has nothing to do', async () => {
    let db = await open();
    await db.execute(sql`
      INSERT INTO server_settings (key, value)
      SELECT 'bulk ' || n, jsonb_build_object('n', n, 'text', repeat('x', 200)) FROM generate_series(1, 3000) AS n`);
    await database?.close();
    db = await open();

    const before = await settings(db);
    expect(before?.inserted).toBe(0);
    expect(before?.allVisible).toBe(0);
    expect(before && upkeepAction(before)).toBe('VACUUM (ANALYZE)');

    const done = await upkeepOnce(db);
    expect(done.map((entry) => [entry.table, entry.action])).toContainEqual(['server_settings', 'VACUUM (ANALYZE)']);
    const after = await settings(db);
    expect(after?.tuples).toBeGreaterThanOrEqual(3000);
    expect(after?.allVisible).toBe(after?.pages);
    const plan = (
      (await db.execute(sql`EXPLAIN (ANALYZE) SELECT key FROM server_settings WHERE key >= 'bulk 2' ORDER BY key`)) as {
        rows: { 'QUERY PLAN': string }[];
      }
    ).rows.map((row) => row['QUERY PLAN']);
    expect(plan.join('\n')).toMatch(/Index Only Scan[\s\S]*Heap Fetches: 0/);

    expect(await upkeepOnce(db)).toEqual([]);
  }, 120_000); // two on-disk opens with every migration, on a machine that may be busy
});
