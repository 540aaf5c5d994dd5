import { randomUUID } from 'node:crypto';
import { MAX_CLIENT_FRAME_BYTES } from '@skald/contract/live/live-messages';
import { describe, expect, it } from 'vitest';
import { NOT_JSON_MESSAGE } from '../../src/modules/live/hub/client-frames.ts';
import { HOST_REFUSED_MESSAGE } from '../../src/modules/live/hub/register-live.ts';
import { newUser } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { LiveClient, useLiveServer } from './live-test-kit.ts';

const context = useLiveServer();

describe(`/api/live protocol, on ${testDatabaseName}`, () => {
  it('answers broken JSON and wrong shapes with an error sentence and keeps the socket open', async () => {
    const client = await LiveClient.open(context.url);
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
    const client = await LiveClient.open(context.url);
    client.send(JSON.stringify({ type: 'follow', userId: 'x'.repeat(MAX_CLIENT_FRAME_BYTES) }));
    expect((await client.closed).code).toBe(1009);
  });

  it('refuses to host without a session, and with a session from another site', async () => {
    const anonymous = await LiveClient.open(context.url);
    anonymous.send({ type: 'host' });
    expect(await anonymous.next('error')).toEqual({ type: 'error', message: HOST_REFUSED_MESSAGE });
    expect((await anonymous.closed).code).toBe(1008);

    const gm = await newUser(context.app, context.database);
    const hijacked = await LiveClient.host(context.url, gm.cookieHeader(), 'https://evil.example');
    hijacked.send({ type: 'host' });
    expect(await hijacked.next('error')).toEqual({ type: 'error', message: HOST_REFUSED_MESSAGE });
    expect((await hijacked.closed).code).toBe(1008);

    const noOrigin = await LiveClient.open(context.url, { cookie: gm.cookieHeader() });
    noOrigin.send({ type: 'host' });
    expect((await noOrigin.closed).code).toBe(1008);
  });

  it('lets the signed-in GM host from their own pages and tells the broadcast at once', async () => {
    const gm = await newUser(context.app, context.database);
    const host = await LiveClient.host(context.url, gm.cookieHeader());
    host.send({ type: 'host' });
    expect(await host.next('broadcast')).toEqual({
      type: 'broadcast',
      broadcast: { live: false, campaignId: null, encounterId: null, interrupted: false },
    });
    host.close();
    // A page at the very address the socket was opened at (a dev proxy, localhost) is Skald's own too.
    const sameHost = await LiveClient.host(
      context.url,
      gm.cookieHeader(),
      new URL(context.url).origin.replace('ws', 'http'),
    );
    sameHost.send({ type: 'host' });
    expect((await sameHost.next('broadcast')).broadcast.live).toBe(false);
    sameHost.close();
  });
});
