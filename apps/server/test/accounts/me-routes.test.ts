import { accountUserSchema } from '@skald/contract/account';
import { MESSAGES, SESSION_COOKIE } from '@skald/contract/account-limits';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { emailVerifications, passwordResets, sessions, signInAttempts } from '../../src/modules/auth/auth-tables.ts';
import { userSettings, users } from '../../src/modules/users/user-tables.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { accountApp, Browser } from './account-test-app.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function signedUp(email: string, password?: string): Promise<Browser> {
  const browser = new Browser(app);
  await browser.signUp(email, password);
  return browser;
}

describe(`the signed-in user's account on ${testDatabaseName}`, () => {
  it('refuses every /api/me route to a signed-out visitor with 401', async () => {
    const anonymous = new Browser(app);
    const routes = [
      ['GET', '/api/me', undefined],
      ['PUT', '/api/me/username', { username: 'someone' }],
      ['POST', '/api/me/password', { currentPassword: 'x', newPassword: 'long enough' }],
      ['DELETE', '/api/me', { username: 'someone' }],
      ['GET', '/api/me/settings', undefined],
      ['PATCH', '/api/me/settings', { general: { theme: 'light' } }],
      ['GET', '/api/me/overview', undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      const response = await anonymous.request(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: MESSAGES.signInRequired });
    }
  });

  it('answers GET /api/me with the account, never its password hash', async () => {
    const browser = await signedUp('profile@example.test');
    const response = await browser.get('/api/me');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const me = accountUserSchema.strict().parse(response.json());
    expect(me).toMatchObject({ email: 'profile@example.test', username: null, tier: 'basic', admin: false });
    expect(response.body).not.toContain('argon2');
  });

  it('gives accounts created before 2024-05-15 the legacy tier', async () => {
    const browser = await signedUp('veteran@example.test');
    await database.db
      .update(users)
      .set({ created: new Date('2023-01-02T00:00:00Z') })
      .where(eq(users.email, 'veteran@example.test'));
    expect((await browser.get('/api/me')).json().tier).toBe('legacy');
  });

  it('sets a username, unique whatever its case', async () => {
    const first = await signedUp('first-name@example.test');
    const set = await first.request('PUT', '/api/me/username', { username: 'Dungeon_Master-1' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ email: 'first-name@example.test', username: 'Dungeon_Master-1' });
    // Its owner may change the case of their own name.
    expect((await first.request('PUT', '/api/me/username', { username: 'dungeon_master-1' })).statusCode).toBe(200);

    const second = await signedUp('second-name@example.test');
    const taken = await second.request('PUT', '/api/me/username', { username: 'DUNGEON_MASTER-1' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.usernameTaken });
    expect((await second.get('/api/me')).json().username).toBeNull();
  });

  it('refuses usernames outside the alpha_dash rule and unknown fields with 400', async () => {
    const browser = await signedUp('rules@example.test');
    const bad: [unknown, string][] = [
      [{ username: 'has space' }, `username: ${MESSAGES.usernameRule}`],
      [{ username: 'dot.ted' }, `username: ${MESSAGES.usernameRule}`],
      [{ username: 'ab' }, 'username: A username has at least 3 characters.'],
      [{ username: 'x'.repeat(31) }, 'username: A username has at most 30 characters.'],
      [{ username: 'fine', admin: true }, 'Unknown field "admin".'],
    ];
    for (const [body, message] of bad) {
      const response = await browser.request('PUT', '/api/me/username', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await browser.get('/api/me')).json()).toMatchObject({ username: null, admin: false });
  });

  it('changes the password, signs out every other session and keeps this one', async () => {
    const here = await signedUp('changer@example.test', 'old password 1');
    const elsewhere = new Browser(app);
    expect((await elsewhere.signIn('changer@example.test', 'old password 1')).statusCode).toBe(200);

    const wrong = await here.post('/api/me/password', { currentPassword: 'not it', newPassword: 'new password 2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MESSAGES.currentPasswordWrong);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(200);

    const short = await here.post('/api/me/password', { currentPassword: 'old password 1', newPassword: 'short' });
    expect(short.json().message).toBe('newPassword: A password has at least 8 characters.');

    const changed = await here.post('/api/me/password', {
      currentPassword: 'old password 1',
      newPassword: 'new password 2',
    });
    expect(changed.statusCode).toBe(204);
    expect((await here.get('/api/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(401);
    expect((await new Browser(app).signIn('changer@example.test', 'old password 1')).statusCode).toBe(401);
    expect((await new Browser(app).signIn('changer@example.test', 'new password 2')).statusCode).toBe(200);
  });

  it("acts only on the signed-in user's own account", async () => {
    const owner = await signedUp('owner@example.test');
    await owner.request('PUT', '/api/me/username', { username: 'owner' });
    const other = await signedUp('other@example.test');
    expect((await other.get('/api/me')).json().email).toBe('other@example.test');
    // Typing someone else's username does not delete their account, nor one's own.
    const response = await other.request('DELETE', '/api/me', { username: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.deleteConfirmEmailMismatch);
    expect((await owner.get('/api/me')).statusCode).toBe(200);
    expect((await other.get('/api/me')).statusCode).toBe(200);
  });
});

describe('deleting an account', () => {
  async function rowsOf(userId: string, email: string) {
    const { db } = database;
    return {
      users: (await db.select().from(users).where(eq(users.id, userId))).length,
      sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
      settings: (await db.select().from(userSettings).where(eq(userSettings.userId, userId))).length,
      resets: (await db.select().from(passwordResets).where(eq(passwordResets.userId, userId))).length,
      verifications: (await db.select().from(emailVerifications).where(eq(emailVerifications.userId, userId))).length,
      attempts: (await db.select().from(signInAttempts).where(eq(signInAttempts.email, email))).length,
    };
  }

  it('asks for the username typed exactly, then deletes the user and every row of theirs', async () => {
    const browser = await signedUp('doomed@example.test');
    const userId = (await browser.get('/api/me')).json().id;
    await browser.request('PUT', '/api/me/username', { username: 'Doomed' });
    await browser.request('PATCH', '/api/me/settings', { general: { theme: 'light' } });
    await new Browser(app).signIn('doomed@example.test', 'a wrong password');
    await new Browser(app).signIn('doomed@example.test');
    await database.db
      .insert(passwordResets)
      .values({ tokenHash: 'a-reset-link', userId, expires: new Date(Date.now() + 60_000) });
    expect(await rowsOf(userId, 'doomed@example.test')).toEqual({
      users: 1,
      sessions: 2,
      settings: 1,
      resets: 1,
      verifications: 1, // the sign-up's link
      attempts: 3, // the sign-up and two sign-ins
    });
    const bystander = await signedUp('bystander@example.test');

    const mismatch = await browser.request('DELETE', '/api/me', { username: 'doomed' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(MESSAGES.deleteConfirmMismatch);
    expect((await browser.get('/api/me')).statusCode).toBe(200);

    const anonymousAttempts = async () =>
      (await database.db.select().from(signInAttempts).where(eq(signInAttempts.email, ''))).length;
    const anonymousBefore = await anonymousAttempts();
    const deleted = await browser.request('DELETE', '/api/me', { username: 'Doomed' });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.cookies).toContainEqual(expect.objectContaining({ name: SESSION_COOKIE, value: '' }));
    expect(await rowsOf(userId, 'doomed@example.test')).toEqual({
      users: 0,
      sessions: 0,
      settings: 0,
      resets: 0,
      verifications: 0,
      attempts: 0,
    });
    expect((await browser.get('/api/me')).statusCode).toBe(401);
    expect((await bystander.get('/api/me')).statusCode).toBe(200);
    // The requests still count for the address they came from, without the e-mail address.
    expect(await anonymousAttempts()).toBe(anonymousBefore + 3);
    expect((await new Browser(app).signIn('doomed@example.test')).statusCode).toBe(401);
  });

  it('asks an account without a username for its e-mail address', async () => {
    const browser = await signedUp('no-name@example.test');
    expect((await browser.request('DELETE', '/api/me', { username: '' })).statusCode).toBe(400);
    expect((await browser.request('DELETE', '/api/me', { username: 'No-Name@example.test' })).statusCode).toBe(204);
    const [left] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, 'no-name@example.test'));
    expect(left?.n).toBe(0);
  });
});
