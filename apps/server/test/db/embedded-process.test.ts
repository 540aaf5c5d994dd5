import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { openSession } from '@skald/testing/http-session';
import {
  embeddedDatabasePid,
  freePort,
  type RunningServer,
  spawnServer,
  startServer,
} from '@skald/testing/server-process';
import { afterEach, describe, expect, it } from 'vitest';

let server: RunningServer | undefined;

afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function waitFor(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until) throw new Error(`not done within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the embedded database in its own process', () => {
  it('answers 503 while its process is killed, then serves the same data again by itself', async () => {
    server = await startServer();
    const serverPid = server.process.child.pid as number;
    const databasePid = embeddedDatabasePid(serverPid);
    expect(databasePid).toBeGreaterThan(0);
    const gm = await openSession(server.url);
    await gm.signUp('kept@example.com', 'a long enough password');

    process.kill(databasePid as number, 'SIGKILL');
    // The next process starts after a wait and takes a second to open the folder: a request meanwhile is a 503.
    expect((await gm.call('GET', '/api/library/npcs')).status).toBe(503);
    await waitFor(async () => (await gm.call('GET', '/api/library/npcs')).status === 200);
    await waitFor(async () => (await fetch(`${server?.url}/api/health`)).status === 200);

    const restarted = embeddedDatabasePid(serverPid);
    expect(restarted).toBeGreaterThan(0);
    expect(restarted).not.toBe(databasePid);
    const again = await openSession(server.url);
    await again.signIn('kept@example.com', 'a long enough password');
    expect(server.process.stderr()).toContain("the embedded database's process ended (SIGKILL); starting it again.");
  }, 90_000);

  it('outlives a Ctrl-C that reaches it with the server, so the server closes with its database, then ends', async () => {
    server = await startServer();
    const serverPid = server.process.child.pid as number;
    const databasePid = embeddedDatabasePid(serverPid) as number;
    const gm = await openSession(server.url);
    await gm.signUp('interrupted@example.com', 'a long enough password');
    // A terminal's Ctrl-C signals the whole process group; here the database's process alone first.
    process.kill(databasePid, 'SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await gm.call('GET', '/api/library/npcs')).status).toBe(200);
    expect(embeddedDatabasePid(serverPid)).toBe(databasePid);

    process.kill(databasePid, 'SIGINT');
    const exit = await server.process.stop('SIGINT');
    expect(exit).toEqual({ code: 0, signal: null });
    expect(isRunning(databasePid)).toBe(false);
    expect(server.process.stderr()).not.toContain('embedded database');
  }, 90_000);

  it('ends with the server when the server is killed, and the next server opens the same folder', async () => {
    server = await startServer();
    const first = server.process;
    const databasePid = embeddedDatabasePid(first.child.pid as number);
    // Its command line ends with the socket's path, in a private folder of its own.
    const socketPath = readFileSync(`/proc/${databasePid}/cmdline`, 'utf8').split('\0').filter(Boolean).at(-1) ?? '';
    expect(existsSync(socketPath)).toBe(true);
    const gm = await openSession(server.url);
    await gm.signUp('survivor@example.com', 'a long enough password');
    first.child.kill('SIGKILL');
    await first.exited;
    const until = Date.now() + 15_000;
    while (Date.now() < until && isRunning(databasePid as number)) await new Promise((r) => setTimeout(r, 50));
    expect(isRunning(databasePid as number)).toBe(false);
    expect(existsSync(dirname(socketPath))).toBe(false);

    const next = spawnServer({ PORT: String(await freePort()), DATA_DIR: server.dataDir });
    const dataDir = server.dataDir;
    server = {
      ...server,
      process: next,
      stop: async () => {
        await next.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
    const url = await next.waitUntilRunning();
    await (await openSession(url)).signIn('survivor@example.com', 'a long enough password');
  }, 90_000);
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
