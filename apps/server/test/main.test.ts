import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, occupyPort, RUNNING_LINE, type ServerProcess, spawnServer } from '@skald/testing/server-process';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database.ts';
import { serverSettings } from '../src/db/server-settings-table.ts';

const servers: ServerProcess[] = [];
const tempDirs: string[] = [];
const portHolders: { close(): Promise<void> }[] = [];

afterEach(async () => {
  for (const server of servers.splice(0)) server.child.kill('SIGKILL');
  for (const holder of portHolders.splice(0)) await holder.close();
  for (const dir of tempDirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'skald-main-'));
  tempDirs.push(dir);
  return dir;
}

function startServer(env: Record<string, string>): ServerProcess {
  const server = spawnServer(env);
  servers.push(server);
  return server;
}

async function runUntilExit(env: Record<string, string>) {
  const server = startServer(env);
  const { code } = await server.exited;
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
    const holder = await occupyPort();
    portHolders.push(holder);
    const { port } = holder;
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
    const url = await server.waitUntilRunning();
    expect(url).toBe(`http://127.0.0.1:${port}`);
    expect(server.stdout()).toContain('(database: pglite)');

    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });

    const exit = await server.stop('SIGINT');
    expect(exit).toEqual({ code: 0, signal: null });
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
