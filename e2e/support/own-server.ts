import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, type ServerProcess, spawnServer } from '@skald/testing/server-process';

/**
 * A server of one test's own, not the suite's: on a port and a DATA_DIR (embedded database) fixed for its
 * life, so the test can kill it outright and start it again on the same address and data.
 */
export interface OwnServer {
  url: string;
  /** SIGKILL, as a crash or an out-of-memory kill does: no shutdown, no flush. */
  kill(): Promise<void>;
  /** Starts the server again on the same port and DATA_DIR; resolves once it serves. */
  restart(): Promise<void>;
  /** Kills whatever runs and deletes the DATA_DIR. */
  close(): Promise<void>;
}

/** The start of a fresh database (migrations and the SRD import) takes over a minute on a loaded machine. */
const START_MS = 150_000;

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skald-own-server-'));
  const port = String(await freePort());
  const processes: ServerProcess[] = [];
  const spawn = async () => {
    const server = spawnServer({ ...env, PORT: port, DATA_DIR: dataDir });
    processes.push(server);
    return server.waitUntilRunning(START_MS);
  };
  const close = async () => {
    for (const server of processes) await server.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  };
  let url: string;
  try {
    url = await spawn();
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url,
    kill: async () => {
      await processes.at(-1)?.stop('SIGKILL');
    },
    restart: async () => {
      await spawn();
    },
    close,
  };
}
