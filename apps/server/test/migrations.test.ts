import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pgSchema, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { migrationsFolder, openDatabase } from '../src/db/open-database.ts';
import { serverSettings } from '../src/db/server-settings-table.ts';
import { adminDatabaseUrl, createScratchPostgresDatabase } from './test-database.ts';

const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

/** Drizzle's own record of applied migrations, the same on both drivers. */
const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { hash: text('hash').notNull() });

async function appliedMigrationCount(database: Database): Promise<number> {
  const rows = await database.db.select({ hash: appliedMigrations.hash }).from(appliedMigrations);
  return rows.length;
}

/** A database that survives being closed and opened again, and how to get rid of it afterwards. */
interface PersistentTarget {
  name: string;
  create(): Promise<{ target: DatabaseTarget; remove(): Promise<void> }>;
}

const pgliteOnDisk: PersistentTarget = {
  name: 'PGlite on disk',
  create: async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skald-migrations-'));
    return {
      target: { kind: 'pglite', dataDir: join(dir, 'db') },
      remove: () => rm(dir, { recursive: true, force: true }),
    };
  },
};

function scratchPostgres(adminUrl: string): PersistentTarget {
  return {
    name: 'PostgreSQL',
    create: async () => {
      const scratch = await createScratchPostgresDatabase(adminUrl);
      return { target: { kind: 'postgres', url: scratch.url }, remove: scratch.drop };
    },
  };
}

// The database under test, as in every server test: the real server when DATABASE_URL is set (CI's second
// pass, after the first, without it, has tested PGlite).
const { name, create } = adminDatabaseUrl ? scratchPostgres(adminDatabaseUrl) : pgliteOnDisk;
// The first test makes the database from nothing (on PGlite, initdb): over a minute on a loaded machine.
describe(`migrations on ${name}`, { timeout: 180_000 }, () => {
  let target: DatabaseTarget;
  let remove: (() => Promise<void>) | undefined;
  let database: Database | undefined;

  beforeAll(async () => {
    ({ target, remove } = await create());
  });

  afterAll(async () => {
    await database?.close();
    await remove?.();
  });

  it('creates server_settings, which stores and returns a JSONB document', async () => {
    database ??= await openDatabase(target);
    expect(database.kind).toBe(target.kind);
    await database.ping();

    const value = { secret: 'abc', nested: { rounds: [1, 2, 3], enabled: true, note: null } };
    const before = Date.now();
    await database.db.insert(serverSettings).values({ key: 'session', value });

    const rows = await database.db.select().from(serverSettings).where(eq(serverSettings.key, 'session'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.value).toEqual(value);
    expect(rows[0]?.updatedAt).toBeInstanceOf(Date);
    expect(rows[0]?.updatedAt.getTime()).toBeGreaterThan(before - 60_000);

    const inside = await database.db
      .select({ firstRound: sql<string>`${serverSettings.value} #>> '{nested,rounds,0}'` })
      .from(serverSettings)
      .where(sql`${serverSettings.value} @> ${JSON.stringify({ nested: { enabled: true } })}::jsonb`);
    expect(inside).toEqual([{ firstRound: '1' }]);

    // The key is the primary key: a second row under the same key is refused.
    await expect(database.db.insert(serverSettings).values({ key: 'session', value: {} })).rejects.toThrow();
    expect(await appliedMigrationCount(database)).toBe(journal.entries.length);
  });

  it('opening again re-runs migrations as a no-op and keeps the rows', async () => {
    database ??= await openDatabase(target);
    await database.db.insert(serverSettings).values({ key: 'kept', value: ['across', { reopen: 1 }] });
    await database.close();
    database = undefined;

    database = await openDatabase(target);
    expect(await appliedMigrationCount(database)).toBe(journal.entries.length);
    const rows = await database.db.select().from(serverSettings).where(eq(serverSettings.key, 'kept'));
    expect(rows.map((row) => row.value)).toEqual([['across', { reopen: 1 }]]);
  });
});

if (adminDatabaseUrl) {
  const adminUrl = adminDatabaseUrl;
  describe('servers starting together on one PostgreSQL database', () => {
    it('all four migrate and open: they take turns', { timeout: 60_000 }, async () => {
      const scratch = await createScratchPostgresDatabase(adminUrl);
      try {
        const opened = await Promise.all(
          Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: scratch.url })),
        );
        expect(await appliedMigrationCount(opened[0] as Database)).toBe(journal.entries.length);
        await Promise.all(opened.map((database) => database.close()));
      } finally {
        await scratch.drop();
      }
    });
  });
}
