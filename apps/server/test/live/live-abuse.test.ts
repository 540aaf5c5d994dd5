import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { CONNECTION_REFUSALS, LIVE_FRAME_BURST, POLICY_CLOSE_CODE } from '@skald/contract/connection-limits';
import { MAX_CLIENT_FRAME_BYTES } from '@skald/contract/live/live-messages';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FOLLOWER_READS_AT_ONCE } from '../../src/modules/live/hub/bounded-reads.ts';
import { NOT_JSON_MESSAGE } from '../../src/modules/live/hub/client-frames.ts';
import { HOST_REFUSED_MESSAGE } from '../../src/modules/live/hub/register-live.ts';
import { newUser } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { LiveClient, useLiveServer } from './live-test-kit.ts';

/** Few sockets per address, so the cap is reached in a test; the flood below stays under it. */
const SOCKETS_PER_ADDRESS = 8;
const context = useLiveServer({ liveSocketsPerAddress: SOCKETS_PER_ADDRESS });

/** The nth percentile of `values`. */
function percentile(values: number[], nth: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * nth) / 100))] ?? 0;
}

/** Starts one party of `abuse-worker.mjs` in its own thread; `stop` ends it and answers what it saw. */
function party<T>(workerData: { role: 'flood' | 'probe'; url: string; sockets?: number }): { stop(): Promise<T> } {
  const worker = new Worker(new URL('./abuse-worker.mjs', import.meta.url), { workerData });
  return {
    stop: async () => {
      worker.postMessage('stop');
      const [seen] = (await once(worker, 'message')) as [T];
      await worker.terminate();
      return seen;
    },
  };
}

