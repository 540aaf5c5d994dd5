import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { adminDatabaseUrl } from '../test-database.ts';
import { DELETIONS, type Deletion, expectNewcomerCleared, liveScene } from './deletion-test-kit.ts';
import { LiveClient } from './live-test-kit.ts';
import { useTwoLiveServers } from './two-instances-kit.ts';

const two = useTwoLiveServers({}, adminDatabaseUrl !== undefined);

/** The connections of a PostgreSQL handle's pool (`openPostgres`). */
const POOL_SIZE = 10;

/** Takes every connection of the handle's pool until the answer is called, so its reads wait. */
async function holdPool(database: Database): Promise<() => Promise<void>> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding = 0;
  const held = Array.from({ length: POOL_SIZE }, () =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      holding += 1;
      await released;
    }),
  );
  await expect.poll(() => holding).toBe(POOL_SIZE);
  return async () => {
    release();
    await Promise.all(held);
  };
}

/**
 * After a deletion, B's hub reads its followers' view again; a follower joining B while that read waits
 * must wait for it, not get the view B held from before. B's pool is held (its notifications come on a
 * connection of their own), so its read waits as long as the test says: PGlite cannot hold it.
 */
describe.runIf(adminDatabaseUrl)('a follower joining while the hub reads again after a deletion, on PostgreSQL', () => {
  for (const deletion of Object.keys(DELETIONS) as Deletion[]) {
    it(`when ${deletion}, gets nothing until that read is done, then nothing of what went`, async () => {
      const scene = await liveScene(two.a.app, two.shared.first, two.b.url);
      const newcomer = await LiveClient.open(two.b.url);
      const readsBefore = two.b.app.live.reads;
      const releasePool = await holdPool(two.shared.second);
      try {
        const done = await DELETIONS[deletion](scene);
        expect(done.statusCode, done.body).toBeLessThan(300);
        // B heard of it and its read began (and waits for a connection).
        await expect.poll(() => two.b.app.live.reads).toBeGreaterThan(readsBefore);
        newcomer.send({ type: 'follow', userId: scene.gm.userId, campaignId: scene.gm.campaignId });
        expect(await newcomer.quietFor(400)).toEqual([]);
      } finally {
        await releasePool();
      }
      await expectNewcomerCleared(scene, deletion, newcomer, scene.gm.campaignId);
      for (const client of [newcomer, scene.ofCampaign.client, scene.ofUser.client]) client.close();
    });
  }
});
