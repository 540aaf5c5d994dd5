import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { MAX_STAT_BLOCK_LENGTH, STAT_BLOCK_READING_REFUSALS } from '@skald/contract/stat-block-limits';
import { startServer } from '@skald/testing/server-process';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_READER_OPTIONS,
  type StatBlockReaderOptions,
  StatBlockReaders,
} from '../../src/modules/tools/stat-block-readers.ts';
import { startToolsApp, type ToolsApp } from './tools-app.ts';

/** A small block every reader thread reads at once. */
const SMALL = { text: 'Pond Newt\nArmor Class 10\nHit Points 2 (1d4)\nChallenge 0 (10 XP)' };
/** The longest text allowed, a label a line: among the slowest to read (tens of milliseconds). */
const HOSTILE = { text: 'Armor Class 1\n'.repeat(MAX_STAT_BLOCK_LENGTH / 14) };

const apps: ToolsApp[] = [];

afterEach(async () => {
  for (const tools of apps.splice(0)) await tools.app.close();
});

/** The app, with its reader threads watched as they start; unless `cold`, a first reading has warmed one. */
async function readersApp(options: Parameters<typeof startToolsApp>[0] = {}, { cold = false } = {}) {
  const threads: Worker[] = [];
  const exited: Promise<unknown>[] = [];
  const tools = await startToolsApp({
    ...options,
    onThread: (thread) => {
      threads.push(thread);
      exited.push(once(thread, 'exit'));
    },
  });
  apps.push(tools);
  if (!cold) expect((await tools.read(SMALL)).statusCode).toBe(200);
  return { ...tools, threads, exited };
}

/** Settles with what `promise` gives, or fails the test after `ms` instead of hanging it. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, fail) => setTimeout(() => fail(new Error(`${what} did not happen`)), ms)),
  ]);
}

describe('the stat-block reader threads behind POST /api/tools/read-stat-block', () => {
  it('reads a hostile text beside other requests: /api/health answers while it is read', async () => {
    const { app, read } = await readersApp();
    const finished: string[] = [];
    const hostile = read(HOSTILE).then((response) => {
      finished.push('hostile');
      return response;
    });
    // Once the hostile text is being read: on the server's own thread, this timer would wait for it.
    await new Promise((done) => setTimeout(done, 5));
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    finished.push('health');
    expect(health.statusCode).toBe(200);
    expect((await hostile).statusCode).toBeLessThan(500);
    expect(finished).toEqual(['health', 'hostile']);
  });

  it('lets one address read two texts at once and answers its third with 429, while another address reads', async () => {
    const { read } = await readersApp({ perAddress: 2 });
    const [first, second, third, elsewhere] = await Promise.all([
      read(HOSTILE, '203.0.113.7'),
      read(HOSTILE, '203.0.113.7'),
      read(SMALL, '203.0.113.7'),
      read(SMALL, '198.51.100.2'),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(third?.statusCode).toBe(429);
    expect(third?.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: STAT_BLOCK_READING_REFUSALS.tooManyFromAddress,
    });
    expect(elsewhere?.statusCode).toBe(200);
    // Each answered reading gave its place back.
    expect((await read(SMALL, '203.0.113.7')).statusCode).toBe(200);
  });

  it('reads a waiting text of another address before the next of an address it has just read for', async () => {
    const { read } = await readersApp({ threads: 1 });
    const finished: string[] = [];
    const reading = (name: string, payload: unknown, address: string) =>
      read(payload, address).then((response) => {
        finished.push(name);
        return response.statusCode;
      });
    const statuses = await Promise.all([
      reading('first hostile', HOSTILE, '203.0.113.7'),
      reading('second hostile', HOSTILE, '203.0.113.7'),
      reading('other visitor', SMALL, '198.51.100.2'),
    ]);
    expect(statuses).toEqual([200, 200, 200]);
    expect(finished).toEqual(['first hostile', 'other visitor', 'second hostile']);
  });

  it('answers 503 with Retry-After once the readings waiting for a thread fill the queue', async () => {
    const { read } = await readersApp({ threads: 1, queued: 1 });
    const [running, waiting, refused] = await Promise.all([
      read(HOSTILE, '203.0.113.1'),
      read(HOSTILE, '203.0.113.2'),
      read(SMALL, '203.0.113.3'),
    ]);
    expect([running?.statusCode, waiting?.statusCode]).toEqual([200, 200]);
    expect(refused?.statusCode).toBe(503);
    expect(refused?.headers['retry-after']).toBe('2');
    expect(refused?.json().message).toBe(STAT_BLOCK_READING_REFUSALS.busy);
  });

  it('stops a reading past the time limit with a 422 and ends its thread', async () => {
    // A limit well below the hostile text's reading (tens of milliseconds); a loaded machine only reads it slower.
    const { read, exited } = await readersApp({ threads: 1, timeLimitMs: 15 }, { cold: true });
    const slow = await read(HOSTILE);
    expect(slow.statusCode).toBe(422);
    expect(slow.json().message).toBe(STAT_BLOCK_READING_REFUSALS.tooSlow);
    await within(Promise.all(exited), 5000, 'the slow reading’s thread ending');
  });

  it('reads the next text in a new thread once one was ended for its time', async () => {
    const threads: Worker[] = [];
    const options: StatBlockReaderOptions = {
      ...DEFAULT_READER_OPTIONS,
      threads: 1,
      timeLimitMs: 15,
      onThread: (thread) => threads.push(thread),
    };
    const readers = new StatBlockReaders(options);
    try {
      await expect(readers.read(HOSTILE.text, '203.0.113.1')).rejects.toMatchObject({ reason: 'tooSlow' });
      // Only the replacement is under test here: a limit no small reading meets on a loaded machine is lifted.
      options.timeLimitMs = 10_000;
      const next = await readers.read(SMALL.text, '203.0.113.1');
      expect(next).toMatchObject({ ok: true, monster: { name: 'pond newt' } });
      expect(threads).toHaveLength(2);
    } finally {
      await readers.close();
    }
  });

  it('ends every reader thread when the app closes', async () => {
    const tools = await readersApp({ threads: 2 });
    await Promise.all([tools.read(HOSTILE, '203.0.113.1'), tools.read(SMALL, '203.0.113.2')]);
    expect(tools.threads).toHaveLength(2);
    await tools.app.close();
    await within(Promise.all(tools.exited), 5000, 'every reader thread ending');
  });

  it('loads its threads in the server as `npm start` runs it (node --import tsx)', async () => {
    const server = await startServer({ LOG_LEVEL: 'warn' });
    try {
      const answer = await fetch(`${server.url}/api/tools/read-stat-block`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(SMALL),
      });
      expect(answer.status, await answer.clone().text()).toBe(200);
      expect(((await answer.json()) as { monster: { name: string } }).monster.name).toBe('pond newt');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
