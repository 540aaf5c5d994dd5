import { open } from 'node:fs/promises';
import { BackupError, type BackupTarget, shownPath } from './backup-output.ts';
import {
  describePostgres,
  findPostgresTool,
  libpqConnection,
  postgresServerMajor,
  queryPostgres,
  runTool,
} from './postgres-tools.ts';

/**
 * PostgreSQL (DATABASE_URL): `pg_dump --format=custom`, a consistent snapshot of the database taken in one
 * transaction while the server keeps serving, and `pg_restore`. The file stays pg_dump's own, so an
 * administrator's usual tools read it too; it is told for Skald's by its table of contents.
 */
export async function backupPostgres(url: string, target: BackupTarget): Promise<{ pgDump: string }> {
  const pgDump = findPostgresTool('pg_dump', await postgresServerMajor(url));
  const { dbname, env } = libpqConnection(url);
  await runTool(pgDump, ['--format=custom', `--file=${target.partial}`, `--dbname=${dbname}`], env);
  return { pgDump: pgDump.path };
}

async function checkArchive(file: string): Promise<void> {
  const handle = await open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot read ${shownPath(file)} (${error.code ?? error.message}).`);
  });
  const start = Buffer.alloc(16);
  await handle.read(start, 0, start.length, 0).finally(() => handle.close());
  const head = start.toString('latin1');
  if (head.startsWith('SKALD-BACKUP ')) {
    throw new BackupError(
      `${shownPath(file)} is a backup of the embedded database, and this Skald uses PostgreSQL (DATABASE_URL); unset DATABASE_URL to restore it into DATA_DIR.`,
    );
  }
  if (!head.startsWith('PGDMP')) throw new BackupError(`${shownPath(file)} is not a Skald backup.`);
}

/**
 * Restores a pg_dump archive of Skald's database into the database at `url`. The archive is read whole
 * first (its table of contents must hold Skald's tables; a cut file fails there), so a bad file changes
 * nothing. A database that has tables is refused unless `force`; then the archive's objects are dropped
 * first. It all runs in one transaction: a failure leaves the database as it was.
 */
export async function restorePostgres(file: string, url: string, force: boolean): Promise<void> {
  await checkArchive(file);
  const pgRestore = findPostgresTool('pg_restore', await postgresServerMajor(url));
  const { dbname, env } = libpqConnection(url);
  const contents = await runTool(pgRestore, ['--list', file], env).catch(() => {
    throw new BackupError(
      `${shownPath(file)} is cut short or damaged (pg_restore cannot read it); nothing was restored.`,
    );
  });
  if (!/ TABLE public server_settings /.test(contents)) {
    throw new BackupError(
      `${shownPath(file)} is a PostgreSQL backup, but not of Skald's database; nothing was restored.`,
    );
  }
  await runTool(pgRestore, ['--file=/dev/null', file], env).catch((error: Error) => {
    const why = error.message.replace(/\.$/, '');
    throw new BackupError(`${shownPath(file)} is cut short or damaged (${why}); nothing was restored.`);
  });
  const [others] = await queryPostgres<{ count: string }>(
    url,
    'select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  if (Number(others?.count) > 0) {
    throw new BackupError(
      `${describePostgres(url)} has ${others?.count} other connection(s) open (a running Skald?); stop them before restoring, --force or not.`,
    );
  }
  const [tables] = await queryPostgres<{ count: string }>(
    url,
    "select count(*) from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  if (Number(tables?.count) > 0 && !force) {
    throw new BackupError(
      `${describePostgres(url)} already has tables; restore into an empty database, or add --force to replace what the backup holds.`,
    );
  }
  const clean = force ? ['--clean', '--if-exists'] : [];
  await runTool(
    pgRestore,
    ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', ...clean, `--dbname=${dbname}`, file],
    env,
  );
}
