import { expect, test } from '../support/fixtures.ts';
import { goLiveAsGm, LIVE_FIGHT } from '../support/live-gm.ts';

test.describe.configure({ timeout: 90_000 });

// A campaign made private, and how the page reads the user again, are component tests
// (apps/web/src/follow/FollowApp.test.tsx); the hub's gone answers are the server suite's.
test('a follower of a GM who deletes their account is left with nothing of theirs', async ({ browser, page }) => {
  const gm = await goLiveAsGm(browser);
  await page.goto(`/user/${gm.userId}`);
  await expect(page.getByRole('heading', { level: 1, name: `${gm.username}’s table` })).toBeVisible();
  await expect(page.getByText(LIVE_FIGHT.hero).first()).toBeVisible();

  await gm.call('DELETE', '/api/me', { username: gm.username });
  await expect(page.getByText('No user has this id.')).toBeVisible();
  for (const gone of [gm.username, LIVE_FIGHT.campaign, LIVE_FIGHT.encounter, LIVE_FIGHT.hero]) {
    await expect(page.getByText(gone)).toHaveCount(0);
  }
});
