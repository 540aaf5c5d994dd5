import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a GM builds an NPC with an attack through the monster creator, edits it and deletes it', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/content/npcs');
  await expect(page.getByText('No NPCs yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Add NPC' }).click();
  await expect(page).toHaveURL(/\/content\/npcs\/add-npc$/);

  const basics = page.getByRole('group', { name: 'Basics' });
  await page.getByRole('button', { name: 'Add action' }).click();
  const scimitar = page.getByRole('group', { name: 'Action 1' });
  await scimitar.getByRole('button', { name: 'Add attack, save or roll' }).click();
  await basics.getByLabel('Name').fill('Goblin BOSS');
  await basics.getByRole('combobox', { name: 'Size' }).click();
  await page.getByRole('option', { name: 'Small' }).click();
  await basics.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Humanoid' }).click();
  await basics.getByLabel('Armor class').fill('17');
  await basics.getByLabel('Hit points').fill('21');
  await basics.getByLabel('Hit dice').fill('6d6');
  await page.getByLabel('Dexterity', { exact: true }).fill('14');
  await scimitar.getByLabel('Name').fill('Scimitar');
  await scimitar.getByLabel('Reach (ft.)').fill('5');
  await scimitar.getByLabel('Attack bonus').fill('4');
  const roll = scimitar.getByRole('group', { name: 'Roll 1' });
  await roll.getByLabel('Dice').fill('1');
  await roll.getByLabel('Bonus').fill('2');
  await page.getByRole('button', { name: 'Save NPC' }).click();

  await expect(page).toHaveURL(/\/content\/npcs$/);
  const row = page.getByRole('row', { name: /Goblin Boss/ });
  await expect(row.getByRole('link', { name: 'Goblin Boss' })).toBeVisible();
  await expect(row.getByText('Humanoid')).toBeVisible();

  // Reopened, every value is where it was typed.
  await row.getByRole('link', { name: 'Goblin Boss' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Goblin Boss' })).toBeVisible();
  await expect(basics.getByLabel('Name')).toHaveValue('Goblin Boss');
  await expect(basics.getByRole('combobox', { name: 'Size' })).toHaveValue('Small');
  await expect(basics.getByLabel('Armor class')).toHaveValue('17');
  await expect(basics.getByLabel('Hit points')).toHaveValue('21');
  await expect(basics.getByLabel('Hit dice')).toHaveValue('6d6');
  await expect(page.getByLabel('Dexterity', { exact: true })).toHaveValue('14');
  await expect(scimitar.getByLabel('Name')).toHaveValue('Scimitar');
  await expect(scimitar.getByLabel('Reach (ft.)')).toHaveValue('5');
  await expect(scimitar.getByLabel('Attack bonus')).toHaveValue('4');
  await expect(roll.getByLabel('Bonus')).toHaveValue('2');
  await expect(roll.getByRole('combobox', { name: 'Die' })).toHaveValue('d6');

  await basics.getByLabel('Name').fill('Goblin Warlord');
  await basics.getByRole('combobox', { name: 'Challenge rating' }).click();
  await page.getByRole('option', { name: '2 (450 XP)' }).click();
  await page.getByRole('button', { name: 'Save NPC' }).click();
  const warlord = page.getByRole('row', { name: /Goblin Warlord/ });
  await expect(warlord.getByRole('link', { name: 'Goblin Warlord' })).toBeVisible();
  await expect(warlord.getByText('2', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Goblin Warlord' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'Goblin Warlord' })).toHaveCount(0);
  await expect(page.getByText('No NPCs yet.', { exact: false })).toBeVisible();
});

test('a compendium monster is copied to the GM’s NPCs with its whole stat block', async ({ page }) => {
  await page.goto('/compendium/monsters/goblin');
  await expect(page.getByRole('heading', { name: 'Goblin', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy to my NPCs' })).toHaveCount(0);

  await signUpViaApi(page);
  await page.goto('/compendium/monsters/goblin');
  await page.getByRole('button', { name: 'Copy to my NPCs' }).click();

  await expect(page).toHaveURL(/\/content\/npcs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Edit Goblin' })).toBeVisible();
  const basics = page.getByRole('group', { name: 'Basics' });
  await expect(basics.getByLabel('Name')).toHaveValue('Goblin');
  await expect(basics.getByLabel('Armor class')).toHaveValue('15');
  await expect(page.getByRole('group', { name: 'Action 1' }).getByLabel('Name')).toHaveValue('Scimitar');
  await expect(page.getByRole('group', { name: 'Special ability 1' }).getByLabel('Name')).toHaveValue('Nimble Escape');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/content/npcs');
  const row = page.getByRole('row', { name: /Goblin/ });
  await expect(row.getByRole('link', { name: 'Goblin' })).toBeVisible();
  await expect(row.getByText('1/4')).toBeVisible();
});
