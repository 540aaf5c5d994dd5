import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a GM creates a spell with its scaling through the form, finds it listed, edits it and deletes it', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto('/content/spells');
  await expect(page.getByText('No custom spells yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Add spell' }).click();
  await expect(page).toHaveURL(/\/content\/spells\/add-spell$/);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('frost spark');
  await choose(page, 'Level', 'Cantrip');
  await choose(page, 'School', 'Conjuration');
  await choose(page, 'How it scales', 'Damage by character level');
  await page.getByRole('button', { name: 'Add level' }).click();
  await page.getByRole('textbox', { name: 'Dice at Level 1' }).fill('1d10');
  await page.getByRole('button', { name: 'Add level' }).click();
  await choose(page, 'Level of Level 2', 'Level 5');
  await page.getByRole('textbox', { name: 'Dice at Level 5' }).fill('2d10');
  await page.getByRole('button', { name: 'Save spell' }).click();

  await expect(page).toHaveURL(/\/content\/spells$/);
  const row = page.getByRole('row', { name: /Frost Spark/ });
  await expect(row.getByRole('cell', { name: 'Cantrip' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Conjuration' })).toBeVisible();

  // Reopened from the server, the scaling is kept.
  await row.getByRole('link', { name: 'Frost Spark' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Frost Spark' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Dice at Level 5' })).toHaveValue('2d10');
  await expect(page.getByRole('combobox', { name: 'Level', exact: true })).toHaveValue('Cantrip');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Frost Lance');
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
