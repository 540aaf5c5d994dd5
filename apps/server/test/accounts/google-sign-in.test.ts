import { SESSION_COOKIE } from '@skald/contract/account-limits';
import { HOSTILE_REDIRECTS, SAME_SITE_ODDITIES } from '@skald/testing/hostile-redirects';
import { type MailCatcher, startMailCatcher } from '@skald/testing/mail-catcher';
import { type OidcIssuer, signInAtIssuer, startOidcIssuer, TEST_ISSUER_USER } from '@skald/testing/oidc-issuer';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { accountApp, Browser, PUBLIC_URL } from './account-test-app.ts';

const UNVERIFIED = { sub: 'google-unverified', email: 'unverified@example.test', email_verified: false };
const LINKED = { sub: 'google-linked', email: 'has-password@example.test', email_verified: true };
const REDIRECTED = { sub: 'google-redirected', email: 'redirected@example.test', email_verified: true };

let database: Database;
let app: FastifyInstance;
let issuer: OidcIssuer;
let mail: MailCatcher;

beforeAll(async () => {
  issuer = await startOidcIssuer({
    redirectUris: [`${PUBLIC_URL}/api/auth/google/callback`],
    users: [TEST_ISSUER_USER, UNVERIFIED, LINKED, REDIRECTED],
  });
  mail = await startMailCatcher();
  database = await createTestDatabase();
  app = await accountApp(database, {
    smtp: { url: mail.smtpUrl, from: 'Skald <skald@example.test>' },
    google: { issuerUrl: issuer.issuerUrl, clientId: issuer.clientId, clientSecret: issuer.clientSecret },
    adminEmails: [TEST_ISSUER_USER.email],
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await issuer?.close();
  await mail?.close();
});

/** The whole round trip as a browser makes it: Skald → the provider's sign-in form → Skald's callback. */
async function signInWithGoogle(browser: Browser, sub: string, redirect?: string) {
  const start = await browser.get(`/api/auth/google${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  expect(start.statusCode).toBe(302);
  const authorization = new URL(start.headers.location as string);
  expect(authorization.origin).toBe(issuer.issuerUrl);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toBeTruthy();
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  const callback = new URL(await signInAtIssuer(authorization.href, sub));
  expect(callback.origin + callback.pathname).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
  return browser.get(callback.pathname + callback.search);
}

describe(`Google sign-in against a real OpenID Connect provider, on ${testDatabaseName}`, () => {
  it('offers Google in the session answer when configured', async () => {
    expect((await new Browser(app).session()).json().providers).toEqual({ google: true });
  });

  it('creates the account from the verified e-mail, signs in and asks for a username before going on', async () => {
    const browser = new Browser(app);
    const callback = await signInWithGoogle(browser, TEST_ISSUER_USER.sub, '/encounters?id=7');
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe(`/set-username?redirect=${encodeURIComponent('/encounters?id=7')}`);
    expect(callback.cookies).toContainEqual(
      expect.objectContaining({ name: SESSION_COOKIE, httpOnly: true, sameSite: 'Lax' }),
    );
    const me = (await browser.get('/api/me')).json();
    expect(me).toMatchObject({ email: TEST_ISSUER_USER.email, emailVerified: true, username: null, admin: true });
    const [row] = await database.db.select().from(users).where(eq(users.email, TEST_ISSUER_USER.email));
    expect(row).toMatchObject({ googleSubject: TEST_ISSUER_USER.sub, passwordHash: null });
  });

  it('signs the same person in again and goes where the flow started', async () => {
    const first = new Browser(app);
    await signInWithGoogle(first, TEST_ISSUER_USER.sub);
    await first.request('PUT', '/api/me/username', { username: 'google_gm' });

    const again = await signInWithGoogle(new Browser(app), TEST_ISSUER_USER.sub, '/encounters?id=7');
    expect(again.headers.location).toBe('/encounters?id=7');
    const plain = await signInWithGoogle(new Browser(app), TEST_ISSUER_USER.sub, 'https://evil.example/steal');
    expect(plain.headers.location).toBe('/content');
    const sneaky = await signInWithGoogle(new Browser(app), TEST_ISSUER_USER.sub, '//evil.example/steal');
    expect(sneaky.headers.location).toBe('/content');
    expect(await database.db.select().from(users).where(eq(users.email, TEST_ISSUER_USER.email))).toHaveLength(1);
  });

  it('lands every hostile redirect on /content and keeps odd same-site paths, never a 500', async () => {
    const first = new Browser(app);
    await signInWithGoogle(first, REDIRECTED.sub);
    await first.request('PUT', '/api/me/username', { username: 'redirected_gm' });
    for (const redirect of HOSTILE_REDIRECTS) {
      if (redirect.includes('\u0000')) {
        // A NUL is refused where every query enters, with a sentence, before the sign-in starts.
        const refused = await new Browser(app).get(`/api/auth/google?redirect=${encodeURIComponent(redirect)}`);
        expect([refused.statusCode, refused.json().message]).toEqual([400, expect.stringContaining('NUL')]);
        continue;
      }
      const landed = await signInWithGoogle(new Browser(app), REDIRECTED.sub, redirect);
      expect([landed.statusCode, landed.headers.location], JSON.stringify(redirect)).toEqual([302, '/content']);
    }
    for (const [redirect, kept] of Object.entries(SAME_SITE_ODDITIES)) {
      const landed = await signInWithGoogle(new Browser(app), REDIRECTED.sub, redirect);
      expect([landed.statusCode, landed.headers.location], redirect).toEqual([302, kept]);
    }
  });

  it('links a password account to Google only once its address is verified, and ends its other sessions', async () => {
    const withPassword = new Browser(app);
    await withPassword.signUp(LINKED.email, 'my own password');

    const early = new Browser(app);
    const refused = await signInWithGoogle(early, LINKED.sub);
    expect(refused.headers.location).toBe('/sign-in?error=google-unverified');
    expect((await early.get('/api/me')).statusCode).toBe(401);
    const [unlinked] = await database.db.select().from(users).where(eq(users.email, LINKED.email));
    expect(unlinked?.googleSubject).toBeNull();
    expect((await withPassword.get('/api/me')).statusCode).toBe(200);

    const link = /\/verify-email\?token=([\w-]+)/.exec((await mail.waitForMail(LINKED.email)).text)?.[1];
    expect((await new Browser(app).post('/api/auth/verify-email', { token: link })).statusCode).toBe(200);

    const browser = new Browser(app);
    const callback = await signInWithGoogle(browser, LINKED.sub);
    expect(callback.headers.location).toBe('/set-username');
    expect((await browser.get('/api/me')).json()).toMatchObject({ email: LINKED.email, emailVerified: true });
    const [row] = await database.db.select().from(users).where(eq(users.email, LINKED.email));
    expect(row?.googleSubject).toBe(LINKED.sub);
    // Whoever was signed in with the password before the link is signed out; the password still works.
    expect((await withPassword.get('/api/me')).statusCode).toBe(401);
    expect((await new Browser(app).signIn(LINKED.email, 'my own password')).statusCode).toBe(200);
  });

  it('refuses a Google account whose e-mail is not verified', async () => {
    const browser = new Browser(app);
    const callback = await signInWithGoogle(browser, UNVERIFIED.sub);
    expect(callback.headers.location).toBe('/sign-in?error=google');
    expect((await browser.get('/api/me')).statusCode).toBe(401);
    expect(await database.db.select().from(users).where(eq(users.email, UNVERIFIED.email))).toHaveLength(0);
  });

  it('refuses a callback that another browser started, and one with a forged state', async () => {
    const victim = new Browser(app);
    const start = await new Browser(app).get('/api/auth/google');
    const callback = new URL(await signInAtIssuer(start.headers.location as string, TEST_ISSUER_USER.sub));
    const stolen = await victim.get(callback.pathname + callback.search);
    expect(stolen.headers.location).toBe('/sign-in?error=google');
    expect((await victim.get('/api/me')).statusCode).toBe(401);

    const browser = new Browser(app);
    const own = await browser.get('/api/auth/google');
    const returned = new URL(await signInAtIssuer(own.headers.location as string, TEST_ISSUER_USER.sub));
    returned.searchParams.set('state', 'forged');
    const forged = await browser.get(returned.pathname + returned.search);
    expect(forged.headers.location).toBe('/sign-in?error=google');
    expect((await browser.get('/api/me')).statusCode).toBe(401);
  });
});

describe('without Google configured', () => {
  it('offers no Google sign-in and has no Google routes', async () => {
    const plainDatabase = await createTestDatabase();
    const plainApp = await accountApp(plainDatabase);
    try {
      expect((await new Browser(plainApp).session()).json().providers).toEqual({ google: false });
      expect((await new Browser(plainApp).get('/api/auth/google')).statusCode).toBe(404);
    } finally {
      await plainApp.close();
      await plainDatabase.close();
    }
  });
});
