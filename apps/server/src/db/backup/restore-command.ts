import { existsSync, statSync } from 'node:fs';
import { BackupError, shownPath, shownSize } from './backup-output.ts';
import {
  callerPath,
  configuredDatabase,
  describeDatabase,
  readArguments,
  runCommand,
  seconds,
  UsageError,
} from './command-line.ts';
import { restorePglite } from './pglite-backup.ts';
import { restorePostgres } from './postgres-backup.ts';

/** `npm run restore -- FILE [--force]`: a backup into the database the server uses (see README.md). */
const USAGE = `Usage: npm run restore -- FILE [--force]
  Restores a backup made by npm run backup into the database Skald uses (DATA_DIR, or DATABASE_URL when set).
  It must be empty unless --force; a running Skald's database is never replaced.`;

await runCommand('restore', USAGE, async () => {
  const { flags, out, rest } = readArguments(process.argv.slice(2));
  const force = flags.delete('--force');
  // `npm run restore FILE --force` without `--`: npm keeps --force for itself and only says so in its
  // environment. Told, never obeyed: replacing a database takes the flag written where the command sees it.
  if (!force && process.env.npm_config_force === 'true') {
    throw new BackupError('npm took --force for itself; write it after --, as in: npm run restore -- FILE --force.');
  }
  if (flags.size > 0 || rest.length !== 1 || out !== undefined) throw new UsageError();
  const file = callerPath(rest[0] ?? '');
  if (!existsSync(file)) throw new BackupError(`there is no file ${shownPath(file)}.`);
  if (!statSync(file).isFile()) throw new BackupError(`${shownPath(file)} is a folder, not a backup file.`);
  const database = configuredDatabase();
  const started = performance.now();
  const size = shownSize(statSync(file).size);
  let about = size;
  let after = '';
  if (database.kind === 'pglite') {
    const { takenAt, setAside } = await restorePglite(file, database.dataDir, force);
    about += `, taken ${takenAt}`;
    if (setAside)
      after = ` The database that was there is kept in ${shownPath(setAside)}; delete it once you are sure.`;
  } else {
    await restorePostgres(file, database.url, force);
  }
  const done = `Restored ${shownPath(file)} (${about}) into ${describeDatabase(database)} in ${seconds(started)}`;
  return `${done}; start Skald to serve it.${after}`;
});
