import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a visitor filters the compendium, adds monsters, sees both difficulties and runs the fight in the demo tracker', async ({
  page,
}) => {
  await page.goto('/tools/encounter-builder');
  await expect(page.getByRole('heading', { name: 'Encounter builder', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Monsters found' }).getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Four level-3 characters.
  await choose(page, 'Level of row 1', '3');

  // Humanoids of challenge 1/2: the orc is among them.
  await choose(page, 'Challenge from', '1/2');
  await choose(page, 'Challenge to', '1/2');
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Humanoid', exact: true }).click();
  await page.keyboard.press('Escape');
  const found = page.getByRole('list', { name: 'Monsters found' });
  await expect(found).toContainText('Orc');
  await expect(found).not.toContainText('Ogre');
  await page.getByLabel('How many to add').fill('2');
  await page.getByRole('button', { name: 'Add 2 × Orc', exact: true }).click();

  await page.getByRole('button', { name: 'Clear the filters' }).click();
  await page.getByLabel('How many to add').fill('1');
  await page.getByLabel('Search by name').fill('ogre');
  await page.getByRole('button', { name: 'Add Ogre', exact: true }).click();

  const encounter = page.getByRole('list', { name: 'Monsters in the encounter' });
  await expect(encounter).toContainText('Orc');
  await expect(encounter).toContainText('Ogre');
  await expect(page.getByLabel('How many Orc')).toHaveValue('2');

  // 650 XP; three monsters against four characters: x2, adjusted 1,300, hard (900 to 1,600). 2024: low (600 to 900).
  const difficulty = page.getByRole('region', { name: 'Difficulty' });
  await expect(difficulty).toContainText('650 XP in all');
  await expect(difficulty).toContainText('162 XP per character');
  await expect(difficulty).toContainText('Adjusted XP 1,300');
  await expect(difficulty.getByLabel('2014 rules: Hard')).toBeVisible();
  await expect(difficulty.getByLabel('2024 rules: Low')).toBeVisible();

  // The party and monsters are kept in this browser.
  await page.reload();
  await expect(page.getByLabel('How many Orc')).toHaveValue('2');
  await expect(page.getByRole('combobox', { name: 'Level of row 1' })).toHaveValue('3');

  await page.getByRole('button', { name: 'Run it in the combat tracker' }).click();
  await expect(page).toHaveURL(/\/demo\/run-encounter$/);
  for (const name of ['Orc (1)', 'Orc (2)', 'Ogre', 'Level 3 character (1)', 'Level 3 character (4)']) {
    await expect(page.getByRole('checkbox', { name: `Target ${name}`, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Target Barbarian', exact: true })).toHaveCount(0);
});

test('the combat tracker among the tools opens the demo tracker', async ({ page }) => {
  await page.goto('/tools/combat-tracker');
  await expect(page.getByRole('heading', { name: 'Combat tracker', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Run the encounter' }).click();
  await expect(page).toHaveURL(/\/demo\/run-encounter$/);
  await expect(page.getByRole('checkbox', { name: 'Target Barbarian', exact: true })).toBeVisible();
});

test('party rows keep their level fields in one column, one character or many, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/tools/encounter-builder');
  await page.getByRole('button', { name: 'Add characters of another level' }).click();
  await choose(page, 'Characters in row 2', '1');
  const left = async (row: number) =>
    (await page.getByRole('combobox', { name: `Level of row ${row}`, exact: true }).boundingBox())?.x;
  // "4 characters of level" and "1 character of level" are of different widths.
  expect(await left(1)).toBe(await left(2));
  const trash = async (row: number) => (await page.getByRole('button', { name: `Remove row ${row}` }).boundingBox())?.x;
  expect(await trash(1)).toBe(await trash(2));
});

test('a signed-in GM without a campaign is shown where to make one, and the page passes axe', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/tools/encounter-builder');
  const save = page.getByRole('region', { name: 'Save to a campaign' });
  await expect(save.getByRole('link', { name: 'Make one' })).toHaveAttribute('href', '/content/campaigns');
  await expectNoSeriousA11yViolations(page);
});
