import { CSRF_HEADER, MESSAGES } from '@skald/contract/account-limits';
import { needsCsrfToken } from '@skald/contract/api/api-route';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { RegisteredRoute } from '../../src/http/route-table.ts';
import { passwordResets, sessions } from '../../src/modules/auth/auth-tables.ts';
import { userSettings, users } from '../../src/modules/users/user-tables.ts';
import { accountApp, Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

/**
 * Every state-changing route, taken from the routes Fastify really registered (so a new one is covered
 * without being listed here), against every kind of caller, token and spelling of its address.
 */
const PASSWORD = 'correct horse battery';
type Caller = 'nobody' | 'other user' | 'owner' | 'admin';
const CALLERS: Caller[] = ['nobody', 'other user', 'owner', 'admin'];

/** The character builder (alpha) also wants the contribute flag, which these callers lack: they get 403. */
const needsBuilderFlag = (route: RegisteredRoute) => route.url.startsWith('/api/character-builder/');

/** Ways to write the same address that a router may or may not treat as it. */
const SPELLINGS: Record<string, (url: string) => string> = {
  plain: (url) => url,
  '/%61pi/': (url) => url.replace(/^\/api\//, '/%61pi/'),
  '/ap%69/': (url) => url.replace(/^\/api\//, '/ap%69/'),
  'leading //': (url) => `/${url}`,
  'inner //': (url) => url.replace(/^\/api\//, '/api//'),
};
/** The spellings Fastify routes to the route itself. */
const MATCHING_SPELLINGS = ['plain', '/%61pi/', '/ap%69/'];

interface Actor {
  browser: Browser;
  email: string;
  address: string;
}

let sentBodies = 0;

/** A body the route would accept from `actor`, so a request that slipped through would really change something. */
function validBody(route: RegisteredRoute, actor: Actor): unknown {
  sentBodies += 1;
  const n = sentBodies;
  const bodies: Record<string, unknown> = {
    'POST /api/auth/sign-up': { email: `new-${n}@example.test`, password: PASSWORD },
    'POST /api/auth/sign-in': { email: actor.email, password: PASSWORD },
    'POST /api/auth/forgot-password': { email: actor.email },
    'POST /api/auth/reset-password': { token: 'a'.repeat(43), password: 'another good password' },
    'PUT /api/me/username': { username: `renamed_${n}` },
    'POST /api/me/password': { currentPassword: PASSWORD, newPassword: 'another good password' },
    'DELETE /api/me': { username: actor.email },
    'PATCH /api/me/settings': { general: { theme: 'light' } },
  };
  return bodies[`${route.method} ${route.url}`] ?? {};
}

/** Route parameters get a plausible value, so the router matches. */
function concreteUrl(route: RegisteredRoute): string {
  return route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');
}

let database: Database;
let app: FastifyInstance;
let owner: Actor;
let admin: Actor;
let routes: RegisteredRoute[];
let actors = 0;

async function signedUp(emailPrefix: string): Promise<Actor> {
  actors += 1;
  const address = `10.77.${actors >> 8}.${actors & 255}`;
  const email = `${emailPrefix}-${actors}@example.test`;
  const browser = new Browser(app, address);
  await browser.signUp(email, PASSWORD);
  await browser.session();
  return { browser, email, address };
}

/** The caller of one request: a browser with a CSRF cookie and, but for nobody, a session of its own. */
async function caller(kind: Caller): Promise<Actor> {
  if (kind === 'owner') return signedUp('owner');
  if (kind === 'admin') {
    const made = await signedUp('admin');
    await database.db.update(users).set({ admin: true }).where(eq(users.email, made.email));
    return made;
  }
  const made = await signedUp(kind === 'nobody' ? 'bystander' : 'other');
  if (kind === 'nobody') made.browser.cookies.delete('skald_session');
  return made;
}

/** Rows of a raw query, which each driver wraps alike. */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Every row of every table, to see that a refused request changed nothing at all. */
async function everything(): Promise<string> {
  const tables = await rowsOf<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const dump: string[] = [];
  for (const { name } of tables) {
    const rows = await rowsOf<{ row: string }>(
      sql`select to_jsonb(t)::text as row from ${sql.identifier(name)} t order by 1`,
    );
    dump.push(name, ...rows.map((row) => row.row));
  }
  return dump.join('\n');
}

/** What belongs to the standing owner: its account, settings, sessions and reset links. */
async function ownersData(): Promise<string> {
  const [user] = await database.db.select().from(users).where(eq(users.email, owner.email));
  if (!user) return 'gone';
  const parts = await Promise.all([
    database.db.select().from(userSettings).where(eq(userSettings.userId, user.id)),
    database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)),
  ]);
  return JSON.stringify([user, ...parts]);
}

function send(actor: Actor, route: RegisteredRoute, url: string, token: string | undefined) {
  return app.inject({
    method: route.method as 'POST',
    url,
    remoteAddress: actor.address,
    headers: { cookie: actor.browser.cookieHeader(), ...(token === undefined ? {} : { [CSRF_HEADER]: token }) },
    payload: validBody(route, actor) as object,
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database);
  routes = app.routeTable.filter((route) => needsCsrfToken(route.method, route.access));
  owner = await signedUp('standing-owner');
  await owner.browser.request('PATCH', '/api/me/settings', { encounter: { critical: 'max' } });
  admin = await caller('admin');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe(`every state-changing route refuses what it should, on ${testDatabaseName}`, () => {
  it('takes its routes from the server itself, account routes included', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toContain('POST /api/auth/sign-in');
    expect(names).toContain('PATCH /api/me/settings');
    expect(names).toContain('DELETE /api/me');
  });

  it('exempts from the token only the public routes that store nothing: the stat-block reader', () => {
    const exempt = app.routeTable
      .filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method))
      .filter((route) => !needsCsrfToken(route.method, route.access))
      .map((route) => `${route.method} ${route.url}`);
    expect(exempt).toEqual(['POST /api/tools/read-stat-block']);
  });

  it('refuses a missing or wrong CSRF token from anyone, however the address is spelled, and changes nothing', async () => {
    const callers = { nobody: await caller('nobody'), 'other user': await caller('other user'), owner, admin };
    const before = await everything();
    for (const route of routes) {
      for (const kind of CALLERS) {
        const actor = callers[kind];
        for (const token of [undefined, 'not-the-token']) {
          for (const [spelling, spell] of Object.entries(SPELLINGS)) {
            const response = await send(actor, route, spell(concreteUrl(route)), token);
            const what = `${route.method} ${spell(concreteUrl(route))} as ${kind}, token ${token ?? 'missing'}`;
            if (MATCHING_SPELLINGS.includes(spelling)) {
              expect(response.statusCode, what).toBe(403);
              expect(response.json().message, what).toBe(MESSAGES.csrf);
            } else {
              expect([403, 404], what).toContain(response.statusCode);
            }
            expect(response.headers['set-cookie'] ?? '', what).not.toMatch(/skald_session=[^;]/);
          }
        }
      }
    }
    expect(await everything()).toBe(before);
  });

  // A fresh account per request, for every route the library adds: minutes on a loaded machine, not seconds.
  it('with the token: lets each caller do only what the route allows, and no one but the owner touches its data', {
    timeout: 15 * 60_000,
  }, async () => {
    // The owner's data as it stands: only an admin route may change it, so it is read afresh after those;
    // after any other request it must still be exactly this.
    let ownerBefore = await ownersData();
    for (const route of routes) {
      for (const kind of CALLERS) {
        const statuses = new Set<number>();
        for (const spelling of MATCHING_SPELLINGS) {
          const actor = await caller(kind);
          const url = SPELLINGS[spelling]?.(concreteUrl(route)) ?? '';
          const response: LightMyRequestResponse = await send(actor, route, url, actor.browser.csrfToken);
          const what = `${route.method} ${url} as ${kind}: ${response.statusCode} ${response.body}`;
          statuses.add(response.statusCode);
          expect(response.statusCode, what).toBeLessThan(500);
          if (kind === 'nobody' && (route.access === 'signed-in' || route.access === 'admin')) {
            expect(response.statusCode, what).toBe(401);
          }
          if (kind !== 'admin' && kind !== 'nobody' && route.access === 'admin') {
            expect(response.statusCode, what).toBe(403);
          }
          if (kind === 'owner' && route.access === 'signed-in' && needsBuilderFlag(route))
            expect(response.statusCode, what).toBe(403);
          else if (kind === 'owner' && route.access === 'signed-in')
            expect([401, 403], what).not.toContain(response.statusCode);
          if (route.access !== 'admin') expect(await ownersData(), what).toBe(ownerBefore);
          else ownerBefore = await ownersData();
        }
        // The same request answers alike however its address is spelled.
        expect([...statuses], `${route.method} ${route.url} as ${kind}`).toHaveLength(1);
      }
    }
  });
});
