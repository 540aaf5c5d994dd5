import { randomUUID } from 'node:crypto';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

/** A campaign with one level 3 player, followed by a wolf companion, made through the API. */
async function campaignWithPlayer(page: Page): Promise<string> {
  const player = await libraryCall(page, 'POST', '/api/library/players', {
    character_name: 'Aria',
    level: 3,
    ac: 15,
    maxHp: 24,
    initiative: 2,
  });
  const wolf = await libraryCall(page, 'POST', '/api/library/npcs', {
    name: 'wolf',
    armor_class: 13,
    hit_points: 11,
    player_id: player.id,
  });
  const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', {
    name: 'Phandelver',
    players: { [player.id]: {} },
    companions: { [wolf.id]: {} },
  });
  return campaign.id;
}

const roster = (page: Page) => page.getByRole('tabpanel', { name: /Entities/ });
const weather = (page: Page, effect: string) => page.getByRole('radiogroup', { name: effect });

/**
 * The page has nothing wider than the window (390 px on a phone): no sideways scrolling, once the sidebar
 * has slid away after the window narrowed.
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
}

test('an encounter is built from the campaign page, saved with its combatants, loot, weather and XP, then cloned and deleted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpViaApi(page);
  const campaignId = await campaignWithPlayer(page);
  await page.goto(`/content/campaigns/${campaignId}`);
  await page.getByRole('tab', { name: 'Encounters' }).click();
  await expect(page.getByText('No encounters yet.')).toBeVisible();
  await page.getByRole('button', { name: 'New encounter' }).click();
  await expect(page).toHaveURL(new RegExp(`/content/campaigns/${campaignId}/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'Edit New encounter' })).toBeVisible();

  await page.getByLabel('Name').fill('Cragmaw ambush');
  await page.getByRole('tab', { name: /Entities/ }).click();
  await page.getByRole('button', { name: 'Add Aria' }).click();
  await expect(roster(page).getByText('Aria', { exact: true }).first()).toBeVisible();
  await expect(roster(page).getByRole('button', { name: 'Remove Wolf' })).toBeVisible();
  await page.getByLabel('Search your NPCs and the compendium').fill('goblin');
  await page.getByLabel('How many').fill('3');
  await page.getByRole('button', { name: 'Add Goblin', exact: true }).click();
  for (const name of ['Goblin (1)', 'Goblin (2)', 'Goblin (3)']) {
    await expect(roster(page).getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: 'Entities (5)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Loot' }).click();
  await page.getByLabel('Gold (gp)').fill('8');
  await page.getByLabel('Silver (sp)').fill('4');
  await expect(page.getByText('In all: 8 gp 4 sp')).toBeVisible();
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add item' });
  await dialog.getByLabel('Link to an item').fill('dagger');
  await dialog.getByRole('button', { name: 'Link Dagger', exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Dagger');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('tabpanel', { name: 'Loot' }).getByText('Linked to')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Weather' }).click();
  await weather(page, 'Fog').getByText('Heavy').click();
  await weather(page, 'Rain').getByText('Light').click();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'XP' }).click();
  // Three goblins at 50 XP each.
  await expect(page.getByText('Leave empty to award the monsters’ 150 XP.')).toBeVisible();
  await page.getByLabel('Experience override').fill('400');
  await expect(page.getByText('Experience awarded: 400 XP (overridden)')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Cragmaw ambush was saved.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit Cragmaw ambush' })).toBeVisible();
  await page.getByRole('tab', { name: 'Entities (5)' }).click();
  for (const name of ['Aria', 'Wolf', 'Goblin (1)', 'Goblin (2)', 'Goblin (3)']) {
    await expect(roster(page).getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Added Aria' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Loot' }).click();
  await expect(page.getByLabel('Gold (gp)')).toHaveValue('8');
  await expect(page.getByLabel('Silver (sp)')).toHaveValue('4');
  await expect(page.getByText('Dagger', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Weather' }).click();
  await expect(weather(page, 'Fog').getByRole('radio', { name: 'Heavy' })).toBeChecked();
  await expect(weather(page, 'Rain').getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(weather(page, 'Snow').getByRole('radio', { name: 'Off' })).toBeChecked();
  await page.getByRole('tab', { name: 'XP' }).click();
  await expect(page.getByLabel('Experience override')).toHaveValue('400');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Entities (5)' }).click();
  await expectNoSidewaysScroll(page);
  for (const tab of ['Loot', 'Weather', 'XP']) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('link', { name: '← Phandelver' }).click();
  await page.getByRole('tab', { name: 'Encounters' }).click();
  const active = page.getByRole('region', { name: /Active/ });
  await expect(active.getByText('5 combatants')).toBeVisible();
  await expect(active.getByRole('link', { name: 'Run Cragmaw ambush' })).toHaveAttribute(
    'href',
    new RegExp(`/run-encounter/${campaignId}/`),
  );
  await expect(active.getByRole('link', { name: 'Test Cragmaw ambush' })).toHaveAttribute(
    'href',
    new RegExp(`/test-encounter/${campaignId}/`),
  );
  await active.getByRole('button', { name: 'Clone Cragmaw ambush' }).click();
  await expect(active.getByRole('link', { name: 'Cragmaw ambush (copy)', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Active (2)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  await active.getByRole('button', { name: 'Delete Cragmaw ambush (copy)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Cragmaw ambush (copy)?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(active.getByRole('link', { name: 'Cragmaw ambush (copy)', exact: true })).toBeVisible();
  await active.getByRole('button', { name: 'Delete Cragmaw ambush (copy)' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(active.getByRole('link', { name: 'Cragmaw ambush (copy)', exact: true })).toHaveCount(0);
  await page.reload();
  await page.getByRole('tab', { name: 'Encounters' }).click();
  await expect(page.getByRole('heading', { name: 'Active (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cragmaw ambush', exact: true })).toBeVisible();
});

test('a save over a version saved elsewhere shows the server’s sentence and reloads the newer encounter; Run saves a pending change first', async ({
  page,
}) => {
  await signUpViaApi(page);
  const campaignId = await campaignWithPlayer(page);
  const made = await libraryCall(page, 'POST', `/api/library/campaigns/${campaignId}/encounters`, { name: 'Wolf den' });
  await page.goto(`/content/campaigns/${campaignId}/${made.id}`);
  await expect(page.getByRole('heading', { name: 'Edit Wolf den' })).toBeVisible();

  // Another tab saves first, moving the encounter to version 1.
  await libraryCall(page, 'PUT', `/api/library/campaigns/${campaignId}/encounters/${made.id}`, {
    name: 'Wolf den at night',
    version: 0,
  });
  await page.getByLabel('Name').fill('Wolf den by day');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'Saved elsewhere meanwhile' });
  await expect(conflict).toContainText(
    'This encounter changed since you opened it (version 0; it is now at version 1)',
  );
  await expectNoSeriousA11yViolations(page);
  await conflict.getByRole('button', { name: 'Reload the encounter' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Wolf den at night');
  await expect(conflict).toHaveCount(0);

  // Leaving with a change not saved asks first: Stay keeps it.
  await page.getByLabel('Name').fill('Wolf den by day');
  await page.getByRole('link', { name: '← Phandelver' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toContainText('Your changes to this encounter are not saved.');
  await expectNoSeriousA11yViolations(page);
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Name')).toHaveValue('Wolf den by day');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Wolf den by day was saved.')).toBeVisible();

  // Run with a change not saved yet: it is saved first, then the runner opens.
  await page.getByLabel('Name').fill('Wolf den at dusk');
  await page.getByRole('link', { name: 'Run encounter' }).click();
  await expect(page).toHaveURL(new RegExp(`/run-encounter/${campaignId}/${made.id}$`));
  const stored = await page.request.get(`/api/library/campaigns/${campaignId}/encounters/${made.id}`);
  expect((await stored.json()).name).toBe('Wolf den at dusk');
});

test('finished encounters are listed apart and deleted together after a confirmation', async ({ page }) => {
  await signUpViaApi(page);
  const campaignId = await campaignWithPlayer(page);
  const base = `/api/library/campaigns/${campaignId}/encounters`;
  const done = await libraryCall(page, 'POST', base, { name: 'Bugbear cave' });
  await libraryCall(page, 'POST', base, { name: 'Redbrand hideout' });
  await libraryCall(page, 'POST', `${base}/${done.id}/commands`, {
    baseVersion: 0,
    commands: [
      { id: randomUUID(), at: Date.now(), automate: true, action: { kind: 'command', command: { type: 'finish' } } },
    ],
  });

  await page.goto(`/content/campaigns/${campaignId}`);
  await page.getByRole('tab', { name: 'Encounters' }).click();
  const finished = page.getByRole('region', { name: /Finished/ });
  await expect(finished.getByRole('link', { name: 'Bugbear cave', exact: true })).toBeVisible();
  await expect(finished.getByText('Finished', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Delete finished encounters' }).click();
  await page
    .getByRole('dialog', { name: 'Delete every finished encounter?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('1 finished encounter was deleted.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finished (0)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Redbrand hideout', exact: true })).toBeVisible();
});
