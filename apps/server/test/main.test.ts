import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database.ts';
import { serverSettings } from '../src/db/schema.ts';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const mainEntry = 'apps/server/src/main.ts';
const RUNNING_LINE = /^Skald is running at (http:\/\/\S+) \(database: (\w+)\)$/m;

interface ServerProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const children: ChildProcess[] = [];
const tempDirs: string[] = [];
const blockers: Server[] = [];

afterEach(async () => {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  for (const blocker of blockers.splice(0)) await new Promise((done) => blocker.close(done));
  for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'skald-main-'));
  tempDirs.push(dir);
  return dir;
}

async function listenOnFreePort(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  return server;
}

function portOf(server: Server): number {
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return address.port;
}

async function freePort(): Promise<number> {
  const server = await listenOnFreePort();
  const port = portOf(server);
  await new Promise((done) => server.close(done));
  return port;
}

/** Starts the real entry point the way `npm start` ends up running it, with only `env` as settings. */
function startServer(env: Record<string, string>): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env };
  // The persistence checks open the PGlite directory themselves, whatever database CI points at.
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  for (const name of ['PUBLIC_URL', 'SESSION_SECRET', 'SRD_DATA_DIR', 'NODE_OPTIONS']) {
    if (!(name in env)) delete childEnv[name];
  }
  const child = spawn(process.execPath, ['--import', tsxLoader, mainEntry], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.once('close', (code, signal) => done({ code, signal }));
  });
  return { child, stdout: () => stdout, stderr: () => stderr, exited };
}

function within<T>(promise: Promise<T>, ms: number, what: string, server: ServerProcess): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`${what} took over ${ms} ms\nstdout:\n${server.stdout()}\nstderr:\n${server.stderr()}`)),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves with the URL the server printed once it listens; fails if it exits first. */
async function waitUntilRunning(server: ServerProcess): Promise<string> {
  const running = new Promise<string>((done, fail) => {
    const check = () => {
      const match = RUNNING_LINE.exec(server.stdout());
      if (match?.[1]) done(match[1]);
    };
    server.child.stdout?.on('data', check);
    check();
    server.exited.then(({ code, signal }) =>
      fail(new Error(`server exited (${code ?? signal}) before it was running\nstderr:\n${server.stderr()}`)),
    );
  });
  return within(running, 40_000, 'server start-up', server);
}

async function runUntilExit(env: Record<string, string>) {
  const server = startServer(env);
  const { code } = await within(server.exited, 40_000, 'server exit', server);
  return { code, stdout: server.stdout(), stderr: server.stderr() };
}

function expectOneStartFailureLine(stderr: string, variable: string): void {
  const lines = stderr.split('\n');
  expect(lines, `stderr was:\n${stderr}`).toHaveLength(2);
  expect(lines[1]).toBe('');
  expect(lines[0]).toMatch(new RegExp(`^Skald could not start: ${variable}: `));
}

describe('server entry point: bad configuration', () => {
  it('exits 1 with one line naming PORT when PORT is not a number', { timeout: 60_000 }, async () => {
    const result = await runUntilExit({ PORT: 'abc', DATA_DIR: await tempDir() });
    expect(result.code).toBe(1);
    expectOneStartFailureLine(result.stderr, 'PORT');
  });

  it('exits 1 with one line naming DATABASE_URL when it is not a URL', { timeout: 60_000 }, async () => {
    const result = await runUntilExit({ DATABASE_URL: 'not-a-url', DATA_DIR: await tempDir() });
    expect(result.code).toBe(1);
    expectOneStartFailureLine(result.stderr, 'DATABASE_URL');
  });

  it('exits 1 with one line naming DATA_DIR when it lies under a regular file', { timeout: 60_000 }, async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'file'), 'not a folder');
    const result = await runUntilExit({ PORT: String(await freePort()), DATA_DIR: join(dir, 'file', 'sub') });
    expect(result.code).toBe(1);
    expectOneStartFailureLine(result.stderr, 'DATA_DIR');
  });

  it('exits 1 with one line naming PORT when the port is taken', { timeout: 60_000 }, async () => {
    const blocker = await listenOnFreePort();
    blockers.push(blocker);
    const port = portOf(blocker);
    const result = await runUntilExit({ PORT: String(port), DATA_DIR: await tempDir() });
    expect(result.code).toBe(1);
    expectOneStartFailureLine(result.stderr, 'PORT');
    expect(result.stderr).toContain(String(port));
    expect(result.stdout).not.toMatch(RUNNING_LINE);
  });
});

describe('server entry point: PGlite in DATA_DIR', () => {
  async function runHealthyThenStop(dataDir: string): Promise<void> {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    const url = await waitUntilRunning(server);
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(server.stdout()).toContain('(database: pglite)');

    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });

    server.child.kill('SIGINT');
    const { code, signal } = await within(server.exited, 15_000, 'shutdown after SIGINT', server);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(server.stderr()).toBe('');
  }

  it('keeps its data across a restart and stops cleanly on SIGINT', { timeout: 120_000 }, async () => {
    const dataDir = await tempDir();
    const target = { kind: 'pglite', dataDir: join(dataDir, 'db') } as const;

    await runHealthyThenStop(dataDir);

    const written = await openDatabase(target);
    try {
      await written.db.insert(serverSettings).values({ key: 'restart-check', value: { written: 'between runs' } });
    } finally {
      await written.close();
    }

    await runHealthyThenStop(dataDir);

    const reopened = await openDatabase(target);
    try {
      const rows = await reopened.db.select().from(serverSettings).where(eq(serverSettings.key, 'restart-check'));
      expect(rows.map((row) => row.value)).toEqual([{ written: 'between runs' }]);
    } finally {
      await reopened.close();
    }
  });
});
