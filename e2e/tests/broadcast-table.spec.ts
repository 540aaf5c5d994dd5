import { createEntity } from '@skald/rules/encounter/entity';
import { createAccount, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';
import { goLiveAsGm, LIVE_FIGHT } from '../support/live-gm.ts';

test.describe.configure({ timeout: 120_000 });

const AMBUSH = 'Ambush at the ford';

/** The player asks from the follow page's form, as they do at the table. */
async function ask(player: Page, amount: number, target: string, damageType?: string): Promise<void> {
  const form = player.getByRole('form', { name: 'Ask the GM' });
  if (damageType) await form.getByLabel('Damage type').selectOption(damageType);
  else await form.getByRole('radio', { name: 'Healing' }).check();
  await form.getByLabel('Amount').fill(String(amount));
  await form.getByRole('checkbox', { name: target }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toContainText('Sent to the GM');
}

test('opening a prepared ambush while live shows it to nobody, and a player’s request cannot be missed', async ({
  browser,
}) => {
  const email = uniqueEmail('player');
  const player = await (await browser.newContext()).newPage();
  await createAccount(player.request, email);
  const gm = await goLiveAsGm(browser, email);
  const encounters = `/api/library/campaigns/${gm.campaignId}/encounters`;
  const ambush = (await gm.call('POST', encounters, {
    name: AMBUSH,
    entities: [createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 59, ac: 11 })],
  })) as { id: string };
  await player.goto(`/user/${gm.userId}/${gm.campaignId}`);
  await expect(player.getByRole('heading', { level: 2, name: LIVE_FIGHT.encounter })).toBeVisible();
  // The server checks what a player asks: a request without a target is refused, in its words.
  const form = player.getByRole('form', { name: 'Ask the GM' });
  await form.getByLabel('Amount').fill('7');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toHaveText('Choose at least one target.');

  // The GM looks over the ambush: the players still see the fight that runs.
  const page = gm.page;
  await page.goto(`/run-encounter/${gm.campaignId}/${ambush.id}`);
  const elsewhere = page.getByRole('status', {
    name: 'Live: followers see another encounter until your first command here',
  });
  await expect(elsewhere).toBeVisible();
  await page.waitForTimeout(1000);
  expect(
    ((await gm.call('GET', '/api/live/broadcast')) as { broadcast: { encounterId: string } }).broadcast,
  ).toMatchObject({ encounterId: gm.encounterId });
  await expect(player.getByRole('heading', { level: 2, name: LIVE_FIGHT.encounter })).toBeVisible();

  // Back on the running fight, a request arrives: the GM is told who asks for what, and opens it.
  await page.goto(`/run-encounter/${gm.campaignId}/${gm.encounterId}`);
  await expect(page.getByRole('status', { name: 'Live: followers see this encounter' })).toBeVisible();
  await ask(player, 7, LIVE_FIGHT.orc, 'fire');
  const notice = page.getByRole('region', { name: 'New request' });
  await expect(notice.getByRole('alert')).toHaveText(
    `New request${LIVE_FIGHT.hero} asks for 7 fire damage on ${LIVE_FIGHT.orc}`,
  );
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'Open requests' }).click();
  const tab = page.getByRole('tab', { name: 'Requests (1)' });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).toBeFocused();
  await expect(page.getByRole('list', { name: 'Waiting requests' })).toContainText(
    `${LIVE_FIGHT.hero} asks for 7 fire damage`,
  );
  await expect(notice).toHaveCount(0);

  // On a phone the notice sits with the quick bar, and Open requests brings the tab into view.
  await page.getByRole('tab', { name: 'Log' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await ask(player, 5, LIVE_FIGHT.hero);
  await expect(notice.getByRole('alert')).toHaveText(
    `New request${LIVE_FIGHT.hero} asks for 5 healing on ${LIVE_FIGHT.hero}`,
  );
  await expect(notice).toBeInViewport({ ratio: 1 });
  await notice.getByRole('button', { name: 'Open requests' }).click();
  await expect(page.getByRole('tab', { name: 'Requests (2)' })).toBeInViewport();
  await expect(page.getByRole('tab', { name: 'Requests (2)' })).toHaveAttribute('aria-selected', 'true');

  // The GM chooses to show the ambush: now the players see it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/run-encounter/${gm.campaignId}/${ambush.id}`);
  await expect(elsewhere).toBeVisible();
  await page.getByRole('button', { name: 'Show to followers' }).click();
  await expect(page.getByRole('status', { name: 'Live: followers see this encounter' })).toBeVisible();
  await expect(player.getByRole('heading', { level: 2, name: AMBUSH })).toBeVisible();
  await player.context().close();
  await page.context().close();
});
