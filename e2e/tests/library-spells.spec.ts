import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a GM creates a spell through its form, told first what is missing', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/content/spells');
  await expect(page.getByText('No custom spells yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Add spell' }).click();
  await expect(page).toHaveURL(/\/content\/spells\/add-spell$/);

  await page.getByRole('checkbox', { name: 'Material (M)' }).check();
  await choose(page, 'How it scales', 'Damage by slot level');
  await page.getByRole('button', { name: 'Add level' }).click();
  await page.getByRole('button', { name: 'Save spell' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Material is required')).toBeVisible();
  await expect(page.getByText('Dice is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name').fill('ember bolt');
  await choose(page, 'Level', '2nd level');
  await choose(page, 'School', 'Conjuration');
  await page.getByRole('textbox', { name: /^Material/ }).fill('a pinch of soot');
  await page.getByRole('checkbox', { name: 'Wizard' }).check();
  await page.getByRole('checkbox', { name: 'Concentration' }).check();
  // The row added at 1st level is now below the spell's own level.
  await page.getByRole('textbox', { name: 'Dice at 1st level' }).fill('3d8');
  await page.getByRole('button', { name: 'Save spell' }).click();
  await expect(page.getByText("Slot levels run from the spell's level (1st for a cantrip) to 9th.")).toBeVisible();
  await choose(page, 'Level of 1st level', '2nd level');
  await page.getByRole('button', { name: 'Add level' }).click();
  await page.getByRole('textbox', { name: 'Dice at 3rd level' }).fill('lots');
  await page.getByRole('button', { name: 'Save spell' }).click();
  await expect(page.getByText('Allowed format: 2d6, 2d6 + 3 or 1d8 + MOD')).toBeVisible();
  await page.getByRole('textbox', { name: 'Dice at 3rd level' }).fill('4d8');
  await page.getByRole('button', { name: 'Save spell' }).click();

  await expect(page).toHaveURL(/\/content\/spells$/);
  const row = page.getByRole('row', { name: /Ember Bolt/ });
  await expect(row.getByRole('link', { name: 'Ember Bolt' })).toBeVisible();
  await expect(row.getByRole('cell', { name: '2nd level' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Conjuration' })).toBeVisible();
});

test('a GM edits a spell, its scaling kept, and deletes it', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/content/spells/add-spell');
  await page.getByLabel('Name').fill('Frost Spark');
  await choose(page, 'Level', 'Cantrip');
  await choose(page, 'How it scales', 'Damage by character level');
  await page.getByRole('button', { name: 'Add level' }).click();
  await page.getByRole('textbox', { name: 'Dice at Level 1' }).fill('1d10');
  await page.getByRole('button', { name: 'Add level' }).click();
  await choose(page, 'Level of Level 2', 'Level 5');
  await page.getByRole('textbox', { name: 'Dice at Level 5' }).fill('2d10');
  await page.getByRole('button', { name: 'Save spell' }).click();
  await expect(page).toHaveURL(/\/content\/spells$/);

  await page.getByRole('link', { name: 'Frost Spark' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Frost Spark' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Dice at Level 5' })).toHaveValue('2d10');
  await expect(page.getByRole('combobox', { name: 'Level', exact: true })).toHaveValue('Cantrip');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Name').fill('Frost Lance');
  await page.getByRole('checkbox', { name: 'Share on the Homebrew list' }).check();
  await page.getByRole('button', { name: 'Save spell' }).click();
  await expect(page).toHaveURL(/\/content\/spells$/);
  await expect(page.getByRole('link', { name: 'Frost Lance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Frost Spark' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Frost Lance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Frost Lance?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No custom spells yet.', { exact: false })).toBeVisible();
});
