import { rm } from 'node:fs/promises';
import { freePort, type ServerProcess, spawnServer } from '@skald/testing/server-process';
import { copyTemplateDataDir } from './template-data-dir.ts';

/**
 * A server of one test's own, not the worker's: on a port and a DATA_DIR (a copy of the suite's template
 * database) fixed for its life, so the test can kill it outright and start it again on the same address
 * and data. Tests take it from the `ownServer` fixture (fixtures.ts), which closes it however the test ends.
 */
export interface OwnServer {
  url: string;
  /** Its DATA_DIR, for a command run against the data while the server is killed (`npm run admin`). */
  dataDir: string;
  /** SIGKILL, as a crash or an out-of-memory kill does: no shutdown, no flush. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and DATA_DIR; resolves once it serves. */
  restart(): Promise<void>;
  /** Kills whatever runs and deletes the DATA_DIR. */
  close(): Promise<void>;
}

/** A start on the template's data is seconds; a restart after SIGKILL recovers the database first. */
const START_MS = 120_000;

/**
 * Every own server not yet closed. A test that times out while its server is still starting never gets the
 * server to close: the worker closes what is left here when it ends (fixtures.ts).
 */
const unclosed = new Set<() => Promise<void>>();

export async function closeOwnServersLeft(): Promise<void> {
  await Promise.all([...unclosed].map((close) => close()));
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = await copyTemplateDataDir('skald-own-server-');
  const port = String(await freePort());
  const processes: ServerProcess[] = [];
  const spawn = async () => {
    const server = spawnServer({ ...env, PORT: port, DATA_DIR: dataDir });
    processes.push(server);
    return server.waitUntilRunning(START_MS);
  };
  const close = async () => {
    unclosed.delete(close);
    for (const server of processes) await server.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  };
  unclosed.add(close);
  let url: string;
  try {
    url = await spawn();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    dataDir,
    kill: async () => {
      await processes.at(-1)?.stop('SIGKILL');
    },
    restart: async () => {
      await spawn();
    },
    close,
  };
}
