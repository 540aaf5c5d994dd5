import { createHash } from 'node:crypto';
import { sessionAnswerSchema } from '@skald/contract/account';
import { CSRF_HEADER, MESSAGES, SESSION_COOKIE } from '@skald/contract/account-limits';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { sessions, signInAttempts } from '../../src/modules/auth/auth-tables.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { accountApp, Browser } from './account-test-app.ts';

const THIRTY_ONE_DAYS = 31 * 24 * 60 * 60;

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database, { adminEmails: ['boss@example.test'] });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function sessionCookie(response: { cookies: unknown[] }) {
  return (response.cookies as { name: string; value: string; [flag: string]: unknown }[]).find(
    (cookie) => cookie.name === SESSION_COOKIE,
  );
}

describe(`sign-up, sign-in and sign-out on ${testDatabaseName}`, () => {
  it('answers a signed-out visitor with no user, a CSRF token and the providers on offer', async () => {
    const browser = new Browser(app);
    const response = await browser.session();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const answer = sessionAnswerSchema.parse(response.json());
    expect(answer).toEqual({ user: null, csrfToken: expect.any(String), providers: { google: false } });
    expect(answer.csrfToken.length).toBeGreaterThan(20);
  });

  it('signs up with 201, the account and an HttpOnly, SameSite=Lax session cookie for 31 days', async () => {
    const browser = new Browser(app);
    const response = await browser.signUp('New.GM@Example.test');
    expect(response.json().user).toMatchObject({
      email: 'new.gm@example.test',
      username: null,
      admin: false,
      contribute: [],
      tier: 'basic',
    });
    const cookie = sessionCookie(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: THIRTY_ONE_DAYS });
    expect(cookie?.secure).toBeFalsy();
    expect((await browser.session()).json().user.email).toBe('new.gm@example.test');
  });

  it('keeps only an argon2id hash of the password and a SHA-256 of the session token', async () => {
    const browser = new Browser(app);
    const response = await browser.signUp('hashes@example.test', 'a long secret phrase');
    const [row] = await database.db.select().from(users).where(eq(users.email, 'hashes@example.test'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('a long secret phrase');
    const token = sessionCookie(response)?.value ?? '';
    const stored = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? ''));
    expect(stored.map((session) => session.id)).toEqual([createHash('sha256').update(token).digest('hex')]);
    expect(stored[0]?.expires.getTime()).toBeGreaterThan(Date.now() + (THIRTY_ONE_DAYS - 60) * 1000);
  });

  it('refuses a second account for the same address in any case with 409', async () => {
    await new Browser(app).signUp('twice@example.test');
    const again = await new Browser(app).post('/api/auth/sign-up', {
      email: 'TWICE@example.test',
      password: 'another password',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.emailTaken });
  });

  it('creates no account when the sign-up cannot finish, so the address can sign up again', async () => {
    // A real failure at the last step of a sign-up: the database refuses to store its session.
    await database.db.execute(
      sql.raw(`CREATE FUNCTION refuse_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'sessions are refused'; END $$`),
    );
    await database.db.execute(
      sql.raw(
        'CREATE TRIGGER refuse_sessions BEFORE INSERT ON sessions FOR EACH ROW EXECUTE FUNCTION refuse_sessions()',
      ),
    );
    let failed: Awaited<ReturnType<Browser['post']>>;
    try {
      failed = await new Browser(app).post('/api/auth/sign-up', {
        email: 'halfway@example.test',
        password: 'my password',
      });
    } finally {
      await database.db.execute(sql.raw('DROP TRIGGER refuse_sessions ON sessions'));
      await database.db.execute(sql.raw('DROP FUNCTION refuse_sessions'));
    }
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(await database.db.select().from(users).where(eq(users.email, 'halfway@example.test'))).toEqual([]);
    expect((await new Browser(app).signUp('halfway@example.test')).statusCode).toBe(201);
  });

  it('does not make an ADMIN_EMAILS address an administrator before it is verified', async () => {
    const response = await new Browser(app).signUp('boss@example.test');
    expect(response.json().user).toMatchObject({ admin: false, emailVerified: false });
    expect((await new Browser(app).signIn('boss@example.test')).json().user.admin).toBe(false);
  });

  it('signs in with 200 and a new session cookie, whatever the case of the address', async () => {
    await new Browser(app).signUp('returning@example.test');
    const browser = new Browser(app);
    const response = await browser.signIn('Returning@Example.TEST');
    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('returning@example.test');
    expect(sessionCookie(response)).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: THIRTY_ONE_DAYS });
    expect((await browser.get('/api/me')).statusCode).toBe(200);
  });

  it('answers 401 with one message for a wrong password and for an unknown address', async () => {
    await new Browser(app).signUp('careful@example.test');
    const wrongPassword = await new Browser(app).signIn('careful@example.test', 'not the password');
    const unknown = await new Browser(app).signIn('nobody@example.test', 'not the password');
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.wrongCredentials });
      expect(sessionCookie(response)).toBeUndefined();
    }
  });

  it('signs out with 204, deletes the session row and clears the cookie', async () => {
    const browser = new Browser(app);
    const signUp = await browser.signUp('leaving@example.test');
    const userId = signUp.json().user.id;
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(1);
    const response = await browser.post('/api/auth/sign-out');
    expect(response.statusCode).toBe(204);
    const cleared = sessionCookie(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires instanceof Date && cleared.expires.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toHaveLength(0);
    expect((await browser.session()).json().user).toBeNull();
  });

  it('does not accept a session cookie once signed out, even if the browser kept it', async () => {
    const browser = new Browser(app);
    await browser.signUp('kept-cookie@example.test');
    const token = browser.cookies.get(SESSION_COOKIE) ?? '';
    await browser.post('/api/auth/sign-out');
    const replay = await app.inject({ method: 'GET', url: '/api/me', cookies: { [SESSION_COOKIE]: token } });
    expect(replay.statusCode).toBe(401);
  });

  it('does not accept a session past its expiry', async () => {
    const browser = new Browser(app);
    const userId = (await browser.signUp('expired@example.test')).json().user.id;
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    await database.db
      .update(sessions)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, userId));
    expect((await browser.get('/api/me')).statusCode).toBe(401);
  });

  it('signs out a visitor who was not signed in with 204 too', async () => {
    expect((await new Browser(app).post('/api/auth/sign-out')).statusCode).toBe(204);
  });
});

