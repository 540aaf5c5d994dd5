import { expect, test } from '../support/fixtures.ts';

test('an unknown address shows the not-found page inside the shell', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // The server knows the app's pages: the address answers 404, with the app showing its own screen.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Skald');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run the fight.');
});
