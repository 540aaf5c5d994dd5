import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { csrfHeader } from './csrf.ts';

/** A password every account in the browser tests uses unless a test changes it. */
export const PASSWORD = 'correct horse battery';

/** An e-mail address no other test (or earlier run against the same server) has used. */
export function uniqueEmail(label = 'gm'): string {
  return `${label}-${randomBytes(5).toString('hex')}@example.test`;
}

/** A username of the same kind, within the alpha_dash rule and 30 characters. */
export function uniqueUsername(label = 'gm'): string {
  return `${label}_${randomBytes(4).toString('hex')}`;
}

/** Signs up through /sign-up and lands on the username step, as a first-time user does. */
export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Choose a username' })).toBeVisible();
}

/**
 * Makes an account through the API from `request`'s cookies, which it leaves signed in; a page of another
 * context stays signed out. For tests whose subject is not the sign-up form (accounts.spec.ts is).
 */
export async function createAccount(
  request: APIRequestContext,
  email = uniqueEmail(),
  password = PASSWORD,
): Promise<string> {
  const headers = await csrfHeader(request);
  const answer = await request.post('/api/auth/sign-up', { data: { email, password }, headers });
  expect(answer.status(), await answer.text()).toBe(201);
  return email;
}

/**
 * A new account, signed in on `page` from its next load, without going through the sign-up form and the
 * username step: what a test of signed-in pages starts from. Answers the e-mail address.
 */
export function signUpViaApi(page: Page, email = uniqueEmail(), password = PASSWORD): Promise<string> {
  return createAccount(page.request, email, password);
}

/** Signs in through /sign-in (with `?redirect=` when given) and waits for the page it leads to. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  if (!page.url().includes('/sign-in')) await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** Signs out from the user menu, which goes home first. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
}
