import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Database } from '../src/db/database.ts';
import { pgliteExtensions } from '../src/db/embedded/create-pglite.ts';
import { migrationsFolder, openDatabase } from '../src/db/open-database.ts';

/**
 * The real PostgreSQL server tests run against when DATABASE_URL is set (as in CI). It is used as an
 * admin connection: every test database is created on it and dropped again, never written to itself.
 */
export const adminDatabaseUrl: string | undefined = process.env.DATABASE_URL?.trim() || undefined;

/** Which database `createTestDatabase` gives, for naming describe blocks. */
export const testDatabaseName = adminDatabaseUrl ? 'PostgreSQL' : 'PGlite';

let pgliteTemplate: Promise<Blob> | undefined;

/** Names the migrated template by what went into it: every migration file and PGlite's own version. */
function templateFile(): string {
  const hash = createHash('sha256');
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(dirname(pglite)), 'package.json')));
  for (const name of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const path = join(migrationsFolder, name);
    if (statSync(path).isFile()) hash.update(name).update(readFileSync(path));
  }
  return join(tmpdir(), `skald-test-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Templates of earlier migrations are no use any more: 40 MB each, they would pile up with every new one. */
function forgetOtherTemplates(kept: string): void {
  for (const name of readdirSync(dirname(kept))) {
    const path = join(dirname(kept), name);
    if (/^skald-test-pglite-[0-9a-f]{16}\.tar$/.test(name) && path !== kept) rmSync(path, { force: true });
  }
}

/**
 * A dump of an in-memory PGlite with every migration applied. PGlite startup and the migrations are too
 * slow to repeat per test, or per test file: the first file to need it writes it beside the system's
 * temporary files, named by the migrations, and every later file (in any worker) reads it back.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = templateFile();
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // Not made yet (or removed as another checkout's): make it.
    }
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      // Written aside and renamed, so a worker reading it never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      forgetOtherTemplates(file);
      return dump;
    } finally {
      await client.close();
    }
  })();
  return pgliteTemplate;
}

export interface ScratchPostgresDatabase {
  /** Connection URL of the new, empty database. */
  url: string;
  /** Drops the database, ending any connection still open to it. */
  drop(): Promise<void>;
}

async function runAsAdmin(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database `skald_test_<random>` on the server behind `adminUrl`. */
export async function createScratchPostgresDatabase(adminUrl: string): Promise<ScratchPostgresDatabase> {
  const name = `skald_test_${randomBytes(6).toString('hex')}`;
  await runAsAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await runAsAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * A fresh, migrated database for one test or test file. Without DATABASE_URL it is an in-memory PGlite
 * restored from the per-process template; with DATABASE_URL it is a new database on that server.
 * Its `close()` releases everything, including dropping the PostgreSQL database.
 */
export async function createTestDatabase(): Promise<Database> {
  if (!adminDatabaseUrl) {
    const template = await migratedPgliteTemplate();
    return openDatabase({ kind: 'pglite', dataDir: 'memory://' }, { template });
  }
  const scratch = await createScratchPostgresDatabase(adminDatabaseUrl);
  let database: Database;
  try {
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () => {
      closing ??= database.close().finally(() => scratch.drop());
      return closing;
    },
  };
}

/**
 * Two handles on one fresh database, as two server processes sharing it have: on PostgreSQL two
 * connection pools, on PGlite (one process only) the same handle twice. `close()` releases both.
 */
export async function createSharedTestDatabase(): Promise<{
  first: Database;
  second: Database;
  close(): Promise<void>;
}> {
  if (!adminDatabaseUrl) {
    const only = await createTestDatabase();
    return { first: only, second: only, close: () => only.close() };
  }
  const scratch = await createScratchPostgresDatabase(adminDatabaseUrl);
  const opened: Database[] = [];
  const close = async () => {
    await Promise.allSettled(opened.map((database) => database.close()));
    await scratch.drop();
  };
  try {
    for (let n = 0; n < 2; n += 1) opened.push(await openDatabase({ kind: 'postgres', url: scratch.url }));
  } catch (error) {
    await close();
    throw error;
  }
  const [first, second] = opened as [Database, Database];
  return { first, second, close };
}
