import { signIn, signOut, signUp, signUpViaApi, uniqueEmail, uniqueUsername } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a new game master signs up, chooses a username, reaches My content, signs out and back in', async ({ page }) => {
  const email = uniqueEmail();
  const username = uniqueUsername();
  await signUp(page, email);
  await expectNoSeriousA11yViolations(page);

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

  await signOut(page);
  await page.goto('/sign-in');
  await expectNoSeriousA11yViolations(page);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/content$/);
  await expect(page.getByText(`Signed in as ${username}.`)).toBeVisible();
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
  // The settings page, read from the account, is this file's one look at it (its saves: SettingsPage's component test).
  await page.goto('/content/settings');
  await expect(page.getByRole('radiogroup', { name: 'Critical hits' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const otherDevice = await browser.newContext({ colorScheme: 'dark' });
  const other = await otherDevice.newPage();
  await other.goto('/sign-in');
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await signIn(other, email);
  await expect(other.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await otherDevice.close();
});
