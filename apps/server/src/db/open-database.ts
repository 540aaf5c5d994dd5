import { EventEmitter } from 'node:events';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { ConfigError, type DatabaseTarget } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type { Database, Db } from './database.ts';
import { DatabaseConnectError } from './database-outage.ts';
import { startEmbeddedProcess } from './embedded/embedded-process.ts';
import { serveInProcess } from './embedded/serve-in-process.ts';
import { WIRE_SOCKET_PORT } from './embedded/wire-server.ts';
import { listenPostgres } from './pg-listener.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Creates `dir` and its missing parents one by one (recursive mkdir can spin forever on /proc). */
function makeDirs(dir: string): void {
  if (existsSync(dir)) return;
  const parent = dirname(dir);
  if (parent !== dir) makeDirs(parent);
  mkdirSync(dir);
}

function ensureWritableDir(dir: string, variable: string): void {
  try {
    makeDirs(dir);
    accessSync(dir, constants.W_OK | constants.R_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new ConfigError(variable, `cannot write to ${dir} (${code}); choose a folder Skald may create and write`);
  }
}

function describeConnectionError(error: unknown): string {
  const err = error as { code?: string; message?: string; errors?: { code?: string }[] };
  const code = err.code ?? err.errors?.[0]?.code;
  return code ? `${code}${err.message ? `: ${err.message}` : ''}` : (err.message ?? String(error));
}

/** The one line that says why the database refused, beneath the wrappers Drizzle puts around it. */
export function databaseErrorCause(error: unknown): string {
  let cause = error as { message?: string; cause?: unknown } | undefined;
  while (cause?.cause && typeof cause.cause === 'object') cause = cause.cause as typeof cause;
  return (cause?.message ?? String(error)).split('\n')[0] ?? 'unknown error';
}

/** The embedded database has one server (its folder's lock says so): a notification needs no round trip. */
function localChannels(): Pick<Database, 'listen' | 'notify'> {
  const channels = new EventEmitter();
  channels.setMaxListeners(0);
  return {
    listen: async (channel, onPayload) => {
      channels.on(channel, onPayload);
      return async () => {
        channels.off(channel, onPayload);
      };
    },
    notify: async (channel, payload) => {
      channels.emit(channel, payload);
    },
  };
}

/**
 * PGlite runs in a process of its own (in this one, from a dump, for tests) and is reached through
 * node-postgres over a private Unix socket: the same driver, pool and code path as PostgreSQL, and no query
 * ever runs on the server's thread. One connection, because PGlite is one session.
 */
async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const unlock = template ? () => {} : lockDataDir(dataDir);
  try {
    const served = template
      ? await serveInProcess(template)
      : await startEmbeddedProcess(dataDir, (line) => process.stderr.write(`${line}\n`));
    const pool = createPool({
      host: served.socketDir,
      port: WIRE_SOCKET_PORT,
      // PGlite has one role and one database, and knows no other names.
      user: 'postgres',
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: 0,
    });
    const db = drizzlePg(pool);
    try {
      await migratePg(db, { migrationsFolder });
    } catch (error) {
      await pool.end().catch(() => {});
      await served.close();
      throw error;
    }
    return {
      db: db as Db,
      kind: 'pglite',
      ping: async () => {
        await pool.query('select 1');
      },
      isOpen: () => !pool.ending,
      ...localChannels(),
      dumpDataDir: () => served.dumpDataDir(),
      close: async () => {
        await pool.end();
        await served.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** An arbitrary constant naming Skald's migration lock among the database's advisory locks. */
const MIGRATION_LOCK = 0x5ca1d;

/** Migrates under an advisory lock, so servers starting together on one database take turns. */
async function migrateLocked(pool: pg.Pool, db: Parameters<typeof migratePg>[0]): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(db, { migrationsFolder });
  } catch (error) {
    throw new ConfigError('DATABASE_URL', `migrating the database failed (${databaseErrorCause(error)})`);
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    lockHolder.release();
  }
}

/**
 * A transaction opens its connection with `pool.connect()`, whose failure is net's bare error: wrapped,
 * it says it was the database that could not be reached. The pool's own callback calls pass through.
 */
function markConnectFailures(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    return connect()?.catch((error: unknown) => {
      throw new DatabaseConnectError(error);
    });
  }) as typeof pool.connect;
}

/**
 * A pool whose lost connections are logged, not thrown: an idle connection the database drops (a restart, a
 * failover, an administrator, the embedded database's process ending) must not crash Skald; the pool discards
 * it and opens a new one when needed.
 */
function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  markConnectFailures(pool);
  pool.on('error', (error) => {
    process.stderr.write(
      `Skald: a database connection was closed (${databaseErrorCause(error)}); reconnecting as needed.\n`,
    );
  });
  return pool;
}

async function openPostgres(url: string): Promise<Database> {
  const pool = createPool({ connectionString: url, max: 10 });
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    const { hostname, port } = new URL(url);
    throw new ConfigError(
      'DATABASE_URL',
      `cannot connect to ${hostname}:${port || 5432} (${describeConnectionError(error)})`,
    );
  }
  const db = drizzlePg(pool);
  try {
    await migrateLocked(pool, db);
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
  return {
    db: db as Db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    isOpen: () => !pool.ending,
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    notify: async (channel, payload) => {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => pool.end(),
  };
}

/**
 * Opens the configured database and applies every pending migration.
 * `dataDir` is created when missing. `template` starts PGlite from a dump of an already migrated
 * database, which is how tests get a fresh database in under a second.
 */
export async function openDatabase(target: DatabaseTarget, options: { template?: Blob } = {}): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  if (!options.template) ensureWritableDir(target.dataDir, 'DATA_DIR');
  return openPglite(target.dataDir, options.template);
}
