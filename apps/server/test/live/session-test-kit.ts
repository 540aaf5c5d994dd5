import { SESSION_ENDED_CLOSE_CODE, SESSION_ENDED_MESSAGES } from '@skald/contract/live/session-ends';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { Browser } from '../accounts/account-test-app.ts';
import { encountersOf, newEncounter } from '../encounters/encounter-test-helpers.ts';
import { LiveClient, liveGm } from './live-test-kit.ts';

/** An encounter's server-sent event stream read over real HTTP: what came, and whether it ended. */
export interface OpenStream {
  text(): string;
  /** Whether the server ended it (the body finished). */
  ended(): boolean;
  /** Settles when it ended, or fails after `timeoutMs`. */
  end(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** The http origin of a live server's ws address. */
export function originOf(liveUrl: string): string {
  return new URL(liveUrl.replace(/^ws/, 'http')).origin;
}

/** Opens `GET {path}/events` with `cookie` and keeps reading it. */
export async function openEventStream(origin: string, path: string, cookie: string): Promise<OpenStream> {
  const abort = new AbortController();
  const response = await fetch(`${origin}${path}/events`, { headers: { cookie }, signal: abort.signal });
  expect(response.status).toBe(200);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  const reading = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
      ended = true;
    } catch {
      // Aborted by the test.
    }
  })();
  await expect.poll(() => text).toContain(': stream open');
  return {
    text: () => text,
    ended: () => ended,
    end: async (timeoutMs = 5000) => {
      const late = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error(`the stream did not end within ${timeoutMs} ms`)), timeoutMs).unref(),
      );
      await Promise.race([reading, late]);
      expect(ended, 'the server ended the stream').toBe(true);
    },
    close: () => abort.abort(),
  };
}

/** A GM signed in twice (two browsers), each with a host socket on `url` and an event stream of one fight. */
export async function gmInTwoSessions(app: FastifyInstance, database: Database, url: string) {
  const gm = await liveGm(app, database);
  const second = new Browser(app);
  expect((await second.signIn(gm.email)).statusCode).toBe(200);
  const encounter = await newEncounter(gm, gm.campaignId);
  const path = `${encountersOf(gm.campaignId)}/${encounter.id}`;
  const sessions = [];
  for (const browser of [gm, second]) {
    const host = await LiveClient.host(url, browser.cookieHeader());
    host.send({ type: 'host' });
    await host.next('broadcast');
    sessions.push({ browser, host, stream: await openEventStream(originOf(url), path, browser.cookieHeader()) });
  }
  const [first, other] = sessions as [(typeof sessions)[0], (typeof sessions)[0]];
  return { gm, path, first, other };
}

/** Checks the host socket was closed for `reason`, with the session-ended code. */
export async function expectClosedFor(host: LiveClient, reason: keyof typeof SESSION_ENDED_MESSAGES): Promise<void> {
  const open = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 5000).unref());
  expect(await Promise.race([host.closed, open])).toEqual({
    code: SESSION_ENDED_CLOSE_CODE,
    reason: SESSION_ENDED_MESSAGES[reason],
  });
}
