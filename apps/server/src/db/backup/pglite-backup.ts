import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError } from '../../config.ts';
import { lockDataDir, runningLockHolder } from '../data-dir-lock.ts';
import { pgliteExtensions } from '../embedded/create-pglite.ts';
import { databaseErrorCause } from '../open-database.ts';
import { BackupError, type BackupTarget, fileFailure, isFileFailure, shownPath } from './backup-output.ts';
import { requestSocketBackup, type SocketBackup, socketPathFits } from './backup-socket.ts';
import { pgliteBackupStream, readPgliteBackup, timedDump } from './pglite-backup-file.ts';

/** Which process holds the folder's lock, as `lockDataDir()` wrote it, for the sentence that says so. */
function lockHolder(dataDir: string): string {
  try {
    return ` (process ${readFileSync(`${dataDir}.lock`, 'utf8').trim()})`;
  } catch {
    return '';
  }
}

/** Takes the folder's lock for this command; when a running Skald holds it, `refusal` says what to do. */
function lockForCommand(dataDir: string, refusal: (holder: string) => string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof ConfigError) throw new BackupError(refusal(lockHolder(dataDir)));
    throw error;
  }
}

export interface PgliteBackupResult {
  /** Who took the copy: the running server (over its socket) or this command (the folder was free). */
  by: 'server' | 'command';
  /** How long PGlite's query lock was held while the data folder was copied. */
  lockMs: number;
}

/** Opens the folder itself (no server runs on it): holding the lock, so a server started meanwhile refuses. */
async function dumpUnusedFolder(dataDir: string, target: BackupTarget): Promise<number> {
  if (!existsSync(`${dataDir}/PG_VERSION`)) {
    throw new BackupError(`${shownPath(dataDir)} holds no database yet; there is nothing to back up (check DATA_DIR).`);
  }
  const unlock = lockForCommand(
    dataDir,
    (holder) =>
      `a running Skald${holder} holds ${shownPath(dataDir)} but offers no backup socket (an older Skald, one still starting after a minute, or a DATA_DIR path too long for a socket); stop it, then run the backup again.`,
  );
  try {
    const client = await PGlite.create(dataDir, { extensions: pgliteExtensions });
    try {
      const { tar, takenAt, lockMs } = await timedDump(() => client.dumpDataDir('none'));
      await pipeline(pgliteBackupStream(tar, takenAt), createWriteStream(target.partial));
      return lockMs;
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/** How long a backup waits for a server that holds the folder but does not listen yet. */
export const SERVER_STARTUP_WAIT_MS = 60_000;

/**
 * The running server's copy, or 'no server' when none listens. A server starting holds the folder before
 * its socket listens (migrations, a first SRD import): a backup then, such as a nightly job meeting a
 * restart, waits for the socket rather than refusing.
 */
async function askRunningServer(dataDir: string, waitMs: number): Promise<SocketBackup> {
  const until = performance.now() + waitMs;
  for (;;) {
    const asked = await requestSocketBackup(dataDir);
    const starting = asked === 'no server' && socketPathFits(dataDir) && runningLockHolder(dataDir) !== undefined;
    if (!starting || performance.now() >= until) return asked;
    await sleep(250);
  }
}

/**
 * Backs the embedded database in `dataDir` up into `target`: through the running server when one listens
 * beside the folder (waiting up to `startupWaitMs` for one starting), else by opening the folder itself.
 * The written file is read back and checked.
 */
export async function backupPglite(
  dataDir: string,
  target: BackupTarget,
  startupWaitMs = SERVER_STARTUP_WAIT_MS,
): Promise<PgliteBackupResult> {
  const asked = await askRunningServer(dataDir, startupWaitMs);
  if (asked === 'no server') {
    const lockMs = await dumpUnusedFolder(dataDir, target);
    await readPgliteBackup(target.partial);
    return { by: 'command', lockMs };
  }
  try {
    await pipeline(asked.body, createWriteStream(target.partial));
    await readPgliteBackup(target.partial);
  } catch (error) {
    if (isFileFailure(error)) throw error;
    // The stream ended early or broke off: the server stopped (or was killed) while it sent the copy.
    throw new BackupError(
      'the running server stopped sending the backup before it was whole (was it stopped?); nothing was kept, run the backup again.',
    );
  }
  return { by: 'server', lockMs: asked.lockMs };
}

function isEmptyOrAbsent(dir: string): boolean {
  if (!existsSync(dir)) return true;
  return statSync(dir).isDirectory() && readdirSync(dir).length === 0;
}

/** `db` → `db.replaced-2026-11-28T09-05-00Z`: where `--force` keeps the database a restore replaced. */
function setAsideName(dataDir: string): string {
  return `${dataDir}.replaced-${new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}

export interface PgliteRestoreResult {
  takenAt: string;
  /** Where the database that was there before went (`--force` on a folder that held one). */
  setAside: string | undefined;
}

/**
 * Restores a backup into `dataDir`: the file is checked whole first, then unpacked through PGlite's
 * `loadDataDir` into a folder beside the target and renamed into place once PGlite opened it, so a
 * failure leaves the target as it was. A folder that holds anything is refused unless `force`; then it is
 * kept aside, never deleted. A folder a running server holds is refused always (its lock).
 */
export async function restorePglite(file: string, dataDir: string, force: boolean): Promise<PgliteRestoreResult> {
  const { header, tar } = await readPgliteBackup(file);
  mkdirSync(dirname(dataDir), { recursive: true });
  const unlock = lockForCommand(
    dataDir,
    (holder) =>
      `a running Skald${holder} holds ${shownPath(dataDir)}; stop it before restoring (even --force never replaces a database in use).`,
  );
  const staging = `${dataDir}.restoring`;
  try {
    const occupied = !isEmptyOrAbsent(dataDir);
    if (occupied && !force) {
      throw new BackupError(
        `${shownPath(dataDir)} is not empty; restore into an empty DATA_DIR, or add --force to replace it (the current one is kept beside it).`,
      );
    }
    rmSync(staging, { recursive: true, force: true });
    try {
      const client = await PGlite.create(staging, { loadDataDir: new Blob([tar]), extensions: pgliteExtensions });
      await client.query('select 1');
      await client.close();
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      // PGlite's file system throws an ErrnoError with no message (a full disk): name the cause in words.
      const why = isFileFailure(error)
        ? `could not be written into ${shownPath(staging)}: ${fileFailure(error)}`
        : `could not be opened (${databaseErrorCause(error)})`;
      throw new BackupError(`the backup's database ${why}; nothing was restored.`);
    }
    const setAside = occupied ? setAsideName(dataDir) : undefined;
    if (setAside) renameSync(dataDir, setAside);
    else rmSync(dataDir, { recursive: true, force: true });
    renameSync(staging, dataDir);
    return { takenAt: header.takenAt, setAside };
  } finally {
    unlock();
  }
}
