import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Publisher } from '../../src/events/publisher.ts';
import { EncounterVersions } from '../../src/modules/encounters/encounter-versions.ts';
import { startLiveRelay } from '../../src/modules/live/hub/live-relay.ts';
import type { LiveEvent } from '../../src/modules/live/live-bus.ts';
import { adminDatabaseUrl, createSharedTestDatabase, testDatabaseName } from '../test-database.ts';

let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
const stops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  shared = await createSharedTestDatabase();
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await shared?.close();
});

const quietLog = { warn: () => {} };

/** One instance's publisher, encounter event streams (as app.ts wires them) and relay on `database`. */
async function instance(database: typeof shared.first, instanceId: string) {
  const bus = new Publisher<LiveEvent>();
  const versions = new EncounterVersions();
  bus.subscribe((event) => versions.onEvent(event));
  const heard: LiveEvent[] = [];
  bus.subscribe((event) => heard.push(event));
  stops.push(await startLiveRelay({ database, bus, instanceId, log: quietLog }));
  return { bus, versions, heard };
}

describe(`the live relay between instances, on ${testDatabaseName}`, () => {
  it("publishes another instance's events here, in order, never echoing its own, versions into EncounterVersions", async () => {
    const a = await instance(shared.first, 'a');
    const b = await instance(shared.second, 'b');
    const encounterId = randomUUID();
    const versionsOnB: number[] = [];
    b.versions.subscribe(encounterId, (version) => versionsOnB.push(version));

    const sent: LiveEvent[] = [
      ...[1, 2, 3, 4, 5].map((version) => ({ kind: 'encounter' as const, encounterId, version })),
      { kind: 'broadcast', userId: randomUUID() },
      { kind: 'campaign', campaignId: randomUUID(), userId: randomUUID() },
    ];
    for (const event of sent) a.bus.publish(event);

    await expect.poll(() => b.heard.length).toBe(sent.length);
    expect(b.heard).toEqual(sent);
    expect(versionsOnB).toEqual([1, 2, 3, 4, 5]);
    // Nothing came back to A, and B did not send them on again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(a.heard).toEqual(sent);
    expect(b.heard).toHaveLength(sent.length);
  });

  it('cuts a shared roll too large for a notification down to size', async () => {
    const a = await instance(shared.first, 'c');
    const b = await instance(shared.second, 'd');
    const roll = {
      title: 'T'.repeat(3000),
      expression: '100d6',
      total: 350,
      throws: Array.from({ length: 4000 }, () => 6),
      advantage: null,
      entityName: null,
    };
    a.bus.publish({ kind: 'roll', userId: randomUUID(), roll });
    await expect.poll(() => b.heard.length).toBe(1);
    const heard = b.heard[0] as Extract<LiveEvent, { kind: 'roll' }>;
    expect(heard.roll.total).toBe(350);
    expect(heard.roll.throws.length).toBeLessThan(4000);
    expect(heard.roll.title.length).toBeLessThanOrEqual(200);
  });
});

if (adminDatabaseUrl) {
  describe('the PostgreSQL listener', () => {
    it('opens its connection again after the server ended it, and hears notifications again', async () => {
      const a = await instance(shared.first, 'e');
      const b = await instance(shared.second, 'f');
      const terminated = (await shared.first.db.execute(
        sql`select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      )) as unknown as { rows: unknown[] };
      expect(terminated.rows.length).toBeGreaterThan(0);
      const userId = randomUUID();
      await expect
        .poll(
          () => {
            a.bus.publish({ kind: 'broadcast', userId });
            return b.heard.some((event) => event.kind === 'broadcast' && event.userId === userId);
          },
          { timeout: 10_000, interval: 200 },
        )
        .toBe(true);
    });
  });
}
