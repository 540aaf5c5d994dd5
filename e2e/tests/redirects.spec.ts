import { expect, test } from '../support/fixtures.ts';

// Every redirect pair and the route gate's answers are component tests
// (apps/web/src/app/routes/redirects-and-gate.test.tsx); this journey holds one redirect answered by the
// real server and app, ending at the gate. follow-page-budget.spec.ts follows the old follow address.
test('an old address answers with its new page, and a private one with sign-in that remembers where it was going', async ({
  page,
  baseURL,
}) => {
  await page.goto('/encounters/abc/def?x=1');
  await expect(page).toHaveURL(`${baseURL}/sign-in?redirect=${encodeURIComponent('/content/campaigns?x=1')}`);
  await expect(page).toHaveTitle('Sign in | Skald');
});
