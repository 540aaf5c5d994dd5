import { createEntity } from '@skald/rules/encounter/entity';
import { signUpViaApi } from '../support/accounts.ts';
import { typeInitiativeAndStart } from '../support/demo.ts';
import { combatantRow, dealDamage } from '../support/encounters.ts';
import { expect, type Page, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';
import { goLiveAsGm, LIVE_FIGHT } from '../support/live-gm.ts';

/** Thora's card on the campaign page's Players tab, opened fresh from the server. */
async function thoraOnCampaignPage(page: Page, campaignId: string) {
  await page.goto(`/content/campaigns/${campaignId}`);
  await page.getByRole('tab', { name: 'Players' }).click();
  return page.getByRole('listitem', { name: 'Thora' });
}

test.describe('between fights, at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a long rest taken while a fight waits unfinished reaches it: Thora comes back 31/31 and a hit leaves 30/31 on both pages', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUpViaApi(page);
    const thora = await libraryCall(page, 'POST', '/api/library/players', {
      character_name: 'Thora',
      level: 3,
      ac: 16,
      maxHp: 31,
    });
    const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', {
      name: 'Lost Mine',
      players: { [thora.id]: {} },
    });
    const encounter = await libraryCall(page, 'POST', `/api/library/campaigns/${campaign.id}/encounters`, {
      name: 'Cragmaw hideout',
      entities: [
        createEntity({
          key: 'thora',
          id: thora.id,
          name: 'Thora',
          entityType: 'player',
          npc: false,
          maxHp: 31,
          ac: 16,
        }),
        createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 40, ac: 13 }),
      ],
    });
    const runner = `/run-encounter/${campaign.id}/${encounter.id}`;

    await page.goto(runner);
    await typeInitiativeAndStart(page, [
      ['Orc', '12'],
      ['Thora', '8'],
    ]);
    await dealDamage(page, 'Thora', '16');
    await expect(combatantRow(page, 'Thora')).toContainText('15/31 HP');
    await expect(page.getByRole('status', { name: 'Encounter Saved' })).toBeVisible();

    // The GM leaves the fight unfinished and rests the party from the campaign page.
    const card = await thoraOnCampaignPage(page, campaign.id);
    await expect(card.getByText('15 / 31 HP')).toBeVisible();
    await page.getByRole('button', { name: 'Long rest' }).click();
    await page.getByRole('dialog', { name: 'Take a long rest?' }).getByRole('button', { name: 'Rest' }).click();
    await expect(card.getByText('31 / 31 HP')).toBeVisible();

    await page.goto(runner);
    await expect(combatantRow(page, 'Thora')).toContainText('31/31 HP');
    await dealDamage(page, 'Thora', '1');
    await expect(combatantRow(page, 'Thora')).toContainText('30/31 HP');
    await expect(page.getByRole('status', { name: 'Encounter Saved' })).toBeVisible();

    await expect((await thoraOnCampaignPage(page, campaign.id)).getByText('30 / 31 HP')).toBeVisible();
  });
});

test.describe('coins as given, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('loot of 35 gp 12 sp given at the finish stays 35 gp 12 sp in the campaign’s purse and on the follow page', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const gm = await goLiveAsGm(browser);
    await page.goto(`/user/${gm.userId}/${gm.campaignId}`);
    await expect(page.getByRole('heading', { name: LIVE_FIGHT.encounter })).toBeVisible();

    await gm.page.goto(`/run-encounter/${gm.campaignId}/${gm.encounterId}`);
    // On a phone Finish is in the runner's menu.
    await gm.page.getByRole('button', { name: 'More encounter actions' }).click();
    await gm.page.getByRole('menuitem', { name: 'Finish encounter' }).click();
    await gm.page
      .getByRole('dialog', { name: 'Finish the encounter?' })
      .getByRole('button', { name: 'Finish encounter' })
      .click();
    await expect(gm.page.getByRole('heading', { name: 'Encounter finished' })).toBeVisible();
    await expect(
      gm.page.getByRole('checkbox', { name: /^Put the loot in the campaign's inventory: 35 gp 12 sp/ }),
    ).toBeChecked();
    await gm.page.getByRole('button', { name: 'Give rewards' }).click();
    await expect(gm.page.getByText('The experience and the loot were given.')).toBeVisible();

    const rewards = page.getByRole('region', { name: 'Rewards' });
    await expect(rewards).toContainText('35 gp 12 sp');

    await gm.page.goto(`/content/campaigns/${gm.campaignId}`);
    await gm.page.getByRole('tab', { name: 'Inventory' }).click();
    await expect(gm.page.getByText('Held: 35 gp 12 sp', { exact: true })).toBeVisible();
    await expect(gm.page.getByRole('textbox', { name: 'Gold (gp)' })).toHaveValue('35');
    await expect(gm.page.getByRole('textbox', { name: 'Silver (sp)' })).toHaveValue('12');
  });
});
