import { MESSAGES } from '@skald/contract/account-limits';
import { type MailCatcher, startMailCatcher } from '@skald/testing/mail-catcher';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { passwordResets } from '../../src/modules/auth/auth-tables.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';
import { accountApp, Browser, PUBLIC_URL } from './account-test-app.ts';

let database: Database;
let app: FastifyInstance;
let mail: MailCatcher;

beforeAll(async () => {
  mail = await startMailCatcher();
  database = await createTestDatabase();
  app = await accountApp(database, { smtp: { url: mail.smtpUrl, from: 'Skald <skald@example.test>' } });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await mail?.close();
});

/** The token of the reset link in the mail sent to `email`. */
async function mailedToken(email: string): Promise<string> {
  const message = await mail.waitForMail(email, undefined, 'Reset your Skald password');
  expect(message.from).toBe('skald@example.test');
  expect(message.subject).toBe('Reset your Skald password');
  const link = new RegExp(`${PUBLIC_URL}/forgot-password\\?token=([A-Za-z0-9_-]+)`).exec(message.text);
  if (!link?.[1]) throw new Error(`no reset link in:\n${message.text}`);
  return link[1];
}

describe(`forgot password on ${testDatabaseName}, through a real SMTP server`, () => {
  it('answers 202 with the same message for a known and an unknown address, and mails only the known one', async () => {
    await new Browser(app).signUp('forgetful@example.test', 'first password');
    const unknown = await new Browser(app).post('/api/auth/forgot-password', { email: 'stranger@example.test' });
    const known = await new Browser(app).post('/api/auth/forgot-password', { email: 'Forgetful@example.test' });
    for (const response of [unknown, known]) {
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: MESSAGES.resetSent });
    }
    await mailedToken('forgetful@example.test');
    expect(mail.messages.map((message) => message.to)).not.toContainEqual(['stranger@example.test']);
  });

  it('follows the link: new password, signed in, every other session out, old password and link dead', async () => {
    const elsewhere = new Browser(app);
    await elsewhere.signUp('resetter@example.test', 'old password 1');
    await new Browser(app).post('/api/auth/forgot-password', { email: 'resetter@example.test' });
    const token = await mailedToken('resetter@example.test');

    const [stored] = await database.db.select().from(passwordResets);
    expect(stored?.tokenHash).not.toBe(token);

    const browser = new Browser(app);
    const reset = await browser.post('/api/auth/reset-password', { token, password: 'new password 2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe('resetter@example.test');
    expect((await browser.get('/api/me')).statusCode).toBe(200);
    expect((await elsewhere.get('/api/me')).statusCode).toBe(401);

    expect((await new Browser(app).signIn('resetter@example.test', 'old password 1')).statusCode).toBe(401);
    expect((await new Browser(app).signIn('resetter@example.test', 'new password 2')).statusCode).toBe(200);

    const again = await new Browser(app).post('/api/auth/reset-password', { token, password: 'third password 3' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: MESSAGES.resetLinkInvalid });
    expect((await new Browser(app).signIn('resetter@example.test', 'new password 2')).statusCode).toBe(200);
  });

  it('ends the reset links asked for before a password change', async () => {
    const owner = new Browser(app);
    await owner.signUp('changer@example.test', 'old password 1');
    await new Browser(app).post('/api/auth/forgot-password', { email: 'changer@example.test' });
    const token = await mailedToken('changer@example.test');
    const change = await owner.post('/api/me/password', {
      currentPassword: 'old password 1',
      newPassword: 'new password 2',
    });
    expect(change.statusCode).toBe(204);

    const reset = await new Browser(app).post('/api/auth/reset-password', { token, password: 'stolen password 3' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe(MESSAGES.resetLinkInvalid);
    expect((await new Browser(app).signIn('changer@example.test', 'new password 2')).statusCode).toBe(200);
  });

  it('refuses a link older than an hour, and a made-up one', async () => {
    await new Browser(app).signUp('slow@example.test', 'old password 1');
    await new Browser(app).post('/api/auth/forgot-password', { email: 'slow@example.test' });
    const token = await mailedToken('slow@example.test');
    const [user] = await database.db.select().from(users).where(eq(users.email, 'slow@example.test'));
    await database.db
      .update(passwordResets)
      .set({ expires: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user?.id ?? ''));

    for (const attempt of [token, 'made-up-token']) {
      const response = await new Browser(app).post('/api/auth/reset-password', {
        token: attempt,
        password: 'new password 2',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.resetLinkInvalid);
    }
    expect((await new Browser(app).signIn('slow@example.test', 'old password 1')).statusCode).toBe(200);
  });

  it('checks the new password like sign-up does', async () => {
    const response = await new Browser(app).post('/api/auth/reset-password', { token: 'whatever', password: 'short' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('password: A password has at least 8 characters.');
  });
});

describe('forgot password without SMTP', () => {
  it('logs the link at info instead of mailing it', async () => {
    const lines: { level: number; msg: string; link?: string; to?: string }[] = [];
    const quietDatabase = await createTestDatabase();
    const quietApp = await accountApp(
      quietDatabase,
      {},
      {
        level: 'info',
        stream: { write: (line: string) => lines.push(JSON.parse(line)) },
      },
    );
    try {
      await new Browser(quietApp).signUp('logged@example.test', 'old password 1');
      expect(
        (await new Browser(quietApp).post('/api/auth/forgot-password', { email: 'logged@example.test' })).statusCode,
      ).toBe(202);
      await quietApp.close();
      const logged = lines.find((line) => line.link?.includes('/forgot-password'));
      expect(logged).toMatchObject({ level: 30, to: 'logged@example.test' });
      expect(logged?.msg).toContain('SMTP_URL is not set');
      const token = new URL(logged?.link ?? '').searchParams.get('token');
      expect(logged?.link).toBe(`${PUBLIC_URL}/forgot-password?token=${token}`);
    } finally {
      await quietApp.close();
      await quietDatabase.close();
    }
  });
});
