import type { FollowerView } from '@skald/contract/live/follower-view';
import { LIVE_PATH, type LiveServerMessage } from '@skald/contract/live/live-messages';
import { applyMergePatch } from '@skald/contract/live/merge-patch';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../src/db/database.ts';
import type { LiveOptions } from '../../src/modules/live/hub/register-live.ts';
import { type AccountAppConfig, accountApp, PUBLIC_URL } from '../accounts/account-test-app.ts';
import { newUser } from '../library/library-test-app.ts';
import { createTestDatabase } from '../test-database.ts';

/** The real app listening on a free port of 127.0.0.1, and its /api/live address. */
export async function liveServer(
  database: Database,
  config: AccountAppConfig = {},
  live?: Partial<LiveOptions>,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = await accountApp(database, config, false, live);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${address.replace('http', 'ws')}${LIVE_PATH}` };
}

/** A test file's own database and listening app, opened before its tests and closed after them. */
export function useLiveServer(
  config: AccountAppConfig = {},
  live?: Partial<LiveOptions>,
): {
  database: Database;
  app: FastifyInstance;
  url: string;
} {
  const context = {} as { database: Database; app: FastifyInstance; url: string };
  beforeAll(async () => {
    context.database = await createTestDatabase();
    Object.assign(context, await liveServer(context.database, config, live));
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}

/** A real WebSocket client of /api/live that keeps every frame it receives, raw and read. */
export class LiveClient {
  readonly raw: string[] = [];
  readonly messages: LiveServerMessage[] = [];
  #read = 0;
  #wake: (() => void) | undefined;
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      this.messages.push(JSON.parse(text));
      this.#wake?.();
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: `${reason}` })));
  }

  /** Connects; `host` sends the GM's cookies with the public URL's Origin, as their own page does. */
  static async open(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
    const ws = new WebSocket(url, { headers });
    await new Promise((resolve, reject) => {
      ws.once('open', resolve);
      ws.once('error', reject);
    });
    return new LiveClient(ws);
  }

  static host(url: string, cookie: string, origin = PUBLIC_URL): Promise<LiveClient> {
    return LiveClient.open(url, { cookie, origin });
  }

  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The next message not read yet (of `type` when given: others before it are skipped). */
  async next<T extends LiveServerMessage['type']>(
    type?: T,
    timeoutMs = 5000,
  ): Promise<Extract<LiveServerMessage, { type: T }>> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      while (this.#read < this.messages.length) {
        const message = this.messages[this.#read++] as LiveServerMessage;
        if (!type || message.type === type) return message as Extract<LiveServerMessage, { type: T }>;
      }
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`no ${type ?? 'message'} within ${timeoutMs} ms; got ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.#wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  /** Waits `ms` and answers what came meanwhile (to check that nothing did). */
  async quietFor(ms: number): Promise<LiveServerMessage[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const unread = this.messages.slice(this.#read);
    this.#read = this.messages.length;
    return unread;
  }

  close(): void {
    this.ws.close();
  }
}

/** A follower's copy of the view, kept by snapshots and patches as the follow page keeps it. */
export class FollowedView {
  view: FollowerView | undefined;
  version: string | undefined;

  apply(message: LiveServerMessage): void {
    if (message.type === 'snapshot') {
      this.view = message.view;
      this.version = message.version;
    } else if (message.type === 'patch') {
      expect(message.from, 'a patch must start where the follower is').toBe(this.version);
      this.view = applyMergePatch(this.view, message.patch);
      this.version = message.version;
    }
  }

  /** Reads messages from `client` until `until` holds of the view. */
  async until(client: LiveClient, until: (view: FollowerView) => boolean, timeoutMs = 5000): Promise<FollowerView> {
    const deadline = Date.now() + timeoutMs;
    while (!this.view || !until(this.view)) {
      const message = await client.next(undefined, Math.max(1, deadline - Date.now()));
      this.apply(message);
    }
    return this.view;
  }
}

/** A signed-up GM (on the unlimited tier: property runs make many encounters) with a public campaign. */
export async function liveGm(app: FastifyInstance, database: Database) {
  const gm = await newUser(app, database, { tierId: 'unlimited' });
  const created = await gm.post('/api/library/campaigns', { name: 'Curse of Strahd', private: false });
  expect(created.statusCode, created.body).toBe(201);
  return Object.assign(gm, { campaignId: created.json().id as string });
}

/** Starts the GM's broadcast of their campaign, showing `encounterId`. */
export async function goLive(gm: Awaited<ReturnType<typeof liveGm>>, encounterId: string | null): Promise<void> {
  const toggled = await gm.request('PUT', '/api/live/broadcast', { campaignId: gm.campaignId, live: true });
  expect(toggled.statusCode, toggled.body).toBe(200);
  const shown = await gm.request('PUT', '/api/live/broadcast/encounter', { encounterId });
  expect(shown.statusCode, shown.body).toBe(200);
}
