import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a GM adds a custom item through its form, finds it by name, edits it and deletes it', async ({ page }) => {
  await signUpViaApi(page);

  await page.goto('/content/items');
  await expect(page.getByText('No custom items yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Add item' }).click();
  await expect(page).toHaveURL(/\/content\/items\/add-item$/);
  await expect(page.getByRole('heading', { name: 'Add item' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('bag of HOLDING');
  await page.getByRole('combobox', { name: 'Rarity' }).click();
  await page.getByRole('option', { name: 'Uncommon' }).click();
  await page.getByLabel('Description').fill('<b>Bigger</b> on the inside.');
  await page.getByRole('button', { name: 'Save item' }).click();
  await expect(page).toHaveURL(/\/content\/items$/);
  await expect(page.getByRole('link', { name: 'Bag of Holding' })).toBeVisible();
  await expect(page.getByText('Uncommon')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Add item' }).click();
  await expect(page.getByRole('heading', { name: 'Add item' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Rope of Climbing');
  await page.getByRole('button', { name: 'Save item' }).click();
  await page.getByLabel('Search items').fill('rope');
  await expect(page.getByRole('link', { name: 'Rope of Climbing' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bag of Holding' })).toHaveCount(0);
  await page.getByLabel('Search items').fill('');

  // Editing shows what was saved, user text as text.
  await page.getByRole('link', { name: 'Bag of Holding' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Bag of Holding' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Bag of Holding');
  await expect(page.getByLabel('Description')).toHaveValue('<b>Bigger</b> on the inside.');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Bag of Devouring');
  await page.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByRole('link', { name: 'Bag of Devouring' })).toBeVisible();

  // Deleting asks first.
  await page.getByRole('button', { name: 'Delete Bag of Devouring' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Bag of Devouring' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Bag of Devouring' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: 'Bag of Devouring' })).toHaveCount(0);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();
});
