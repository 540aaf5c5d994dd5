import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PgliteSession } from './pglite-session.ts';
import { serveWireConnection } from './wire-connection.ts';

/** PGlite served on a Unix socket, in its own process or (tests) in this one. */
export interface ServedPglite {
  /** The folder holding the socket node-postgres connects to (its `host`), mode 0700. */
  socketDir: string;
  /** The data folder as an uncompressed tar, taken while no transaction is open. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

/** The port in the socket's name: node-postgres connects to `<dir>/.s.PGSQL.<port>` when its host is a folder. */
export const WIRE_SOCKET_PORT = 5432;

/**
 * A new folder only this user may open, for the database's socket: under the system's temporary folder, so its
 * path stays short enough for a socket whatever DATA_DIR is, and mode 0700, so no other user can connect.
 */
export function makeSocketFolder(): { dir: string; path: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'skald-db-'));
  return {
    dir,
    path: join(dir, `.s.PGSQL.${WIRE_SOCKET_PORT}`),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * Serves `session` on the Unix socket `path` (a stale file left by a killed process is replaced), mode 0600.
 * Answers the function that stops serving, cutting connections still open.
 */
export async function listenWire(session: PgliteSession, path: string): Promise<() => Promise<void>> {
  rmSync(path, { force: true });
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    serveWireConnection(socket, session);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
}
