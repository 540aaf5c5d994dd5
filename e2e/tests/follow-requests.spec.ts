import { createAccount, PASSWORD, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { goLiveAsGm, LIVE_FIGHT } from '../support/live-gm.ts';

test.describe.configure({ timeout: 90_000 });

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
  await page.screenshot({ path: test.info().outputPath('user-page-phone.png'), fullPage: true });

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
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoSeriousA11yViolations(page);
});

test('a player’s controller asks the GM for damage, which waits in the GM’s requests; a refusal is told in the server’s words', async ({
  browser,
  page,
}) => {
  const email = uniqueEmail('player');
  await createAccount(page.request, email);
  const gm = await goLiveAsGm(browser, email);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/user/${gm.userId}/${gm.campaignId}`);

  const form = page.getByRole('form', { name: 'Ask the GM' });
  await expect(form).toContainText(`As ${LIVE_FIGHT.hero}`);
  await expect(form.getByRole('checkbox')).toHaveCount(3);
  await expect(form.getByRole('checkbox', { name: LIVE_FIGHT.hidden })).toHaveCount(0);

  await form.getByLabel('Amount').fill('7');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose at least one target.');

  await form.getByLabel('Damage type').selectOption('fire');
  await form.getByRole('checkbox', { name: LIVE_FIGHT.orc }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText(`Sent to the GM: 7 fire damage to ${LIVE_FIGHT.orc}.`);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('request-phone.png'), fullPage: true });

  const waiting = (await gm.call(
    'GET',
    `/api/library/campaigns/${gm.campaignId}/encounters/${gm.encounterId}/requests`,
  )) as {
    requests: { playerName: string; kind: string; amount: number; damageType: string | null; targets: unknown }[];
  };
  expect(waiting.requests).toHaveLength(1);
  expect(waiting.requests[0]).toMatchObject({
    playerName: LIVE_FIGHT.hero,
    kind: 'damage',
    amount: 7,
    damageType: 'fire',
    targets: [{ key: 'orc', name: LIVE_FIGHT.orc }],
  });

  await form.getByRole('radio', { name: 'Healing' }).check();
  await expect(form.getByLabel('Damage type')).toHaveCount(0);
  await form.getByLabel('Amount').fill('5');
  await form.getByRole('checkbox', { name: LIVE_FIGHT.hero }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText(`Sent to the GM: 5 healing to ${LIVE_FIGHT.hero}.`);
});
