import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

async function choose(page: Page, select: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a GM creates a timed reminder, edits it to fire on damage, and deletes it', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/content/reminders');
  await expect(page.getByText('No reminders yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Add reminder' }).click();
  // The form loads after the address changes: its heading first, or the next line looks at the list.
  await expect(page.getByRole('heading', { name: 'Add reminder' })).toBeVisible();
  await page.getByLabel('Title').fill('Blessed');
  await choose(page, 'Trigger', 'Timed');
  await page.getByRole('textbox', { name: 'Rounds' }).fill('10');
  await page.getByRole('button', { name: 'Red' }).click();
  await page.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page).toHaveURL(/\/content\/reminders$/);

  await page.getByRole('link', { name: 'Blessed' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Blessed' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Rounds' })).toHaveValue('10');
  await expect(page.getByRole('button', { name: 'Red' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  await choose(page, 'Trigger', 'On damage');
  await expect(page.getByRole('textbox', { name: 'Rounds' })).toHaveCount(0);
  await page.getByLabel('Title').fill('Bane of Bob');
  await page.getByRole('button', { name: 'Save reminder' }).click();
  await expect(page).toHaveURL(/\/content\/reminders$/);
  await expect(page.getByRole('link', { name: 'Bane of Bob' })).toBeVisible();

  await page.getByRole('link', { name: 'Bane of Bob' }).click();
  await expect(page.getByRole('combobox', { name: 'Trigger', exact: true })).toHaveValue('On damage');
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Delete Bane of Bob' }).click();
  await page.getByRole('dialog', { name: 'Delete Bane of Bob?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No reminders yet.', { exact: false })).toBeVisible();
});
