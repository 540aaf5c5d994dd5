import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../../config.ts';
import type { ChildMessage, ParentMessage } from './embedded-messages.ts';
import { makeSocketFolder, type ServedPglite } from './wire-server.ts';

const childFile = fileURLToPath(new URL('./embedded-child.ts', import.meta.url));
/** The repository's root: `--import tsx` is resolved from the working folder. */
const root = fileURLToPath(new URL('../../../../../', import.meta.url));
/** Waits between restarts of a process that keeps ending: doubled each time, from the first up to the last. */
const RESTART_WAIT_MS = { first: 200, last: 5_000 };
/** How long a stop waits for PGlite to close its files before the process is killed. */
const CLOSE_WAIT_MS = 10_000;

type Log = (line: string) => void;

/** Starts one database process and resolves once it serves, or rejects with the reason it could not. */
function spawnChild(dataDir: string, socketPath: string): Promise<ChildProcess> {
  const child = fork(childFile, [dataDir, socketPath], {
    cwd: root,
    execArgv: ['--import', 'tsx', '--expose-gc'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'ready') done(() => resolve(child));
      else if (message.type === 'failed') done(() => reject(startFailure(message.message)));
    };
    const onExit = (code: number | null, signal: string | null) =>
      done(() =>
        reject(new Error(`the embedded database's process ended as it started (${signal ?? `code ${code}`})`)),
      );
    const done = (settle: () => void) => {
      child.off('message', onMessage);
      child.off('exit', onExit);
      settle();
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** A lock refusal reads as the configuration mistake it is; anything else as what PGlite said. */
function startFailure(message: string): Error {
  const lock = /^DATA_DIR: (.*)$/.exec(message);
  return lock?.[1] ? new ConfigError('DATA_DIR', lock[1]) : new Error(message);
}

/**
 * Runs PGlite on `dataDir` in a process of its own, served on a private Unix socket. A process that ends
 * unasked (killed, out of memory) is started again, with a growing wait, while the server answers 503; the
 * server's own end closes the IPC channel, and the process then closes PGlite and ends too.
 */
export async function startEmbeddedProcess(dataDir: string, log: Log): Promise<ServedPglite> {
  const socket = makeSocketFolder();
  let child: ChildProcess;
  try {
    child = await spawnChild(dataDir, socket.path);
  } catch (error) {
    socket.remove();
    throw error;
  }
  let closing = false;
  let wait = RESTART_WAIT_MS.first;
  let nextDump = 0;
  const dumps = new Map<number, { resolve(tar: Blob): void; reject(error: Error): void }>();

  const onMessage = (message: ChildMessage) => {
    if (message.type !== 'dump') return;
    const waiting = dumps.get(message.id);
    dumps.delete(message.id);
    if (message.tar) waiting?.resolve(new Blob([message.tar]));
    else waiting?.reject(new Error(message.error ?? 'the copy failed'));
  };
  const restart = async () => {
    while (!closing) {
      await new Promise((resolve) => setTimeout(resolve, wait));
      if (closing) return;
      try {
        watch(await spawnChild(dataDir, socket.path));
        wait = RESTART_WAIT_MS.first;
        log('Skald: the embedded database is serving again.');
        return;
      } catch (error) {
        wait = Math.min(wait * 2, RESTART_WAIT_MS.last);
        log(`Skald: the embedded database could not start again (${(error as Error).message}); trying again.`);
      }
    }
  };
  const watch = (started: ChildProcess) => {
    child = started;
    started.on('message', onMessage);
    started.once('exit', (code, signal) => {
      for (const waiting of dumps.values()) waiting.reject(new Error("the embedded database's process ended"));
      dumps.clear();
      if (closing) return;
      log(`Skald: the embedded database's process ended (${signal ?? `code ${code}`}); starting it again.`);
      void restart();
    });
  };
  watch(child);

  return {
    socketDir: socket.dir,
    dumpDataDir: () =>
      new Promise<Blob>((resolve, reject) => {
        if (!child.connected) return reject(new Error("the embedded database's process is not running"));
        const id = nextDump++;
        dumps.set(id, { resolve, reject });
        child.send({ type: 'dump', id } satisfies ParentMessage);
      }),
    close: async () => {
      closing = true;
      const running = child;
      if (running.exitCode === null && running.signalCode === null) {
        const ended = new Promise((resolve) => running.once('exit', resolve));
        const killer = setTimeout(() => running.kill('SIGKILL'), CLOSE_WAIT_MS);
        if (running.connected) running.send({ type: 'close' } satisfies ParentMessage);
        else running.kill('SIGTERM');
        await ended;
        clearTimeout(killer);
      }
      socket.remove();
    },
  };
}
