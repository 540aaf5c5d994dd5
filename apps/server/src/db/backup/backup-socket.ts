import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import { BackupError } from './backup-output.ts';
import { pgliteBackupStream, timedDump } from './pglite-backup-file.ts';

/**
 * The running server takes a backup of its embedded database when asked over a Unix socket beside the data
 * folder (`DATA_DIR/db.backup.sock`), readable and writable only by its own OS user. Not an HTTP route: the
 * copy holds every account's password hash and the session secret, so it must never be one request away
 * from the network, and the filesystem's permissions already say who may have it (whoever may read
 * DATA_DIR) with no password for a cron job to keep.
 *
 * The exchange: the client sends `backup\n`; the server answers one JSON line, `{"ok":true,"lockMs":…}` or
 * `{"ok":false,"message":…}`, then the backup file's bytes, and closes.
 */
export const BACKUP_REQUEST = 'backup\n';

/** Linux keeps a Unix socket's path in 108 bytes, the last a NUL; Node cuts a longer one short, silently. */
const MAX_SOCKET_PATH = 107;

export function backupSocketPath(dataDir: string): string {
  return `${dataDir}.backup.sock`;
}

/** Whether a server on `dataDir` can listen for backups at all (the socket's path fits Linux's limit). */
export function socketPathFits(dataDir: string): boolean {
  return Buffer.byteLength(backupSocketPath(dataDir)) <= MAX_SOCKET_PATH;
}

interface Log {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What one backup costs the server: PGlite's query lock is held while the tar is taken (`lockMs`). */
async function answer(socket: Socket, dump: () => Promise<Blob>, log: Log): Promise<void> {
  const { tar, takenAt, lockMs } = await timedDump(dump);
  log.info({ lockMs, tarBytes: tar.size }, 'backup taken; queries waited while the data folder was copied');
  socket.write(`${JSON.stringify({ ok: true, lockMs })}\n`);
  await pipeline(pgliteBackupStream(tar, takenAt), socket);
}

/**
 * Listens for backup requests beside `dataDir`, which this process holds locked (so a socket file left
 * by a crashed server is stale and removed). Answers the function that stops listening and removes it.
 */
export async function serveBackups(dataDir: string, dump: () => Promise<Blob>, log: Log): Promise<() => Promise<void>> {
  const path = backupSocketPath(dataDir);
  const noSocket = 'no backup socket: stop the server to back it up (`npm run backup` then opens the folder itself)';
  if (!socketPathFits(dataDir)) {
    log.warn({ path }, `${noSocket}; the path is longer than a Unix socket's ${MAX_SOCKET_PATH} bytes`);
    return async () => {};
  }
  rmSync(path, { force: true });
  let ready = false;
  let busy = false;
  const server = createServer((socket) => {
    socket.on('error', () => {});
    // A connection that raced the chmod below is closed unanswered.
    if (!ready) return void socket.destroy();
    socket.once('data', (request) => {
      if (request.toString() !== BACKUP_REQUEST)
        return void socket.end(`${JSON.stringify({ ok: false, message: 'unknown request' })}\n`);
      if (busy)
        return void socket.end(
          `${JSON.stringify({ ok: false, message: 'another backup is being taken; try again in a moment' })}\n`,
        );
      busy = true;
      answer(socket, dump, log)
        .catch((error: unknown) => {
          log.warn({ err: error }, 'backup failed');
          socket.destroy();
        })
        .finally(() => {
          busy = false;
        });
    });
  });
  try {
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, done);
    });
    chmodSync(path, 0o600);
    ready = true;
  } catch (error) {
    server.close();
    log.warn({ err: error, path }, noSocket);
    return async () => {};
  }
  return () => new Promise<void>((done) => server.close(() => done()));
}

export type SocketBackup = { lockMs: number; body: NodeJS.ReadableStream } | 'no server';

/** Reads the reply line, then hands the rest of the stream over as the backup file's bytes. */
function readReply(socket: Socket, path: string): Promise<SocketBackup> {
  return new Promise((done, fail) => {
    let head = Buffer.alloc(0);
    const onData = (chunk: Buffer) => {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(10);
      if (end === -1) return;
      socket.off('data', onData);
      socket.pause();
      let reply: { ok?: boolean; lockMs?: number; message?: string };
      try {
        reply = JSON.parse(head.subarray(0, end).toString()) as typeof reply;
      } catch {
        return fail(new BackupError(`something other than Skald answers on ${path}.`));
      }
      if (!reply.ok) return fail(new BackupError(`the running server could not take a backup: ${reply.message}.`));
      const rest = head.subarray(end + 1);
      if (rest.length > 0) socket.unshift(rest);
      done({ lockMs: reply.lockMs ?? 0, body: socket });
    };
    socket.on('data', onData);
    socket.once('end', () => fail(new BackupError('the running server closed the backup socket without answering.')));
  });
}

/** Asks the server holding `dataDir` for a backup; `'no server'` when none listens (the folder is free or stale). */
export async function requestSocketBackup(dataDir: string): Promise<SocketBackup> {
  const path = backupSocketPath(dataDir);
  const socket = createConnection(path);
  try {
    await new Promise<void>((done, fail) => {
      socket.once('connect', done);
      socket.once('error', fail);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return 'no server';
    throw new BackupError(
      `cannot reach the running server's backup socket ${path} (${code}); run the backup as the OS user that runs Skald.`,
    );
  }
  socket.write(BACKUP_REQUEST);
  return readReply(socket, path);
}
