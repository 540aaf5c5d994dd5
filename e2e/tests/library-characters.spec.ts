import { signUpViaApi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('a player adds a character through its form, finds it in the list, renames it and deletes it', async ({
  page,
}) => {
  await signUpViaApi(page, uniqueEmail('player'));
  await page.goto('/content/characters');
  await expect(page.getByText('No characters of your own yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Add character' }).click();
  await expect(page.getByLabel('Character name')).toHaveValue('Unnamed Character');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Level').fill('3');
  await page.getByLabel('Max HP').fill('24');
  await page.getByLabel('Wisdom', { exact: true }).fill('16');
  await page.getByLabel('Wisdom save').check();
  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page).toHaveURL(/\/content\/characters$/);
  await expect(
    page
      .getByRole('row', { name: /Unnamed Character/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('3');
  await expectNoSeriousA11yViolations(page);

  // Reopened from the server, the saved sheet is in its fields.
  await page.getByRole('link', { name: 'Unnamed Character' }).click();
  await expect(page.getByLabel('Wisdom save')).toBeChecked();
  await expect(page.getByLabel('Max HP')).toHaveValue('24');
  await page.getByLabel('Character name').fill('Lia Thornbrook');
  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page.getByRole('link', { name: 'Lia Thornbrook' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Lia Thornbrook' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No characters of your own yet.', { exact: false })).toBeVisible();
});
