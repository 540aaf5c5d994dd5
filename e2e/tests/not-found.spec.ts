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

test('an unknown API address answers JSON 404, not the app', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ statusCode: 404, message: 'No API route GET /api/no-such-thing' });
});

test('page titles and descriptions follow the route', async ({ page }) => {
  await page.goto('/documentation');
  await expect(page).toHaveTitle('Documentation | Skald');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /5th-edition/);
  await expect(page.getByRole('heading', { name: 'Documentation', level: 1 })).toBeVisible();
  await expect(page.getByText('This part of Skald is not built yet.')).toBeVisible();
});
