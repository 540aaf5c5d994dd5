import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/service-worker.ts';

// Service workers are blocked by default (playwright.config.ts); here pages reloaded offline come from the service worker.
test.use({ serviceWorkers: 'allow' });

test('losing the connection keeps the page and shows the banner until the connection returns', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await expect(page.getByText('No internet connection')).toHaveCount(0);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'No internet connection' })).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/tools`);
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('No internet connection')).toHaveCount(0);
});

test('offline, following a link to a page that needs the network redirects home with a notice', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('No internet connection')).toBeVisible();
  await page.getByRole('link', { name: 'See all tools' }).click();
  await expect(page.getByText('Page not available offline, redirected to home.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run the fight.');
});

test('once visited, the app loads with no connection: home and offline pages open, others redirect home', async ({
  page,
  context,
  baseURL,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await context.setOffline(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Run the fight.');
  await expect(page.getByText('No internet connection')).toBeVisible();

  await page.goto('/offline');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();

  await page.goto('/tools');
  await expect(page.getByText('Page not available offline, redirected to home.')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/`);
});
