import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Starting the real Skald server process, as `npm start` runs it, for tests and benchmarks. */

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
export const RUNNING_LINE = /^Skald is running at (http:\/\/\S+) \(database: (\w+)\)$/m;

/** Settings a child must not inherit from the caller's environment unless they are given explicitly. */
const ISOLATED_VARIABLES = [
  'DATABASE_URL',
  'PUBLIC_URL',
  'SESSION_SECRET',
  'SRD_DATA_DIR',
  'NODE_OPTIONS',
  'GOOGLE_CLIENT_ID',
  'GOOGLE_CLIENT_SECRET',
  'GOOGLE_ISSUER_URL',
  'SMTP_URL',
  'SMTP_FROM',
  'ADMIN_EMAILS',
  'SIGN_IN_FAILURES_PER_ACCOUNT',
  'SIGN_IN_ATTEMPTS_PER_ADDRESS',
  'ACCOUNT_REQUESTS_PER_ADDRESS',
  'LIVE_SOCKETS_PER_ADDRESS',
  'CONNECTIONS_PER_ADDRESS',
  'TRUST_PROXY',
];

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<Exit>;
  /** Resolves with the URL the server printed once it listens; rejects if it exits or takes too long. */
  waitUntilRunning(timeoutMs?: number): Promise<string>;
  /** Sends `signal` and waits for the exit. */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<Exit>;
}

/**
 * The process the embedded database runs in: the server's only child process (apps/server/src/db/embedded),
 * or undefined while it is being started again or when the server uses PostgreSQL.
 */
export function embeddedDatabasePid(serverPid: number): number | undefined {
  try {
    const children = readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(children[0] ?? '', 10);
    return Number.isInteger(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** A port on 127.0.0.1 that was free a moment ago. */
export async function freePort(): Promise<number> {
  const { port, close } = await occupyPort();
  await close();
  return port;
}

/** Holds a free port on 127.0.0.1 until `close`, to see how the server copes with a taken port. */
export async function occupyPort(): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the port holder has no port');
  return { port: address.port, close: () => new Promise((done) => server.close(() => done())) };
}

function within<T>(promise: Promise<T>, ms: number, what: string, output: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${what} took over ${ms} ms\n${output()}`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Spawns `apps/server/src/main.ts` with `env` on top of this process's environment (less ISOLATED_VARIABLES). */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ISOLATED_VARIABLES) delete childEnv[name];
  Object.assign(childEnv, env);
  const child = spawn(process.execPath, ['--import', tsxLoader, 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<Exit>((done) => child.once('close', (code, signal) => done({ code, signal })));
  const output = () => `stdout:\n${stdout}\nstderr:\n${stderr}`;

  return {
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
    waitUntilRunning: (timeoutMs = 60_000) => {
      const running = new Promise<string>((done, fail) => {
        const check = () => {
          const url = RUNNING_LINE.exec(stdout)?.[1];
          if (url) done(url);
        };
        child.stdout?.on('data', check);
        check();
        exited.then(({ code, signal }) =>
          fail(new Error(`server exited (${code ?? signal}) before running\n${output()}`)),
        );
      });
      return within(running, timeoutMs, 'server start-up', output);
    },
    stop: async (signal = 'SIGTERM', timeoutMs = 15_000) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return within(exited, timeoutMs, `shutdown after ${signal}`, output);
    },
  };
}

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ServerProcess;
  /** Stops the server and deletes its DATA_DIR. */
  stop(): Promise<void>;
}

/**
 * Starts the real server on a free port with a fresh DATA_DIR (embedded database) and waits until it serves,
 * a minute unless `startTimeoutMs` says otherwise.
 */
export async function startServer(
  env: Record<string, string> = {},
  { startTimeoutMs }: { startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'skald-server-'));
  const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, ...env });
  try {
    const url = await server.waitUntilRunning(startTimeoutMs);
    return {
      url,
      dataDir,
      process: server,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}