describe('bad input answers 400 with a clear message', () => {
  const cases: [what: string, url: string, body: unknown, message: string][] = [
    [
      'an e-mail address of 300 characters',
      '/api/auth/sign-up',
      { email: `${'a'.repeat(288)}@example.test`, password: 'long enough password' },
      'email: An e-mail address has at most 254 characters.',
    ],
    [
      'an empty password',
      '/api/auth/sign-in',
      { email: 'someone@example.test', password: '' },
      'password: Password is required.',
    ],
    [
      'a short password at sign-up',
      '/api/auth/sign-up',
      { email: 'someone@example.test', password: 'short' },
      'password: A password has at least 8 characters.',
    ],
    [
      'an unknown field',
      '/api/auth/sign-up',
      { email: 'someone@example.test', password: 'long enough password', extra: 1 },
      'Unknown field "extra".',
    ],
    [
      'an address that is not one',
      '/api/auth/sign-in',
      { email: 'not-an-address', password: 'x' },
      'email: Enter a valid e-mail address.',
    ],
    ['a missing e-mail address', '/api/auth/sign-in', { password: 'x' }, 'email: Email is required.'],
    ['a body that is not an object', '/api/auth/sign-in', ['email'], 'Send a JSON object as the request body.'],
  ];
  it.each(cases)('%s', async (_what, url, body, message) => {
    const response = await new Browser(app).post(url, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message });
  });
});

