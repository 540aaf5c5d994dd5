import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { DatabaseHealth } from '../../src/modules/health/database-health.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** The test database, counting its pings; `failing` makes them throw as an unreachable database's do. */
function watched(target: () => Database) {
  const watch = { pings: 0, failing: false, errors: [] as string[] };
  const probed: Database = {
    ...target(),
    ping: async () => {
      watch.pings += 1;
      if (watch.failing) throw new Error('connection refused');
      await target().ping();
    },
  };
  const log: Pick<FastifyBaseLogger, 'error'> = {
    error: (_details: unknown, message?: string) => {
      watch.errors.push(message ?? '');
    },
  };
  return { watch, probed, log };
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe(`the health check on ${testDatabaseName}`, () => {
  it('probes the database once for every check within the probe interval, checks at once sharing it', async () => {
    const { watch, probed, log } = watched(() => database);
    const health = new DatabaseHealth(probed, log, 200);
    expect(await Promise.all(Array.from({ length: 20 }, () => health.ok()))).toEqual(Array(20).fill(true));
    expect(await health.ok()).toBe(true);
    expect(watch.pings).toBe(1);
    await pause(250);
    expect(await health.ok()).toBe(true);
    expect(watch.pings).toBe(2);
  });

  it('is down while the database does not answer, logging each failed probe once, and up again once it does', async () => {
    const { watch, probed, log } = watched(() => database);
    const health = new DatabaseHealth(probed, log, 100);
    watch.failing = true;
    expect(await health.ok()).toBe(false);
    expect(await health.ok()).toBe(false);
    expect(watch.errors).toEqual(['health check: database did not answer']);
    watch.failing = false;
    await pause(150);
    expect(await health.ok()).toBe(true);
  });

  it('is down the moment the database is closed, however recent the last probe', async () => {
    const closing = await createTestDatabase();
    const { watch, probed, log } = watched(() => closing);
    const health = new DatabaseHealth(probed, log, 60_000);
    expect(await health.ok()).toBe(true);
    await closing.close();
    expect(await health.ok()).toBe(false);
    expect(watch.pings).toBe(1);
  });
});
