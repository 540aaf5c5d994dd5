import { statSync } from 'node:fs';
import { BackupError, claimBackupTarget, fileFailure, isFileFailure, shownPath, shownSize } from './backup-output.ts';
import {
  callerPath,
  configuredDatabase,
  describeDatabase,
  readArguments,
  runCommand,
  seconds,
  UsageError,
} from './command-line.ts';
import { backupPglite } from './pglite-backup.ts';
import { backupPostgres } from './postgres-backup.ts';

/** `npm run backup [-- --out FILE]`: one file holding the whole database the server uses (see README.md). */
const USAGE = `Usage: npm run backup [-- --out FILE]
  Writes the database Skald uses (DATA_DIR, or DATABASE_URL when set) to one file, by default
  backups/skald-backup-<time>.pglite (embedded database) or .pgdump (PostgreSQL). Never overwrites a file.`;

await runCommand('backup', USAGE, async () => {
  const { flags, out, rest } = readArguments(process.argv.slice(2));
  if (flags.size > 0 || rest.length > 0 || out === '') throw new UsageError();
  const database = configuredDatabase();
  const started = performance.now();
  const target = claimBackupTarget(
    out === undefined ? undefined : callerPath(out),
    database.kind === 'pglite' ? 'pglite' : 'pgdump',
  );
  let how: string;
  try {
    if (database.kind === 'pglite') {
      const { by, lockMs } = await backupPglite(database.dataDir, target);
      how = by === 'server' ? `by the running server, whose queries waited ${lockMs} ms` : 'no server was running';
    } else {
      await backupPostgres(database.url, target);
      how = 'pg_dump, custom format';
    }
    target.commit();
  } catch (error) {
    target.discard();
    if (isFileFailure(error)) throw new BackupError(`the backup failed: ${fileFailure(error)}; nothing was kept.`);
    throw error;
  }
  const size = shownSize(statSync(target.path).size);
  return `Backed up ${describeDatabase(database)} to ${shownPath(target.path)}: ${size} in ${seconds(started)} (${how}).`;
});
