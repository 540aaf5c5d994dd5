import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import {
  CONNECTION_REFUSALS,
  EVENT_STREAMS_PER_USER,
  LIVE_SOCKETS_PER_USER,
  POLICY_CLOSE_CODE,
} from '@skald/contract/connection-limits';
import { LIVE_PATH } from '@skald/contract/live/live-messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { accountApp } from '../accounts/account-test-app.ts';
import { encountersOf, newCampaign, newEncounter, queued, sync } from '../encounters/encounter-test-helpers.ts';
import { newUser } from '../library/library-test-app.ts';
import { LiveClient } from '../live/live-test-kit.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

/**
 * Short timeouts, so a test sees them pass, yet long enough that sixteen requests at once on a loaded machine
 * still send their headers in time; a cap above the streams and sockets the tests below open.
 */
const TIMEOUTS = { headersMs: 2000, requestMs: 3000, idleMs: 3000, checkEveryMs: 200 };
const CONNECTIONS_PER_ADDRESS = 48;

let database: Database;
let app: FastifyInstance;
let port = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database, { connectionsPerAddress: CONNECTIONS_PER_ADDRESS }, false, undefined, TIMEOUTS);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** A raw TCP connection to the server, keeping what it answers; `closed` says when and with what. */
async function rawConnection(): Promise<{ socket: Socket; closed: Promise<{ afterMs: number; answer: string }> }> {
  const started = Date.now();
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (data) => {
    answer += data.toString();
  });
  socket.on('error', () => undefined);
  const closed = once(socket, 'close').then(() => ({ afterMs: Date.now() - started, answer }));
  await once(socket, 'connect');
  return { socket, closed };
}

/** Reads an event stream until `wanted` arrived. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, wanted: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  while (!text.includes(wanted)) {
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before ${JSON.stringify(wanted)}: ${JSON.stringify(text)}`);
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe(`client connections' timeouts and caps, on ${testDatabaseName}`, () => {
  it('answers 408 and closes a connection that sends nothing, or stops in the middle of a request', async () => {
    const silent = await rawConnection();
    const halfSent = await rawConnection();
    halfSent.socket.write('POST /api/auth/sign-in HTTP/1.1\r\nHost: x\r\ncontent-length: 100\r\n\r\n{"email":');
    const quiet = await silent.closed;
    expect(quiet.answer).toMatch(/^HTTP\/1\.1 408/);
    // Before the timeouts these stayed open for ever; the bound leaves room for a loaded machine.
    expect(quiet.afterMs).toBeLessThan(10_000);
    expect((await halfSent.closed).afterMs).toBeLessThan(10_000);
  });

  it(`refuses a connection past ${CONNECTIONS_PER_ADDRESS} from one address with 429 and a sentence`, async () => {
    const held = await Promise.all(Array.from({ length: CONNECTIONS_PER_ADDRESS }, rawConnection));
    const refused = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(CONNECTION_REFUSALS.tooManyConnections);
    for (const { socket } of held) socket.destroy();
    await Promise.all(held.map(({ closed }) => closed));
    await expect.poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('keeps an event stream and a live socket open past every timeout', async () => {
    const gm = await newUser(app, database);
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId);
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const abort = new AbortController();
    const stream = await fetch(`http://127.0.0.1:${port}${url}/events?since=0`, {
      headers: { cookie: gm.cookieHeader() },
      signal: abort.signal,
    });
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    await readUntil(reader, ': stream open\n\n');
    const live = await LiveClient.host(`ws://127.0.0.1:${port}${LIVE_PATH}`, gm.cookieHeader());

    await new Promise((resolve) => setTimeout(resolve, TIMEOUTS.requestMs + TIMEOUTS.idleMs + 500));
    await sync(gm, url, 0, [queued({ type: 'start' })]);
    expect(await readUntil(reader, 'data: {"version":1}\n\n')).toContain('event: version');
    live.send({ type: 'host' });
    expect((await live.next('broadcast')).broadcast.live).toBe(false);
    abort.abort();
    live.close();
  });

  it(`refuses a user's event stream past ${EVENT_STREAMS_PER_USER}, and live socket past ${LIVE_SOCKETS_PER_USER}, with a sentence`, async () => {
    const gm = await newUser(app, database);
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId);
    const events = `http://127.0.0.1:${port}${encountersOf(campaignId)}/${encounter.id}/events`;
    const headers = { cookie: gm.cookieHeader() };
    const abort = new AbortController();
    const streams = await Promise.all(
      Array.from({ length: EVENT_STREAMS_PER_USER }, () => fetch(events, { headers, signal: abort.signal })),
    );
    expect(streams.map((stream) => stream.status)).toEqual(streams.map(() => 200));
    const refused = await fetch(events, { headers });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe(CONNECTION_REFUSALS.tooManyStreamsOfUser);
    abort.abort();
    const again = new AbortController();
    await expect.poll(async () => (await fetch(events, { headers, signal: again.signal })).status).toBe(200);
    again.abort();

    const liveUrl = `ws://127.0.0.1:${port}${LIVE_PATH}`;
    const sockets = await Promise.all(
      Array.from({ length: LIVE_SOCKETS_PER_USER }, () => LiveClient.host(liveUrl, gm.cookieHeader())),
    );
    const refusedSocket = await LiveClient.host(liveUrl, gm.cookieHeader());
    expect(await refusedSocket.closed).toEqual({
      code: POLICY_CLOSE_CODE,
      reason: CONNECTION_REFUSALS.tooManySocketsOfUser,
    });
    for (const socket of sockets) socket.close();
  });

  it('behind a trusted proxy counts the forwarded address, and leaves the connections to the proxy', async () => {
    const proxied = await accountApp(database, {
      trustProxy: true,
      liveSocketsPerAddress: 2,
      connectionsPerAddress: 2,
    });
    try {
      const address = await proxied.listen({ port: 0, host: '127.0.0.1' });
      // Every connection comes from the proxy: more than the per-address cap of them still get answers.
      const health = await Promise.all([1, 2, 3].map(() => fetch(`${address}/api/health`)));
      expect(health.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const liveUrl = `${address.replace('http', 'ws')}${LIVE_PATH}`;
      const visitor = { 'x-forwarded-for': '203.0.113.7' };
      const held = [await LiveClient.open(liveUrl, visitor), await LiveClient.open(liveUrl, visitor)];
      const refused = await LiveClient.open(liveUrl, visitor);
      expect((await refused.closed).reason).toBe(CONNECTION_REFUSALS.tooManySocketsFromAddress);
      const neighbour = await LiveClient.open(liveUrl, { 'x-forwarded-for': '203.0.113.8' });
      neighbour.send({ type: 'follow', userId: crypto.randomUUID() });
      expect((await neighbour.next()).type).toBe('gone');
      for (const client of [...held, neighbour]) client.close();
    } finally {
      await proxied.close();
    }
  });
});
