import { signUpViaApi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

test('a GM adds a player through its form, finds it in the list, edits its numbers and deletes it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/content/players');
  await expect(page.getByText('No players yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Add player' }).click();
  await expect(page.getByRole('heading', { name: 'Add player' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Character name').fill('<i>Aria</i> Stormwind');
  await page.getByLabel('Level').fill('5');
  await page.getByLabel('Armor class').fill('16');
  await page.getByLabel('Dexterity').fill('18');
  await page.getByRole('combobox', { name: 'Skill proficiencies' }).click();
  await page.getByRole('option', { name: 'Stealth' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Save player' }).click();
  await expect(page).toHaveURL(/\/content\/players$/);
  await expect(page.getByRole('link', { name: '<i>Aria</i> Stormwind' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Reopened from the server; an emptied number stays empty, the others as they were.
  await page.getByRole('link', { name: '<i>Aria</i> Stormwind' }).click();
  await expect(page.getByLabel('Armor class')).toHaveValue('16');
  await expect(page.getByLabel('Strength')).toHaveValue('');
  await page.getByLabel('Character name').fill('Aria Stormwind');
  await page.getByLabel('Armor class').fill('');
  await page.getByRole('button', { name: 'Save player' }).click();
  await page.getByRole('link', { name: 'Aria Stormwind' }).click();
  await expect(page.getByLabel('Armor class')).toHaveValue('');
  await expect(page.getByLabel('Dexterity')).toHaveValue('18');
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Aria Stormwind' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No players yet.', { exact: false })).toBeVisible();
});

test('a player given control by e-mail sees it among their characters until the GM takes it back', async ({
  browser,
}) => {
  const playerEmail = uniqueEmail('player');
  const player = await (await browser.newContext()).newPage();
  await signUpViaApi(player, playerEmail);
  const gm = await (await browser.newContext()).newPage();
  await signUpViaApi(gm);
  const { id } = await libraryCall(gm, 'POST', '/api/library/players', { character_name: 'Bram Ironfoot', maxHp: 44 });

  await gm.goto(`/content/players/${id}`);
  const control = gm.getByRole('region', { name: 'Control' });
  await control.getByLabel('Username or e-mail').fill(playerEmail);
  await control.getByRole('button', { name: 'Give control' }).click();
  await expect(control.getByText(`${playerEmail} was given control`, { exact: false })).toBeVisible();

  await player.goto('/content/characters');
  const given = player.getByRole('region', { name: 'Given to you' });
  await expect(given.getByText('Controlled')).toBeVisible();
  await given.getByRole('link', { name: 'Bram Ironfoot' }).click();
  await expect(player.getByRole('heading', { name: 'Bram Ironfoot' })).toBeVisible();
  await expect(player.getByText('only they can change it', { exact: false })).toBeVisible();
  await expect(player.getByText('44')).toBeVisible();
  await expect(player.getByRole('button', { name: /Save/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(player);

  await control.getByRole('button', { name: 'Take control back' }).click();
  await expect(control.getByText('was given control', { exact: false })).toHaveCount(0);
  await player.goto('/content/characters');
  await expect(player.getByText('When a game master gives you control of a player', { exact: false })).toBeVisible();
});