describe(`/api/live under hostile frames and floods, on ${testDatabaseName}`, () => {
  it('answers hostile frames with sentences, never crashing, and closes a socket past its frame budget with 1008', async () => {
    const client = await LiveClient.open(context.url);
    const hostile = [
      '',
      'null',
      '[]',
      '"follow"',
      '1e999',
      '{"type":"follow","userId":5}',
      '{"type":"follow","userId":null,"campaignId":[]}',
      '{"type":"host","__proto__":{"admin":true}}',
      `${'['.repeat(1500)}${']'.repeat(1500)}`,
      JSON.stringify({ type: 'follow', userId: randomUUID(), since: { $gt: '' } }),
    ];
    for (const frame of hostile) {
      client.send(frame);
      expect((await client.next('error')).message, frame.slice(0, 40)).toMatch(/^[A-Z"].+\.$/);
    }
    client.ws.send(Buffer.from([0xff, 0xfe, 0x00, 0x7b]), { binary: true });
    expect(await client.next('error')).toEqual({ type: 'error', message: NOT_JSON_MESSAGE });
    // The budget: the frames above and the flood below pass it; the socket is closed with the reason.
    for (let n = 0; n < LIVE_FRAME_BURST; n++) client.send('{');
    const closed = await client.closed;
    expect(closed).toEqual({ code: POLICY_CLOSE_CODE, reason: CONNECTION_REFUSALS.tooManyFrames });
    expect(client.messages.at(-1)).toEqual({ type: 'error', message: CONNECTION_REFUSALS.tooManyFrames });

    const huge = await LiveClient.open(context.url);
    huge.send('x'.repeat(MAX_CLIENT_FRAME_BYTES + 1));
    expect((await huge.closed).code).toBe(1009);
    // The server still serves everyone.
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers any frame within the budget with a sentence or a follow answer, and stays up', async () => {
    const anId = fc.oneof(fc.uuid(), fc.string({ maxLength: 40 }), fc.integer(), fc.constant(null), fc.object());
    const aFrame = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      fc
        .record(
          {
            type: fc.constantFrom('follow', 'host', 'dance', ''),
            userId: anId,
            campaignId: anId,
            since: fc.oneof(fc.string({ maxLength: 120 }), fc.integer(), fc.array(fc.string())),
            extra: fc.anything(),
          },
          { requiredKeys: ['type'] },
        )
        .map((message) => JSON.stringify(message)),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(aFrame, { minLength: 1, maxLength: LIVE_FRAME_BURST }), async (frames) => {
        const client = await LiveClient.open(context.url);
        try {
          for (const frame of frames) {
            client.send(frame);
            const answer = await client.next();
            if (answer.type === 'gone') continue;
            expect(answer.type, frame).toBe('error');
            const { message } = answer as { message: string };
            expect(message, frame).toMatch(/^[A-Z"].+\.$/);
            // An anonymous host is refused and closed; nothing more goes on this socket.
            if (message === HOST_REFUSED_MESSAGE) break;
          }
        } finally {
          client.close();
          await client.closed;
        }
      }),
      { numRuns: 40 },
    );
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);

  it(`refuses the socket past ${SOCKETS_PER_ADDRESS} from one address with 1008 and a sentence, and admits one again after a close`, async () => {
    // The earlier tests' sockets are closed on the server's side too, so every socket below is this test's.
    await expect.poll(() => context.app.websocketServer.clients.size).toBe(0);
    const open = await Promise.all(Array.from({ length: SOCKETS_PER_ADDRESS }, () => LiveClient.open(context.url)));
    // Its error frame may come with the upgrade's answer, before a client listens: the close says it too.
    const refused = await LiveClient.open(context.url);
    expect(await refused.closed).toEqual({
      code: POLICY_CLOSE_CODE,
      reason: CONNECTION_REFUSALS.tooManySocketsFromAddress,
    });
    open[0]?.close();
    await open[0]?.closed;
    await expect
      .poll(async () => {
        const again = await LiveClient.open(context.url);
        again.send({ type: 'follow', userId: randomUUID() });
        const answer = await again.next();
        again.close();
        await again.closed;
        return answer.type;
      })
      .toBe('gone');
    for (const client of open) client.close();
  });

  it('reads nothing for a follow replaced before its turn, nor again for a target just found gone', async () => {
    await context.app.live.idle();
    const client = await LiveClient.open(context.url);
    const before = context.app.live.reads;
    const userId = randomUUID();
    const last = randomUUID();
    // The broadcasts' table held, so the first reads wait in the database and the rest for their turn.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = context.database.db.transaction(async (tx) => {
      await tx.execute(sql`LOCK TABLE live_broadcasts IN ACCESS EXCLUSIVE MODE`);
      locked();
      await held;
    });
    await isLocked;
    // Fifteen follows in one burst, each replacing the one before: those not begun when replaced read nothing.
    for (let n = 0; n < 14; n++) client.send({ type: 'follow', userId, campaignId: randomUUID() });
    client.send({ type: 'follow', userId, campaignId: last });
    await client.quietFor(300);
    release();
    await holding;
    expect((await client.next('gone')).type).toBe('gone');
    await context.app.live.idle();
    const burstReads = context.app.live.reads - before;
    expect(burstReads).toBe(FOLLOWER_READS_AT_ONCE + 1);

    // The same unknown campaign again, at once: answered gone from memory.
    client.send({ type: 'follow', userId, campaignId: last });
    expect((await client.next('gone')).type).toBe('gone');
    await context.app.live.idle();
    expect(context.app.live.reads - before).toBe(burstReads);
    client.close();
  });

  it('forgets a gone campaign once it becomes followable', async () => {
    const gm = await newUser(context.app, context.database);
    const created = await gm.post('/api/library/campaigns', { name: 'Hidden Keep', private: true });
    expect(created.statusCode, created.body).toBe(201);
    const campaignId = created.json().id as string;
    const client = await LiveClient.open(context.url);
    client.send({ type: 'follow', userId: gm.userId, campaignId });
    expect((await client.next('gone')).type).toBe('gone');
    const { id, created: _created, updated, ...campaign } = created.json();
    const published = await gm.request('PUT', `/api/library/campaigns/${campaignId}`, { ...campaign, private: false });
    expect(published.statusCode, published.body).toBe(200);
    client.send({ type: 'follow', userId: gm.userId, campaignId });
    expect((await client.next('snapshot')).view.campaign?.name).toBe('Hidden Keep');
    client.close();
  });

  it('keeps /api/health under 2 s at p95 for another visitor while several sockets flood follow frames', async () => {
    const healthUrl = `${new URL(context.url).origin.replace('ws', 'http')}/api/health`;
    const flood = party<number>({ role: 'flood', url: context.url, sockets: 4 });
    const probe = party<number[]>({ role: 'probe', url: healthUrl });
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const timings = await probe.stop();
    const sent = await flood.stop();
    const p95 = percentile(timings, 95);
    console.info(
      `health during a flood of ${sent} follow frames: p95 ${Math.round(p95)} ms of ${timings.length}; ${context.app.live.reads} reads`,
    );
    expect(sent).toBeGreaterThan(LIVE_FRAME_BURST * 4);
    // Without the frame budget one health request took 7.7 s here, and without the bounded reads p95 was
    // 1.5 s (both on a loaded machine; the issue saw 10-15 s); unloaded it is tens of milliseconds.
    expect(p95).toBeLessThan(2000);
  }, 30_000);
});
