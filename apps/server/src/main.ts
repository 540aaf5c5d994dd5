import { buildApp } from './app.ts';
import { ConfigError, readConfig } from './config.ts';
import { serveBackups } from './db/backup/backup-socket.ts';
import { databaseErrorCause, openDatabase } from './db/open-database.ts';
import { startPgliteUpkeep } from './db/pglite-upkeep.ts';
import { importCompendium } from './modules/compendium/public.ts';
import { checkDefaultTier } from './modules/tiers/public.ts';

/** How long a stop waits for client connections to close before it cuts them. */
const SHUTDOWN_GRACE_MS = 5_000;

/** Prints one line a person can act on and exits; configuration mistakes never show a stack trace. */
function fail(message: string): never {
  process.stderr.write(`Skald could not start: ${message}\n`);
  process.exit(1);
}

function describeListenError(error: unknown, port: number, host: string): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    return `PORT: ${port} is already in use on ${host}; stop the other program or choose another PORT`;
  if (code === 'EACCES') return `PORT: not allowed to listen on ${port}; choose a port above 1023`;
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return `HOST: "${host}" is not an address of this machine`;
  return `cannot listen on ${host}:${port} (${code ?? String(error)})`;
}

async function main(): Promise<void> {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    const where = config.database.kind === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR';
    fail(`${where}: the database could not be opened (${databaseErrorCause(error)})`);
  }

  try {
    await checkDefaultTier(database.db, config.defaultTierId);
  } catch (error) {
    await database.close().catch(() => {});
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  const app = await buildApp({ config, database });
  let upkeep: { stop(): Promise<void> } | undefined;
  let stopBackups: (() => Promise<void>) | undefined;
  app.addHook('onClose', async () => {
    await stopBackups?.();
    await upkeep?.stop();
    await database.close();
  });

  try {
    await importCompendium(database.db, { srdDataDir: config.srdDataDir, log: app.log });
    app.compendium.changed();
  } catch (error) {
    await app.close().catch(() => {});
    if (error instanceof ConfigError) fail(error.message);
    fail(`the compendium could not be imported (${databaseErrorCause(error)})`);
  }
  // PostgreSQL vacuums and analyses by itself; the embedded database is done here, first before serving.
  if (database.kind === 'pglite') upkeep = await startPgliteUpkeep(database.db, app.log);
  // `npm run backup` asks the server holding the embedded database's folder for a copy (db/backup/README.md).
  if (config.database.kind === 'pglite' && database.dumpDataDir) {
    stopBackups = await serveBackups(config.database.dataDir, database.dumpDataDir, app.log);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      process.stderr.write('Stopping immediately.\n');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Closing waits until every client connection has closed; under load some kept-alive ones were seen to
    // stay open for good. After a grace period those still open are cut, so a stop always ends.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close().catch(() => {});
    fail(describeListenError(error, config.port, config.host));
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const anyAddress = config.host === '0.0.0.0' || config.host === '::';
  const shownHost = anyAddress ? 'localhost' : config.host.includes(':') ? `[${config.host}]` : config.host;
  process.stdout.write(`Skald is running at http://${shownHost}:${port} (database: ${database.kind})\n`);
}

main().catch((error) => fail(databaseErrorCause(error)));
