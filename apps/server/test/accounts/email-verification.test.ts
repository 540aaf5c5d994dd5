import { MESSAGES } from '@skald/contract/account-limits';
import { type MailCatcher, startMailCatcher } from '@skald/testing/mail-catcher';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPT_LIMITS } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { emailVerifications } from '../../src/modules/auth/auth-tables.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { adminDatabaseUrl, createTestDatabase, testDatabaseName } from '../test-database.ts';
import { accountApp, Browser, PUBLIC_URL } from './account-test-app.ts';

let database: Database;
let app: FastifyInstance;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  database = await createTestDatabase();
  app = await accountApp(database, {
    smtp: { url: mail.smtpUrl, from: 'Skald <skald@example.test>' },
    adminEmails: ['chief@example.test'],
  });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await mail?.close();
});

/** The tokens of the verification links mailed to `email` so far, oldest first. */
function verificationTokens(email: string): string[] {
  const pattern = new RegExp(`${PUBLIC_URL}/verify-email\\?token=([A-Za-z0-9_-]+)`);
  return mail.messages
    .filter((message) => message.to.includes(email) && message.subject === 'Verify your e-mail address for Skald')
    .map((message) => pattern.exec(message.text)?.[1] ?? `no link in: ${message.text}`);
}

function verify(token: string) {
  return new Browser(app).post('/api/auth/verify-email', { token });
}

describe(`e-mail verification on ${testDatabaseName}, through a real SMTP server`, () => {
  it('starts a new account unverified and mails it a link that verifies the address once', async () => {
    const browser = new Browser(app);
    const signUp = await browser.signUp('newcomer@example.test');
    expect(signUp.json().user.emailVerified).toBe(false);
    const [token] = verificationTokens('newcomer@example.test');
    expect(token).toMatch(/^[\w-]{40,}$/);
    const [stored] = await database.db.select().from(emailVerifications);
    expect(stored?.tokenHash).not.toBe(token);

    const opened = await verify(token ?? '');
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ message: MESSAGES.emailVerified });
    expect((await browser.get('/api/me')).json().emailVerified).toBe(true);

    const again = await verify(token ?? '');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.verifyLinkInvalid });
  });

  it('refuses a link older than a day, a made-up one and an empty one, and leaves the address unverified', async () => {
    const browser = new Browser(app);
    await browser.signUp('late@example.test');
    const [token] = verificationTokens('late@example.test');
    const [user] = await database.db.select().from(users).where(eq(users.email, 'late@example.test'));
    await database.db
      .update(emailVerifications)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, user?.id ?? ''));
    for (const attempt of [token ?? '', 'made-up-token', '']) {
      const response = await verify(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(MESSAGES.verifyLinkInvalid);
    }
    expect((await browser.get('/api/me')).json().emailVerified).toBe(false);
  });

  it('makes an ADMIN_EMAILS address an administrator only once it is verified', async () => {
    const browser = new Browser(app);
    expect((await browser.signUp('chief@example.test')).json().user.admin).toBe(false);
    expect((await browser.get('/api/admin/users')).statusCode).toBe(403);
    expect((await new Browser(app).signIn('chief@example.test')).json().user.admin).toBe(false);

    const [token] = verificationTokens('chief@example.test');
    expect((await verify(token ?? '')).statusCode).toBe(200);
    expect((await browser.get('/api/me')).json()).toMatchObject({ emailVerified: true, admin: true });
    expect((await browser.get('/api/admin/users')).statusCode).toBe(200);
  });

  it('sends the link again from the profile, as often as reset links, and not once verified', async () => {
    expect((await new Browser(app).post('/api/me/verification-email')).statusCode).toBe(401);
    const browser = new Browser(app);
    await browser.signUp('forgetful-reader@example.test');
    // The sign-up's link counts: two more fit in the window.
    for (let sent = 1; sent < DEFAULT_ATTEMPT_LIMITS.resetsPerAccount; sent += 1) {
      const again = await browser.post('/api/me/verification-email');
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ message: MESSAGES.verificationSent });
    }
    const tokens = verificationTokens('forgetful-reader@example.test');
    expect(tokens).toHaveLength(DEFAULT_ATTEMPT_LIMITS.resetsPerAccount);
    const refused = await browser.post('/api/me/verification-email');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.tooManyVerificationMails);
    expect(verificationTokens('forgetful-reader@example.test')).toHaveLength(tokens.length);

    // Any link of the ones sent works.
    expect((await verify(tokens[1] ?? '')).statusCode).toBe(200);
    const verified = await browser.post('/api/me/verification-email');
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(MESSAGES.alreadyVerified);
  });

  it('counts a password reset link opened as proof of the address', async () => {
    const browser = new Browser(app);
    await browser.signUp('resetting@example.test', 'old password 1');
    await new Browser(app).post('/api/auth/forgot-password', { email: 'resetting@example.test' });
    const resetMail = await mail.waitForMail('resetting@example.test', undefined, 'Reset your Skald password');
    const token = /token=([\w-]+)/.exec(resetMail.text)?.[1];
    const reset = await new Browser(app).post('/api/auth/reset-password', { token, password: 'new password 2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.emailVerified).toBe(true);
  });
});

/**
 * A request counts the account's recent links under a lock on its row (`email-verification-routes.ts`).
 * PGlite runs one transaction at a time, so there parallel requests could not pass the limit even without it.
 */
describe.runIf(adminDatabaseUrl)('verification links asked for at once, on PostgreSQL', () => {
  it('sends only as many as the limit allows; the rest are refused with a sentence', async () => {
    const browser = new Browser(app);
    await browser.signUp('impatient-reader@example.test');
    const answers = await Promise.all(Array.from({ length: 10 }, () => browser.post('/api/me/verification-email')));
    // The sign-up's link counts as the first.
    const sent = answers.filter((answer) => answer.statusCode === 202);
    expect(sent).toHaveLength(DEFAULT_ATTEMPT_LIMITS.resetsPerAccount - 1);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(answers.length - sent.length);
    expect(refused[0]?.json().message).toBe(MESSAGES.tooManyVerificationMails);
    expect(verificationTokens('impatient-reader@example.test')).toHaveLength(DEFAULT_ATTEMPT_LIMITS.resetsPerAccount);
  });
});
