import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

// The first load registers the service worker (blocked by default, playwright.config.ts), and its console must stay clean.
test.use({ serviceWorkers: 'allow' });

// What home says and links to, signed out and in, is a component test (apps/web/src/app/shell/shell.test.tsx).
test('home loads without console errors, with no serious accessibility violations in the dark and light themes', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
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
