import { expect, test } from '../support/fixtures.ts';

const toSignIn = (path: string) => `/sign-in?redirect=${encodeURIComponent(path)}`;

/** Every redirect of both specifications; private destinations then ask a signed-out visitor to sign in. */
const cases: [from: string, finalUrl: string][] = [
  ['/home', '/'],
  ['/track-encounter/gm-42', '/user/gm-42'],
  ['/campaigns', toSignIn('/content/campaigns')],
  ['/players', toSignIn('/content/players')],
  ['/characters', toSignIn('/content/characters')],
  ['/npcs', toSignIn('/content/npcs')],
  ['/reminders', toSignIn('/content/reminders')],
  ['/items', toSignIn('/content/items')],
  ['/followed', toSignIn('/content/followed')],
  ['/settings', toSignIn('/content/settings')],
  ['/encounters', toSignIn('/content/campaigns')],
  ['/encounters/abc/def', toSignIn('/content/campaigns')],
  ['/patreon', '/pricing'],
  ['/updates', '/changelog'],
  ['/combat-tracker', '/demo'],
  ['/monster-creator', '/tools/monster-creator'],
  ['/encounter-builder', '/tools/encounter-builder'],
];

for (const [from, finalUrl] of cases) {
  test(`${from} redirects to ${finalUrl}`, async ({ page, baseURL }) => {
    await page.goto(from);
    await expect(page).toHaveURL(`${baseURL}${finalUrl}`);
  });
}

test('a redirect keeps the query string', async ({ page, baseURL }) => {
  await page.goto('/track-encounter/gm-42?view=compact');
  await expect(page).toHaveURL(`${baseURL}/user/gm-42?view=compact`);
});

test('login-only and admin pages send a signed-out visitor to sign in, remembering where they were going', async ({
  page,
  baseURL,
}) => {
  for (const path of ['/content', '/run-encounter/c1/e1', '/profile', '/admin/users']) {
    await page.goto(path);
    await expect(page).toHaveURL(`${baseURL}${toSignIn(path)}`);
    await expect(page).toHaveTitle('Sign in | Skald');
  }
});
