import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES } from '@skald/contract/account-limits';
import { type MailCatcher, startMailCatcher } from '@skald/testing/mail-catcher';
import { type OidcIssuer, startOidcIssuer, TEST_ISSUER_USER } from '@skald/testing/oidc-issuer';
import { freePort, type RunningServer, startServer } from '@skald/testing/server-process';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { sessions } from '../../apps/server/src/modules/auth/auth-tables.ts';
import { userSettings, users } from '../../apps/server/src/modules/users/user-tables.ts';
import {
  createAccount,
  PASSWORD,
  signOut,
  signUp,
  signUpViaApi,
  uniqueEmail,
  uniqueUsername,
} from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { type Browser, expect, test } from '../support/fixtures.ts';

/**
 * Journeys that need the server wired to a mail server and a Google stand-in: this file starts its own
 * server with a real SMTP catcher and a real OpenID Connect provider, so the shared one stays plain.
 */

/** A Google account whose address someone also signs up with a password. */
const SHARED = { sub: 'google-shared', email: uniqueEmail('shared'), email_verified: true };

let catcher: MailCatcher;
let issuer: OidcIssuer;
let server: RunningServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A second server on a fresh embedded database: its first start (initdb, migrations) alone can pass the
  // default 30 s on a busy 2-core machine.
  test.setTimeout(120_000);
  catcher = await startMailCatcher();
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  issuer = await startOidcIssuer({
    redirectUris: [`${publicUrl}/api/auth/google/callback`],
    users: [TEST_ISSUER_USER, SHARED],
  });
  server = await startServer(
    {
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      SMTP_URL: catcher.smtpUrl,
      SMTP_FROM: 'Skald <skald@example.test>',
      ...issuer.env,
    },
    { startTimeoutMs: 100_000 },
  );
});

test.afterAll(async () => {
  await server?.process.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
  await issuer?.close();
  await catcher?.close();
});

async function browse(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url });
  return { context, page: await context.newPage() };
}

/** The link of the first verification mail sent to `email`, the one its sign-up sent. */
async function verificationLink(email: string): Promise<string> {
  const mail = await catcher.waitForMail(email, undefined, 'Verify your e-mail address for Skald');
  const link = /https?:\/\/\S+\/verify-email\?token=[^\s"<>)]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no verification link in:\n${mail.text}`);
  return link;
}

test('the mailed link verifies the address; until then the profile says so and sends the link again', async ({
  browser,
}) => {
  const { context, page } = await browse(browser);
  const email = await signUpViaApi(page);
  await page.goto('/profile');
  await expect(page.getByText('Not verified', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.verificationSent })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const link = await verificationLink(email);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail address' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.emailVerified })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to your profile' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);

  // The link works once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.verifyLinkInvalid);
  await context.close();
});

test('the reset mail’s link sets a new password, and the old one stops working', async ({ browser, playwright }) => {
  const { context, page } = await browse(browser);
  // The account is made through the API from elsewhere: this page has never been signed in.
  const maker = await playwright.request.newContext({ baseURL: server.url });
  const email = await createAccount(maker);
  await maker.dispose();

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the lazily loaded form replaces the sign-in one: wait for it, or the
  // e-mail goes into the sign-in form's field as it leaves.
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  await expect(
    page.getByText('If an account uses that e-mail address, a link to reset its password is on its way.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const mail = await catcher.waitForMail(email, undefined, 'Reset your Skald password');
  const link = /https?:\/\/\S+\/forgot-password\?token=[^\s"<>)]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  await page.goto(link ?? '');
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password').fill('a fresh new secret');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByRole('heading', { name: 'My content', level: 1 })).toBeVisible();

  await signOut(page);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  await page.getByLabel('Password', { exact: true }).fill('a fresh new secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/content$/);

  await context.close();
});

test('Google sign-in goes through the provider: a first visit chooses a username, a return lands on /content', async ({
  browser,
}) => {
  const { context, page } = await browse(browser);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL(`${issuer.issuerUrl}/**`);
  await page.locator('input[name="login"]').fill(TEST_ISSUER_USER.sub);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByRole('heading', { name: 'Choose a username' })).toBeVisible();
  const username = uniqueUsername('google');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByText(`Signed in as ${username}.`)).toBeVisible();

  // The provider remembers this browser, as Google does, so the way back goes straight through it.
  await signOut(page);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByText(`Signed in as ${username}.`)).toBeVisible();
  await context.close();
});

test('Google links to a password account only once its address is verified, and signs out its other sessions', async ({
  browser,
}) => {
  const owner = await browse(browser);
  await signUpViaApi(owner.page, SHARED.email);

  const { context, page } = await browse(browser);
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await page.waitForURL(`${issuer.issuerUrl}/**`);
  await page.locator('input[name="login"]').fill(SHARED.sub);
  await page.locator('input[name="password"]').fill('any');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/sign-in\?error=google-unverified$/);
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.googleLinkUnverified);

  await owner.page.goto(await verificationLink(SHARED.email));
  await expect(owner.page.getByRole('status').filter({ hasText: MESSAGES.emailVerified })).toBeVisible();
  // The provider remembers this browser, as Google does, so the second try goes straight through it.
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a username' })).toBeVisible();

  // The password's session ended with the link.
  await owner.page.goto('/profile');
  await expect(owner.page).toHaveURL(/\/sign-in\?redirect=%2Fprofile$/);
  await owner.context.close();
  await context.close();
});

test('deleting the account removes its data from the database', async ({ browser }) => {
  const { context, page } = await browse(browser);
  const email = uniqueEmail();
  const username = uniqueUsername();
  await signUp(page, email);
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await page.goto('/content/settings');
  await page.getByRole('radio', { name: /Double the rolled dice/ }).check();
  await expect(page.getByRole('radio', { name: /Double the rolled dice/ })).toBeChecked();

  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  const userId = session.user.id;

  await page.goto('/profile');
  await page.getByRole('link', { name: 'Delete account…' }).click();
  await expect(page).toHaveURL(/\/profile\/delete-account$/);
  const confirm = page.getByLabel('Type your username to confirm');
  const remove = page.getByRole('button', { name: 'Delete my account' });
  await expectNoSeriousA11yViolations(page);
  await confirm.fill(username);
  await remove.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  await context.close();

  // PGlite locks DATA_DIR while the server runs; stop it and read the database the server wrote.
  await server.process.stop();
  const database = await openDatabase({ kind: 'pglite', dataDir: join(server.dataDir, 'db') });
  try {
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await database.db.select().from(userSettings).where(eq(userSettings.userId, userId))).toEqual([]);
    // Only this account went: those signed up earlier in this file are still there.
    expect((await database.db.select({ id: users.id }).from(users)).length).toBeGreaterThan(0);
  } finally {
    await database.close();
  }
});
