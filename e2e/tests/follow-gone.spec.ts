import { expect, test } from '../support/fixtures.ts';
import { goLiveAsGm, LIVE_FIGHT } from '../support/live-gm.ts';

test.describe.configure({ timeout: 90_000 });

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

test('a follower of a GM whose live campaign is made private no longer sees it listed or live', async ({
  browser,
  page,
}) => {
  const gm = await goLiveAsGm(browser);
  await page.goto(`/user/${gm.userId}`);
  await expect(page.getByRole('heading', { level: 2, name: LIVE_FIGHT.campaign })).toBeVisible();

  const campaign = (await gm.call('GET', `/api/library/campaigns/${gm.campaignId}`)) as Record<string, unknown>;
  const { id: _id, created: _created, updated: _updated, ...record } = campaign;
  await gm.call('PUT', `/api/library/campaigns/${gm.campaignId}`, { ...record, private: true });
  await expect(page.getByText('Nothing is live right now.')).toBeVisible();
  await expect(page.getByText('No public campaigns yet.')).toBeVisible();
  for (const gone of [LIVE_FIGHT.campaign, LIVE_FIGHT.encounter, LIVE_FIGHT.hero]) {
    await expect(page.getByText(gone)).toHaveCount(0);
  }
});
