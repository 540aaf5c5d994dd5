import { BROADCAST_REFUSALS } from '@skald/contract/live/broadcast-routes';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

test.describe.configure({ timeout: 90_000 });

async function ownBroadcast(page: Page) {
  const answer = await page.request.get('/api/live/broadcast');
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { userId: string; broadcast: { live: boolean; campaignId: string | null } };
}

/** Whether the page fits its width: nothing scrolls sideways. */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test('the Share tab goes live, hands out copyable follow links and saves what followers see', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpViaApi(page);
  const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', { name: 'Curse of Strahd' });
  const { userId } = await ownBroadcast(page);
  await page.goto(`/content/campaigns/${campaign.id}`);
  await page.getByRole('tab', { name: 'Share' }).click();

  const live = page.getByRole('switch', { name: 'Broadcast live' });
  await expect(live).not.toBeChecked();
  await live.click();
  await expect(live).toBeChecked();
  expect((await ownBroadcast(page)).broadcast).toMatchObject({ live: true, campaignId: campaign.id });

  const campaignLink = page.getByRole('textbox', { name: "This campaign's follow page" });
  await expect(campaignLink).toHaveValue(`${baseURL}/user/${userId}/${campaign.id}`);
  await expect(page.getByRole('textbox', { name: 'Your follow page' })).toHaveValue(`${baseURL}/user/${userId}`);
  await page.getByRole('button', { name: "Copy this campaign's follow page" }).click();
  await expect(page.getByRole('button', { name: "This campaign's follow page copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/user/${userId}/${campaign.id}`);

  // Enemies: no names, no health; allies' armor class shown.
  await page.getByRole('radiogroup', { name: 'Enemies: health' }).getByText('Hidden').click();
  await page.getByRole('checkbox', { name: 'Enemies: name' }).uncheck();
  await page.getByRole('checkbox', { name: 'Allies: ac' }).check();
  await page.getByRole('button', { name: 'Save visibility' }).click();
  await expect(page.getByText('What followers see was saved.')).toBeVisible();
  const stored = await (await page.request.get(`/api/library/campaigns/${campaign.id}`)).json();
  await expect(page.getByRole('button', { name: 'Save visibility' })).toBeDisabled();
  expect(stored.follower_visibility.enemies).toEqual({
    name: false,
    health: 'hidden',
    ac: false,
    conditions: true,
    deathSaves: false,
  });
  expect(stored.follower_visibility.allies.ac).toBe(true);

  await page.reload();
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(page.getByRole('switch', { name: 'Broadcast live' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Enemies: name' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('checkbox', { name: 'Players: death saves' })).toBeVisible();
  await expect.poll(() => fitsWidth(page)).toBe(true);

  // Off again.
  await page.getByRole('switch', { name: 'Broadcast live' }).click();
  await expect(page.getByRole('switch', { name: 'Broadcast live' })).not.toBeChecked();
  expect((await ownBroadcast(page)).broadcast.live).toBe(false);
});

test('a private campaign cannot go live: the switch is off with the reason and the way to General', async ({
  page,
}) => {
  await signUpViaApi(page);
  const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', { name: 'Secret plots', private: true });
  await page.goto(`/content/campaigns/${campaign.id}`);
  await page.getByRole('tab', { name: 'Share' }).click();
  await expect(page.getByRole('switch', { name: 'Broadcast live' })).toBeDisabled();
  await expect(page.getByText(BROADCAST_REFUSALS.privateCampaign)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your follow page' })).toHaveCount(0);
  // The server refuses it too, in the same words.
  const refused = await page.evaluate(async (id) => {
    const session = await (await fetch('/api/auth/session')).json();
    const answer = await fetch('/api/live/broadcast', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrfToken },
      body: JSON.stringify({ campaignId: id, live: true }),
    });
    return { status: answer.status, body: await answer.json() };
  }, campaign.id);
  expect(refused).toMatchObject({ status: 409, body: { message: BROADCAST_REFUSALS.privateCampaign } });
  await page.getByRole('button', { name: 'Open General' }).click();
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('switch', { name: 'Private' })).toBeChecked();
});

test('the public initiative link drawer shows the live campaign with its switch, or the campaigns to start', async ({
  page,
  baseURL,
}) => {
  await signUpViaApi(page);
  const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', { name: 'Tomb of Annihilation' });
  await libraryCall(page, 'POST', '/api/library/campaigns', { name: 'Hidden heist', private: true });
  const { userId } = await ownBroadcast(page);
  await page.goto('/content/campaigns');
  await page.getByRole('button', { name: 'Public initiative link' }).click();
  const drawer = page.getByRole('dialog', { name: 'Public initiative link' });
  await expect(drawer.getByRole('textbox', { name: 'Your follow page' })).toHaveValue(`${baseURL}/user/${userId}`);
  await expect(drawer.getByText('Nothing is live.')).toBeVisible();
  await expect(drawer.getByRole('switch', { name: 'Hidden heist' })).toHaveCount(0);
  await expect(drawer.getByText('Private campaigns are left out')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await drawer.getByRole('switch', { name: 'Tomb of Annihilation' }).click();
  await expect(drawer.getByRole('link', { name: 'Tomb of Annihilation' })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: "The live campaign's follow page" })).toHaveValue(
    `${baseURL}/user/${userId}/${campaign.id}`,
  );
  await expect(drawer.getByRole('switch', { name: 'Broadcast live' })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });

  // The dice roller shares a roll while live.
  await page.getByRole('button', { name: 'Dice roller' }).click();
  const roller = page.getByRole('dialog', { name: 'Dice roller' });
  const share = roller.getByRole('button', { name: 'Share with players' });
  await expect(share).toBeDisabled();
  await expect(roller.getByText('Roll first, then share the result.')).toBeVisible();
  await roller.getByRole('button', { name: 'Roll d20', exact: true }).click();
  await share.click();
  await expect(page.getByText(/^Shared \d*d20: /)).toBeVisible();

  await page.getByRole('button', { name: 'Public initiative link' }).click();
  await drawer.getByRole('switch', { name: 'Broadcast live' }).click();
  await expect(drawer.getByText('Nothing is live.')).toBeVisible();
  await page.getByRole('button', { name: 'Dice roller' }).click();
  await expect(roller.getByRole('button', { name: 'Share with players' })).toBeDisabled();
  await expect(roller.getByText('Go live with a campaign to share rolls with your players.')).toBeVisible();
});
