import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { DELETIONS, type Deletion, deleteAndCheck, liveScene } from './deletion-test-kit.ts';
import { expectClosedFor, gmInTwoSessions } from './session-test-kit.ts';
import { useTwoLiveServers } from './two-instances-kit.ts';

const two = useTwoLiveServers();

describe(`what is deleted or hidden on one instance leaves the followers of another, on ${testDatabaseName}`, () => {
  for (const deletion of Object.keys(DELETIONS) as Deletion[]) {
    it(`when ${deletion} on A, a follower on B is cleared and a new one on B gets nothing of it`, async () => {
      const scene = await liveScene(two.a.app, two.shared.first, two.b.url);
      await deleteAndCheck(scene, deletion);
    });
  }
});

describe(`a session ended on one instance, on ${testDatabaseName}`, () => {
  it('signing out on A closes that session’s host socket and event stream on B', async () => {
    const { first, other } = await gmInTwoSessions(two.a.app, two.shared.first, two.b.url);
    expect((await first.browser.post('/api/auth/sign-out')).statusCode).toBeLessThan(300);
    await expectClosedFor(first.host, 'signed-out');
    await first.stream.end();
    expect(other.stream.ended()).toBe(false);
    other.host.close();
    other.stream.close();
  });
});
