import { createAccount, PASSWORD } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { goLiveAsGm, LIVE_FIGHT } from '../support/live-gm.ts';

test.describe.configure({ timeout: 90_000 });

// The request form (targets, kinds, the server's refusal in its words) is a component test
// (apps/web/src/follow/FollowApp.test.tsx); broadcast-table.spec.ts sends requests through it to the GM.
test('a visitor signs in from the user page, comes back to it and follows the campaign', async ({ browser, page }) => {
  const gm = await goLiveAsGm(browser);
  const follower = await createAccount((await browser.newContext()).request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/${gm.userId}`);

  await expect(page).toHaveTitle(`${gm.username}: live initiative | Skald`);
  await expect(page.getByRole('heading', { level: 1, name: `${gm.username}’s table` })).toBeVisible();
  // The live campaign's initiative, right on the user's page.
  await expect(page.getByRole('list', { name: 'Turn order' }).locator('li[aria-current="true"]')).toContainText(
    LIVE_FIGHT.hero,
  );
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  await expect(campaigns.getByRole('link', { name: LIVE_FIGHT.campaign, exact: true })).toHaveAttribute(
    'href',
    `/user/${gm.userId}/${gm.campaignId}`,
  );
  await expect(campaigns).toContainText('1 player');
  await expect(campaigns).toContainText('<b>Not bold</b>, text only.');
  await expectNoSeriousA11yViolations(page);

  await campaigns.getByRole('link', { name: `Sign in to follow ${LIVE_FIGHT.campaign}` }).click();
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
  await page.getByLabel('Email').fill(follower);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${gm.userId}$`));
  const follow = page.getByRole('button', { name: `Follow ${LIVE_FIGHT.campaign}` });
  await follow.click();
  await expect(page.getByRole('button', { name: `Following ${LIVE_FIGHT.campaign}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(page.getByRole('button', { name: `Following ${LIVE_FIGHT.campaign}` })).toBeVisible();

  // The app's Followed page links to it; the link leaves the app for the follow page.
  await page.goto('/content/followed');
  await page.getByRole('link', { name: LIVE_FIGHT.campaign }).click();
  await expect(page).toHaveURL(new RegExp(`/user/${gm.userId}/${gm.campaignId}$`));
  await expect(page.getByRole('heading', { level: 1, name: LIVE_FIGHT.campaign })).toBeVisible();
  await expect(page.getByRole('button', { name: `Following ${LIVE_FIGHT.campaign}` })).toBeVisible();
  // At once again: a second visit from the app is a visit, not taken for a loop.
  await page.goto('/content/followed');
  await page.getByRole('link', { name: LIVE_FIGHT.campaign }).click();
  await expect(page.getByRole('heading', { level: 1, name: LIVE_FIGHT.campaign })).toBeVisible();
});
