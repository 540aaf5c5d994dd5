import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

/** The budget for the follow page's JavaScript. */
const BUDGET_BYTES = 120 * 1024;

test('the follow page loads under 120 KB of gzipped JavaScript, none of the app’s Mantine, router or zod', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/${randomUUID()}`);

  // Nothing to follow: said in the server's words.
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing to follow here' })).toBeVisible();
  await expect(page.getByText('No user has this id.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const names = [...scripts].map((url) => new URL(url).pathname);
  expect(names.some((name) => /\/assets\/follow-/.test(name))).toBe(true);
  for (const name of names) expect(name).not.toMatch(/mantine|router|schemas|\/main-/);
  let total = 0;
  for (const url of scripts) total += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  test.info().annotations.push({ type: 'follow page JS gzip', description: `${(total / 1024).toFixed(1)} KiB` });
  expect(total).toBeLessThan(BUDGET_BYTES);

  await page.goto(`/user/${randomUUID()}/${randomUUID()}`);
  await expect(page.getByText('This campaign is private or does not exist.')).toBeVisible();

  // The old address goes through the app's redirect, which hands over to the follow page.
  const user = randomUUID();
  await page.goto(`/track-encounter/${user}`);
  await expect(page).toHaveURL(new RegExp(`/user/${user}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing to follow here' })).toBeVisible();
});
