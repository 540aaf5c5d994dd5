import { signUpViaApi, uniqueEmail } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

test('a new character starts as Unnamed Character at level 1 and its numbers stay in range', async ({ page }) => {
  await signUpViaApi(page, uniqueEmail('player'));
  await page.goto('/content/characters');
  await expect(page.getByText('No characters of your own yet.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Add character' }).click();
  await expect(page.getByLabel('Character name')).toHaveValue('Unnamed Character');
  await expect(page.getByLabel('Level')).toHaveValue('1');
  await page.getByLabel('Level').fill('21');
  await page.getByLabel('Max HP').fill('0');
  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page.getByText('Level must be 20 or less')).toBeVisible();
  await expect(page.getByText("Max HP can't be under 1")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a player adds a character through its form and finds it in the list', async ({ page }) => {
  await signUpViaApi(page, uniqueEmail('player'));
  await page.goto('/content/characters/new');
  await page.getByLabel('Level').fill('3');
  await page.getByLabel('Max HP').fill('24');
  await page.getByLabel('Wisdom', { exact: true }).fill('16');
  await page.getByLabel('Wisdom save').check();
  await page.getByLabel('Jack of all trades').check();
  await page.getByRole('button', { name: 'Save character' }).click();
  await expect(page).toHaveURL(/\/content\/characters$/);
  await expect(page.getByRole('link', { name: 'Unnamed Character' })).toBeVisible();
  await expect(
    page
      .getByRole('row', { name: /Unnamed Character/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('3');
  await expectNoSeriousA11yViolations(page);
});

test('a player edits a character and deletes it', async ({ page }) => {
  await signUpViaApi(page, uniqueEmail('player'));
  await libraryCall(page, 'POST', '/api/library/characters', { maxHp: 24, saving_throws: { wisdom: true } });
  await page.goto('/content/characters');
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