describe('cross-site request forgery', () => {
  it('refuses state-changing requests without the token with 403, sign-in and sign-up included', async () => {
    for (const url of ['/api/auth/sign-up', '/api/auth/sign-in', '/api/auth/sign-out', '/api/auth/forgot-password']) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { email: 'x@example.test', password: 'password1' },
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: MESSAGES.csrf });
    }
  });

  it('refuses a wrong token, a token without its cookie, and a token from another browser', async () => {
    const browser = new Browser(app);
    await browser.signUp('forgery-target@example.test');
    const other = new Browser(app);
    await other.session();
    const attempts = [
      { cookie: browser.cookieHeader(), [CSRF_HEADER]: 'made-up' },
      { cookie: `${SESSION_COOKIE}=${browser.cookies.get(SESSION_COOKIE)}`, [CSRF_HEADER]: browser.csrfToken },
      { cookie: browser.cookieHeader(), [CSRF_HEADER]: other.csrfToken },
    ];
    for (const headers of attempts) {
      for (const [method, url] of [
        ['PUT', '/api/me/username'],
        ['PATCH', '/api/me/settings'],
        ['DELETE', '/api/me'],
      ] as const) {
        const response = await app.inject({ method, url, headers, payload: { username: 'forged' } });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    expect((await browser.get('/api/me')).json().username).toBeNull();
  });

  it('leaves GET requests and unknown addresses alone', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/no-such-thing' })).statusCode).toBe(404);
  });
});

describe('sign-in attempts are limited', () => {
  it('answers 429 for an account after 10 failures in 15 minutes, even with the right password', async () => {
    await new Browser(app).signUp('guessed@example.test');
    // Each guess comes from its own address, so only the per-account limit can stop them.
    for (let guess = 0; guess < 10; guess += 1) {
      const response = await new Browser(app, `10.1.0.${guess}`).signIn(
        'guessed@example.test',
        `guess number ${guess}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const refused = await new Browser(app, '10.1.1.1').signIn('guessed@example.test');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ statusCode: 429, error: 'Too Many Requests', message: MESSAGES.tooManyAttempts });
    expect(sessionCookie(refused)).toBeUndefined();
    // Other accounts are not locked out by it.
    await new Browser(app).signUp('unaffected@example.test');
    expect((await new Browser(app, '10.1.1.1').signIn('unaffected@example.test')).statusCode).toBe(200);
  });

  it('answers 429 for a client address after 30 attempts in 15 minutes, whatever the accounts', async () => {
    const address = '10.2.0.1';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await new Browser(app, address).signIn(`sprayed-${attempt}@example.test`, 'password1');
      expect(response.statusCode).toBe(401);
    }
    await new Browser(app).signUp('sprayer-own@example.test');
    expect((await new Browser(app, address).signIn('sprayer-own@example.test')).statusCode).toBe(429);
    expect((await new Browser(app, '10.2.0.2').signIn('sprayer-own@example.test')).statusCode).toBe(200);
  });

  it('forgets attempts older than the window', async () => {
    await new Browser(app).signUp('patient@example.test');
    const old = new Date(Date.now() - 16 * 60 * 1000);
    await database.db.insert(signInAttempts).values(
      Array.from({ length: 10 }, () => ({
        email: 'patient@example.test',
        address: '10.3.0.1',
        succeeded: false,
        at: old,
      })),
    );
    expect((await new Browser(app, '10.3.0.1').signIn('patient@example.test')).statusCode).toBe(200);
  });
});

describe('with an https PUBLIC_URL', () => {
  it('marks the session and CSRF cookies Secure', async () => {
    const secureDatabase = await createTestDatabase();
    const secureApp = await accountApp(secureDatabase, { publicUrl: 'https://skald.example.org' });
    try {
      const browser = new Browser(secureApp);
      const session = await browser.session();
      expect(session.cookies).toEqual([expect.objectContaining({ name: 'skald_csrf', secure: true, httpOnly: true })]);
      const signUp = await browser.signUp('secure@example.test');
      expect(sessionCookie(signUp)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await secureApp.close();
      await secureDatabase.close();
    }
  });
});
