// The embedded database's own process: PGlite on DATA_DIR/db, served over the PostgreSQL wire protocol on a
// Unix socket, so the server's thread never runs a query itself. Started by `embedded-process.ts` with
// `<dataDir> <socketPath>`; it ends when the server asks, or when the server is gone (its IPC channel closes).
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { ConfigError } from '../../config.ts';
import { lockDataDir } from '../data-dir-lock.ts';
import { createPglite } from './create-pglite.ts';
import type { ChildMessage, ParentMessage } from './embedded-messages.ts';
import { PgliteSession } from './pglite-session.ts';
import { listenWire } from './wire-server.ts';

/** How often the process looks at the buffers it holds, and how much of them it lets wait for V8's own collection. */
const BUFFER_CHECK_MS = 500;
const BUFFERS_ALLOWED_BYTES = 64 * 1024 * 1024;

/** How long a new process waits for the one before it (a server killed a moment ago) to let the folder go. */
const ENGINE_LOCK_WAIT_MS = 10_000;

const [dataDir, socketPath] = process.argv.slice(2);

function send(message: ChildMessage): void {
  process.send?.(message);
}

/** The folder's second lock, held by whichever process has PGlite open on it (the server holds the first). */
async function lockEngine(folder: string): Promise<() => void> {
  const until = Date.now() + ENGINE_LOCK_WAIT_MS;
  for (;;) {
    try {
      return lockDataDir(`${folder}.engine`);
    } catch (error) {
      if (!(error instanceof ConfigError) || Date.now() > until) throw error;
      await sleep(100);
    }
  }
}

/**
 * Every statement's bytes pass through buffers (the wire's in, PGlite's answer out). V8 frees a buffer's memory
 * only when it next collects, and a database process that has gone quiet allocates nothing to prompt one: after
 * a first start (the SRD import) 320 MB of dead buffers stayed resident, 850 MB in all, 443 MB once collected.
 * So when the buffers pass 64 MB the process collects (started with --expose-gc; its heap is small, a few ms).
 */
function collectDeadBuffers(): void {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) return;
  setInterval(() => {
    if (process.memoryUsage().arrayBuffers > BUFFERS_ALLOWED_BYTES) collect();
  }, BUFFER_CHECK_MS).unref();
}

async function main(): Promise<void> {
  if (!dataDir || !socketPath) throw new Error('usage: embedded-child <dataDir> <socketPath>');
  const unlock = await lockEngine(dataDir);
  let pglite: PGlite | undefined;
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    await pglite?.close().catch(() => {});
    unlock();
    // The socket's private folder goes too: a server killed with -9 cannot remove it itself.
    rmSync(dirname(socketPath as string), { recursive: true, force: true });
    process.exit(code);
  };
  process.on('disconnect', () => void stop(0));
  // Ctrl-C in a terminal signals the whole process group: the server closes gracefully and still needs its
  // database meanwhile, so this process ends only when the server asks or is gone.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => {});
  try {
    pglite = await createPglite({ dataDir });
  } catch (error) {
    unlock();
    throw error;
  }
  const session = new PgliteSession(pglite);
  const stopServing = await listenWire(session, socketPath);
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'close') {
      void stopServing().then(() => stop(0));
    } else if (message.type === 'dump') {
      session
        .whenIdle(() => (pglite as PGlite).dumpDataDir('none'))
        .then(async (tar) => send({ type: 'dump', id: message.id, tar: new Uint8Array(await tar.arrayBuffer()) }))
        .catch((error: unknown) => send({ type: 'dump', id: message.id, error: String(error) }));
    }
  });
  collectDeadBuffers();
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
