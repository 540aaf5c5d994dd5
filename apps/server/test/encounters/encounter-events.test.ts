import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { newUser, useLibraryApp } from '../library/library-test-app.ts';
import { testDatabaseName } from '../test-database.ts';
import { encountersOf, newCampaign, newEncounter, queued, sync } from './encounter-test-helpers.ts';

const context = useLibraryApp();
let origin = '';

beforeAll(async () => {
  await context.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(context.app.server.address() as AddressInfo).port}`;
});

/** Reads the stream until `wanted` has arrived, or fails after a few seconds. */
async function readUntil(reader: ReadableStreamDefaultReader<Uint8Array>, wanted: string): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  const deadline = Date.now() + 5000;
  while (!text.includes(wanted)) {
    if (Date.now() > deadline) throw new Error(`no ${JSON.stringify(wanted)} in ${JSON.stringify(text)}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`the stream ended before ${JSON.stringify(wanted)}: ${JSON.stringify(text)}`);
    text += decoder.decode(value, { stream: true });
  }
  return text;
}

describe(`an encounter's server-sent events over real HTTP, on ${testDatabaseName}`, () => {
  it('tells each committed version, the first at once when the encounter is past `since`', async () => {
    const gm = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId);
    const url = `${encountersOf(campaignId)}/${encounter.id}`;
    const headers = { cookie: gm.cookieHeader() };

    const abort = new AbortController();
    const stream = await fetch(`${origin}${url}/events?since=0`, { headers, signal: abort.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers.get('cache-control')).toBe('no-store');
    // The security headers every answer carries reach the stream too.
    expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
    const reader = (stream.body as ReadableStream<Uint8Array>).getReader();
    const opened = await readUntil(reader, ': stream open\n\n');
    expect(opened).not.toContain('event: version');

    await sync(gm, url, 0, [queued({ type: 'start' }), queued({ type: 'kill', key: 'o1' })]);
    const told = await readUntil(reader, 'data: {"version":2}\n\n');
    expect(told).toContain('event: version\ndata: {"version":2}\n\n');
    abort.abort();

    // A follower behind the stored version hears it at once.
    const late = new AbortController();
    const behind = await fetch(`${origin}${url}/events?since=1`, { headers, signal: late.signal });
    const reader2 = (behind.body as ReadableStream<Uint8Array>).getReader();
    expect(await readUntil(reader2, 'data: {"version":2}\n\n')).toContain('event: version');
    late.abort();

    const upToDate = new AbortController();
    const current = await fetch(`${origin}${url}/events?since=2`, { headers, signal: upToDate.signal });
    const reader3 = (current.body as ReadableStream<Uint8Array>).getReader();
    await gm.request('PUT', url, { version: 2, name: 'Renamed', entities: [] });
    const renamed = await readUntil(reader3, 'data: {"version":3}\n\n');
    expect(renamed).not.toContain('"version":2}');
    upToDate.abort();
  });

  it('anonymous is 401, another user 404, and a bad `since` a 400, all before any stream opens', async () => {
    const gm = await newUser(context.app, context.database);
    const other = await newUser(context.app, context.database);
    const campaignId = await newCampaign(gm);
    const encounter = await newEncounter(gm, campaignId);
    const events = `${origin}${encountersOf(campaignId)}/${encounter.id}/events`;
    expect((await fetch(events)).status).toBe(401);
    expect((await fetch(events, { headers: { cookie: other.cookieHeader() } })).status).toBe(404);
    const bad = await fetch(`${events}?since=-1`, { headers: { cookie: gm.cookieHeader() } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('since is a whole number from 0.');
  });
});
