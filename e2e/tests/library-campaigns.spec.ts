import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { csrfHeader } from '../support/csrf.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/** Adds a campaign through the list's dialog and lands on its page. */
async function addCampaign(page: Page, name: string): Promise<void> {
  await page.goto('/content/campaigns');
  await page.getByRole('link', { name: 'Add campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add campaign' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Add campaign' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
}

/** A player in the signed-in user's library, made through the API as the players page would. */
async function addPlayer(page: Page, characterName: string): Promise<void> {
  const created = await page.request.post('/api/library/players', {
    data: { character_name: characterName },
    headers: await csrfHeader(page.request),
  });
  expect(created.status()).toBe(201);
}

test('a GM adds a campaign through the dialog, edits it, writes a note, sees it listed and deletes it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/content/campaigns');
  await expect(page.getByText('No campaigns yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Add campaign' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add campaign' });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Name').fill('Curse of Strahd');
  await dialog.getByText('Experience').click();
  await dialog.getByRole('button', { name: 'Add campaign' }).click();
  await expect(page).toHaveURL(/\/content\/campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Curse of Strahd', level: 1 })).toBeVisible();
  await expect(page.getByText('0 players · Experience advancement')).toBeVisible();

  // The page opens on the campaign's overview; editing is the GM's choice.
  await expect(page.getByRole('button', { name: 'Save campaign' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit campaign' }).click();
  // The background is kept as typed and shown as text; the campaign is made private.
  await page.getByLabel('Background').fill('<b>Mists</b> close over Barovia.');
  await page.getByRole('switch', { name: 'Private' }).check();
  await page.getByRole('button', { name: 'Save campaign' }).click();
  // Back on the overview: the badge beside the title, the story as text.
  await expect(page.getByText('Private', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Experience advancement · Private: followers do not see it')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.reload();
  await expect(page.getByText('<b>Mists</b> close over Barovia.')).toBeVisible();

  // A note, kept as typed and shown as text with when it was written; edited, then deleted.
  await page.getByRole('tab', { name: 'Notes' }).click();
  await expect(page.getByText('No notes yet.')).toBeVisible();
  await page.getByLabel('New note').fill('Harshnag is <u>not</u> to be trusted.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Harshnag is <u>not</u> to be trusted.')).toBeVisible();
  await expect(page.getByText(/^Written /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Edit this note' }).click();
  await page.getByLabel('Edit note').fill('Harshnag kept his word.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Harshnag kept his word.')).toBeVisible();
  await expect(page.getByText(/· edited /)).toBeVisible();
  await page.getByRole('button', { name: 'Delete this note' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No notes yet.')).toBeVisible();

  await page.getByRole('link', { name: '← Campaigns' }).click();
  const row = page.getByRole('row', { name: /Curse of Strahd/ });
  await expect(row.getByText('Experience')).toBeVisible();
  await expect(row.getByText('Private')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Delete Curse of Strahd' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No campaigns yet.', { exact: false })).toBeVisible();
});

test('a GM adds a player from the library and fills the inventory with coins and a linked item', async ({ page }) => {
  await signUpViaApi(page);
  await addPlayer(page, '<i>Aria</i> Stormwind');
  await addCampaign(page, 'Tomb of Annihilation');

  await page.getByRole('tab', { name: 'Players' }).click();
  await expect(page.getByText('No players in this campaign yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Add a player' }).click();
  await page.getByRole('option', { name: '<i>Aria</i> Stormwind' }).click();
  await page.getByRole('button', { name: 'Add player' }).click();
  await expect(page.getByText('1 player · Milestone advancement')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove <i>Aria</i> Stormwind from the campaign' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Coins typed as gold and silver are kept as given, never changed into fewer coins (2 pp 5 gp 3 sp).
  await page.getByRole('tab', { name: 'Inventory' }).click();
  await page.getByLabel('Gold (gp)').fill('25');
  await page.getByLabel('Silver (sp)').fill('3');
  await page.getByRole('button', { name: 'Save coins' }).click();
  await expect(page.getByText('Held: 25 gp 3 sp')).toBeVisible();

  await page.getByRole('button', { name: 'Add item' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Add item' });
  await itemDialog.getByLabel('Link to an item').fill('longsword');
  await itemDialog.getByRole('button', { name: 'Link Longsword' }).click();
  const itemName = itemDialog.getByRole('textbox', { name: 'Name', exact: true });
  await expect(itemName).toHaveValue('Longsword');
  await itemName.fill('Sunsword');
  await itemDialog.getByLabel('Public name').fill('A hilt without a blade');
  await itemDialog.getByRole('button', { name: 'Add item' }).click();
  await expect(itemDialog).toBeHidden();
  await expect(page.getByText('Players see: A hilt without a blade')).toBeVisible();
  await expect(page.getByText('Unidentified')).toBeVisible();
  await expect(page.getByRole('link', { name: 'the compendium’s longsword' })).toBeVisible();
  await page.getByRole('switch', { name: 'Sunsword is identified' }).click();
  await expect(page.getByRole('switch', { name: 'Sunsword is identified' })).toBeChecked();
  await expect(page.getByText('Unidentified')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await page.getByRole('tab', { name: 'Inventory' }).click();
  await expect(page.getByText('Held: 25 gp 3 sp')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Sunsword is identified' })).toBeChecked();
});
