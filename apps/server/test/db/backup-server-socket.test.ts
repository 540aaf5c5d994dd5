import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { claimBackupTarget } from '../../src/db/backup/backup-output.ts';
import { backupSocketPath, serveBackups } from '../../src/db/backup/backup-socket.ts';
import { backupPglite } from '../../src/db/backup/pglite-backup.ts';

/**
 * The backup socket as the command meets it. A server starting holds its data folder (migrations, a first SRD import) seconds before its backup socket
 * listens. A backup asked then, such as a nightly job meeting a restart, must wait for the socket: opening
 * the folder itself is refused (it is locked), and telling the person to stop the server is wrong.
 */
const work = mkdtempSync(join(tmpdir(), 'skald-backup-socket-'));
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

describe('a server that stops while it sends its copy', () => {
  it('is said to have stopped, and nothing is kept', { timeout: 30_000 }, async () => {
    const dataDir = join(work, 'killed', 'db');
    const path = backupSocketPath(dataDir);
    rmSync(join(work, 'killed'), { recursive: true, force: true });
    mkdirSync(join(work, 'killed'));
    // What a server killed midway sends: its answer, the start of the file, then the connection ends.
    const dying = createServer((socket) =>
      socket.once('data', () => {
        socket.write('{"ok":true,"lockMs":3}\n');
        socket.end(
          'SKALD-BACKUP {"format":1,"database":"pglite","takenAt":"2026-11-28T09:00:00Z","tarBytes":4096}\n\x1f\x8b',
        );
      }),
    );
    await new Promise<void>((done) => dying.listen(path, done));
    const target = claimBackupTarget(join(work, 'cut-off.pglite'), 'pglite');
    try {
      await expect(backupPglite(dataDir, target, 0)).rejects.toThrow(
        /^the running server stopped sending the backup before it was whole \(was it stopped\?\); nothing was kept/,
      );
    } finally {
      target.discard();
      await new Promise((done) => dying.close(done));
    }
    expect(existsSync(join(work, 'cut-off.pglite'))).toBe(false);
  });
});
