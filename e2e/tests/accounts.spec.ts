import {
  createAccount,
  PASSWORD,
  signIn,
  signOut,
  signUp,
  signUpViaApi,
  uniqueEmail,
  uniqueUsername,
} from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a new game master signs up, chooses a username, reaches My content, signs out and back in', async ({ page }) => {
  const email = uniqueEmail();
  const username = uniqueUsername();
  await signUp(page, email);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Username').fill('two words');
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByText('A username may only contain letters, numbers, dashes and underscores.')).toBeVisible();
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Save username' }).click();

  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByRole('heading', { name: 'My content', level: 1 })).toBeVisible();
  await expect(page.getByText(`Signed in as ${username}.`)).toBeVisible();
  await expect(page.getByTestId('count-campaigns')).toHaveText('0');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Campaigns' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Get subscription' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await signOut(page);
  await page.goto('/sign-in');
  await expectNoSeriousA11yViolations(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByText(`Signed in as ${username}.`)).toBeVisible();
});

test('a username someone else has is refused with the spec’s sentence', async ({ page, browser }) => {
  const username = uniqueUsername();
  await signUp(page, uniqueEmail());
  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Save username' }).click();
  await expect(page).toHaveURL(/\/content$/);

  const other = await browser.newContext();
  const second = await other.newPage();
  await signUp(second, uniqueEmail());
  await second.getByLabel('Username').fill(username.toUpperCase());
  await second.getByRole('button', { name: 'Save username' }).click();
  await expect(second.getByRole('alert')).toHaveText('This username has already been taken');
  await expect(second.getByRole('button', { name: 'Save username' })).toBeEnabled();
  await other.close();
});

test('a wrong password shows the reason in red above the form and stops the loader', async ({ page, request }) => {
  // An account of its own, made through the API elsewhere: this page has never been signed in.
  const email = await createAccount(request);

  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail address or password is wrong.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.getByLabel('Email').fill('not an address');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a private page sends a signed-out visitor to sign in and back to it afterwards', async ({ page, request }) => {
  // An account of its own, made through the API elsewhere: this page has never been signed in.
  const email = await createAccount(request);

  await page.goto('/content/settings');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fcontent%2Fsettings$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/content\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});

test('the sign-in dialog from the user menu signs in and keeps the visitor on the page', async ({ page, request }) => {
  // An account of its own, made through the API elsewhere: this page has never been signed in.
  const email = await createAccount(request);

  await page.goto('/compendium');
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('menuitem', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in to Skald' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/compendium$/);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
});

test('the theme chosen on one browser follows the account to another after sign-in', async ({ page, browser }) => {
  const email = await signUpViaApi(page);
  await page.goto('/content');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/settings') && response.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  expect((await saved).status()).toBe(200);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  const otherDevice = await browser.newContext({ colorScheme: 'dark' });
  const other = await otherDevice.newPage();
  await other.goto('/sign-in');
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await signIn(other, email);
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await otherDevice.close();
});

test('settings save with the account and the profile changes the password', async ({ page }) => {
  const email = await signUpViaApi(page);
  await page.goto('/content/settings');
  const critical = page.getByRole('radiogroup', { name: 'Critical hits' });
  await expect(critical.getByRole('radio', { name: /Roll the damage dice twice/ })).toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/me/settings') && response.request().method() === 'PATCH',
  );
  await critical.getByRole('radio', { name: /Add the dice’s maximum/ }).check();
  expect((await saved).status()).toBe(200);
  await page.getByRole('switch', { name: 'Automate the rules' }).uncheck({ force: true });
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(critical.getByRole('radio', { name: /Add the dice’s maximum/ })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Automate the rules' })).not.toBeChecked();

  await page.goto('/profile');
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('Current password').fill('wrong password');
  await page.getByLabel('New password').fill('a brand new secret');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert')).toHaveText('The current password is wrong.');
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Your other devices have been signed out.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signOut(page);
  await signIn(page, email, 'a brand new secret');
  await expect(page).toHaveURL(/\/content$/);
});
