import { randomUUID } from 'node:crypto';
import { MAX_CLIENT_FRAME_BYTES } from '@skald/contract/live/live-messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { NOT_JSON_MESSAGE } from '../../src/live/client-frames.ts';
import { HOST_REFUSED_MESSAGE } from '../../src/live/register-live.ts';
import { newUser } from '../library/library-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { LiveClient, liveServer } from './live-test-kit.ts';

let database: Database;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  database = await createTestDatabase();
  ({ app, url } = await liveServer(database));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`/api/live protocol, on ${testDatabaseName}`, () => {
  it('answers broken JSON and wrong shapes with an error sentence and keeps the socket open', async () => {
    const client = await LiveClient.open(url);
    client.send('{not json');
    expect(await client.next('error')).toEqual({ type: 'error', message: NOT_JSON_MESSAGE });
    client.send({ type: 'dance' });
    expect((await client.next('error')).message).toBe("Send {type: 'follow', userId} or {type: 'host'}.");
    client.send({ type: 'follow', userId: 'someone' });
    expect((await client.next('error')).message).toBe('Follow a user by their id.');
    client.send({ type: 'follow', userId: randomUUID(), extra: true });
    expect((await client.next('error')).message).toMatch(/\w+ \w+/);
    client.send({ type: 'follow', userId: randomUUID(), since: 'x'.repeat(101) });
    expect((await client.next('error')).message).toBe('A version is at most 100 characters.');
    // Still open: a good follow of nobody is answered.
    client.send({ type: 'follow', userId: randomUUID() });
    expect((await client.next('gone')).message.length).toBeGreaterThan(0);
    client.close();
  });

  it(`closes the socket with 1009 on a frame over ${MAX_CLIENT_FRAME_BYTES} bytes`, async () => {
    const client = await LiveClient.open(url);
    client.send(JSON.stringify({ type: 'follow', userId: 'x'.repeat(MAX_CLIENT_FRAME_BYTES) }));
    expect((await client.closed).code).toBe(1009);
  });

  it('refuses to host without a session, and with a session from another site', async () => {
    const anonymous = await LiveClient.open(url);
    anonymous.send({ type: 'host' });
    expect(await anonymous.next('error')).toEqual({ type: 'error', message: HOST_REFUSED_MESSAGE });
    expect((await anonymous.closed).code).toBe(1008);

    const gm = await newUser(app, database);
    const hijacked = await LiveClient.host(url, gm.cookieHeader(), 'https://evil.example');
    hijacked.send({ type: 'host' });
    expect(await hijacked.next('error')).toEqual({ type: 'error', message: HOST_REFUSED_MESSAGE });
    expect((await hijacked.closed).code).toBe(1008);

    const noOrigin = await LiveClient.open(url, { cookie: gm.cookieHeader() });
    noOrigin.send({ type: 'host' });
    expect((await noOrigin.closed).code).toBe(1008);
  });

  it('lets the signed-in GM host from their own pages and tells the broadcast at once', async () => {
    const gm = await newUser(app, database);
    const host = await LiveClient.host(url, gm.cookieHeader());
    host.send({ type: 'host' });
    expect(await host.next('broadcast')).toEqual({
      type: 'broadcast',
      broadcast: { live: false, campaignId: null, encounterId: null, interrupted: false },
    });
    host.close();
  });
});
