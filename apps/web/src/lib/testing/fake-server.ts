import type { AccountUser } from '@skald/contract/account';
import { DEFAULT_USER_SETTINGS } from '@skald/contract/account-limits';
import { vi } from 'vitest';

/** One call the page made, as the server would have read it. */
export interface SentCall {
  method: string;
  /** The path and query string: `/api/library/items?page=1`. */
  url: string;
  body: unknown;
}

/** What the stand-in answers: a status (200 when left out) and a JSON body. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** Answers keyed by `METHOD /path` (the query string left off); a function sees the call, e.g. to answer what was sent. */
export type FakeRoutes = Record<string, FakeAnswer | ((call: SentCall) => FakeAnswer | Promise<FakeAnswer>)>;

/** A signed-in game master, as `GET /api/auth/session` tells the app. */
export const SIGNED_IN: AccountUser = {
  id: '0b5e1c2d-3f4a-4b5c-8d6e-7f8091a2b3c4',
  email: 'gm@example.test',
  emailVerified: true,
  username: 'ravenna',
  admin: false,
  contribute: [],
  tier: 'free',
  created: '2026-11-01T00:00:00.000Z',
};

/** The session answer for `user` (null when signed out), with the CSRF token every write must carry. */
export function sessionAnswer(user: AccountUser | null, google = false): FakeAnswer {
  return { body: { user, csrfToken: 'test-csrf-token', providers: { google } } };
}

/**
 * Stands in for Skald's server at `fetch`: answers the calls named in `routes` (the session defaults to a
 * signed-in GM with the default settings) and a 404 in the server's own shape for any other, and keeps every call for the test to
 * read. Only the server is stood in: the page's session, forms and queries are the real ones.
 */
export function fakeServer(routes: FakeRoutes = {}) {
  const calls: SentCall[] = [];
  const answers: FakeRoutes = {
    'GET /api/auth/session': sessionAnswer(SIGNED_IN),
    'GET /api/me/settings': { body: DEFAULT_USER_SETTINGS },
    ...routes,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
      const call: SentCall = { method, url, body };
      calls.push(call);
      const route = answers[`${method} ${url.split('?')[0]}`];
      // A function may answer later (a promise), as a slow server does.
      const answer = await (typeof route === 'function' ? route(call) : route);
      if (!answer) {
        return Response.json({ statusCode: 404, error: 'Not Found', message: 'Not found.' }, { status: 404 });
      }
      const status = answer.status ?? 200;
      return status === 204 ? new Response(null, { status }) : Response.json(answer.body ?? {}, { status });
    }),
  );
  return {
    calls,
    /** Answers `METHOD /path` with `answer` from now on, as when the server's state changed. */
    answer(methodAndPath: string, answer: FakeRoutes[string]): void {
      answers[methodAndPath] = answer;
    },
    /** The bodies of the calls made as `METHOD /path`, in order. */
    sent(methodAndPath: string): unknown[] {
      return calls.filter((call) => `${call.method} ${call.url.split('?')[0]}` === methodAndPath).map((c) => c.body);
    },
  };
}
