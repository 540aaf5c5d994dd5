import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { claimBackupTarget } from '../../src/db/backup/backup-output.ts';
import { serveBackups } from '../../src/db/backup/backup-socket.ts';
import { backupPglite } from '../../src/db/backup/pglite-backup.ts';

/**
 * A server starting holds its data folder (migrations, a first SRD import) seconds before its backup socket
 * listens. A backup asked then, such as a nightly job meeting a restart, must wait for the socket: opening
 * the folder itself is refused (it is locked), and telling the person to stop the server is wrong.
 */
const work = mkdtempSync(join(tmpdir(), 'skald-backup-starting-'));
const silentLog = { info() {}, warn() {} };
let holder: ChildProcess | undefined;

afterAll(() => {
  holder?.kill();
  rmSync(work, { recursive: true, force: true });
});

describe('a backup asked while the server starts', () => {
  it("waits for the socket of the process holding the folder, then takes the server's copy", {
    timeout: 60_000,
  }, async () => {
    const dataDir = join(work, 'db');
    // The starting server: a live process named in the folder's lock, with no socket yet.
    holder = spawn('sleep', ['120'], { stdio: 'ignore' });
    writeFileSync(`${dataDir}.lock`, String(holder.pid));
    const database = await PGlite.create();
    const target = claimBackupTarget(join(work, 'during-start.pglite'), 'pglite');

    const result = backupPglite(dataDir, target, 30_000).catch((error: Error) => error);
    await sleep(1_500);
    const stopListening = await serveBackups(dataDir, () => database.dumpDataDir('none'), silentLog);
    try {
      expect(await result).toMatchObject({ by: 'server' });
    } finally {
      await stopListening();
      await database.close();
    }
  });
});
