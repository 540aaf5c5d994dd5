import { CSRF_HEADER } from '@skald/contract/account-limits';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '../../src/app.ts';
import { DEFAULT_ATTEMPT_LIMITS } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';

/** Argon2id at the lowest cost it allows: the tests check behaviour, `bench/auth` measures the real cost. */
export const CHEAP_HASH = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
export const PUBLIC_URL = 'http://127.0.0.1:3000';

export type AccountAppConfig = Partial<AppOptions['config']>;

/**
 * The real app on `database`, with cheap password hashes unless `config` says otherwise. The suites sign
 * up many accounts from one address, so a test of that limit passes `attemptLimits` itself.
 */
export async function accountApp(
  database: Database,
  config: AccountAppConfig = {},
  logger: AppOptions['logger'] = false,
  live?: AppOptions['live'],
  timeouts?: AppOptions['timeouts'],
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: {
      publicUrl: PUBLIC_URL,
      webDistDir: '/nonexistent/skald-web-dist',
      logLevel: 'silent',
      passwordHash: CHEAP_HASH,
      attemptLimits: { ...DEFAULT_ATTEMPT_LIMITS, accountRequestsPerAddress: 100_000 },
      ...config,
    },
    database,
    logger,
    live,
    timeouts,
  });
  await app.ready();
  return app;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One browser talking to the app: it keeps the cookies the app sets (and drops the ones it clears)
 * and sends the CSRF token it was given, as the web app does.
 */
export class Browser {
  readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(
    private readonly app: FastifyInstance,
    private readonly remoteAddress = '127.0.0.1',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Remembers what Set-Cookie said: a value, or a removal (Max-Age 0 or an expiry in the past). */
  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const removed = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (removed) this.cookies.delete(cookie.name);
      // light-my-request hands the value decoded; a browser sends it back as Set-Cookie wrote it, encoded.
      else this.cookies.set(cookie.name, encodeURIComponent(cookie.value));
    }
    return response;
  }

  /** Asks for the session answer, which sets the CSRF cookie and gives the token. */
  async session(): Promise<LightMyRequestResponse> {
    const response = await this.request('GET', '/api/auth/session');
    this.csrfToken = response.json().csrfToken;
    return response;
  }

  async request(
    method: Method,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.csrfToken) await this.session();
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.remoteAddress,
      headers: {
        cookie: this.cookieHeader(),
        ...(method === 'GET' ? {} : { [CSRF_HEADER]: this.csrfToken }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return this.keep(response);
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown) {
    return this.request('POST', url, body);
  }

  async signUp(email: string, password = 'correct horse battery'): Promise<LightMyRequestResponse> {
    const response = await this.post('/api/auth/sign-up', { email, password });
    if (response.statusCode !== 201)
      throw new Error(`sign-up of ${email} answered ${response.statusCode}: ${response.body}`);
    return response;
  }

  async signIn(email: string, password = 'correct horse battery'): Promise<LightMyRequestResponse> {
    return this.post('/api/auth/sign-in', { email, password });
  }
}
