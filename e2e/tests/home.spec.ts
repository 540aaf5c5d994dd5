import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The first load registers the service worker (blocked by default, playwright.config.ts), and its console must stay clean.
test.use({ serviceWorkers: 'allow' });

test('home page says what Skald is and links to the demo, tools and compendium', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run the fight.');
  await expect(page).toHaveTitle('Combat tracker for 5e | Skald');
  await expect(page.getByRole('link', { name: 'Try the demo encounter' })).toHaveAttribute('href', '/demo');
  await expect(page.getByRole('link', { name: 'Browse the compendium' })).toHaveAttribute('href', '/compendium');
  await expect(page.getByRole('link', { name: 'See all tools' })).toHaveAttribute('href', '/tools');
  // Signed out, home shows neither the app header nor the sidebar.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dice roller (R)' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("signed in, home shows one header: the app's, with the account menu and no Sign in button", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run the fight.');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Skald home' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Site' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
});

test('the demo button opens the demo builder inside the shell', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Try the demo encounter' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page).toHaveTitle('Demo encounter | Skald');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /without an account/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

test('home has no serious accessibility violations in the dark and light themes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expectNoSeriousA11yViolations(page);
});

test('an inner page with header and sidebar has no serious accessibility violations', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
