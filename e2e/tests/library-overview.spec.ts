import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

test('the overview counts a new item against the Free tier and leads to each kind; manage and followed list theirs', async ({
  page,
}) => {
  await signUpViaApi(page);

  await page.goto('/content');
  await expect(page.getByText('Your tier: Free')).toBeVisible();
  const items = page.getByRole('main').getByRole('link', { name: /^Items/ });
  await expect(items).toContainText('0of 20');
  await expect(page.getByRole('main').getByRole('link', { name: /^Campaigns/ })).toContainText('0of 2');
  await expect(page.getByRole('alert').filter({ hasText: 'Over your tier' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await items.click();
  await expect(page).toHaveURL(/\/content\/items$/);
  await page.getByRole('link', { name: 'Add item' }).click();
  // The editor loads on its own: until its heading shows, 'Name' still finds the list's sort button.
  await expect(page.getByRole('heading', { name: 'Add item' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Lantern of Revealing');
  await page.getByRole('button', { name: 'Save item' }).click();
  await expect(page.getByRole('link', { name: 'Lantern of Revealing' })).toBeVisible();

  // Back through the menu, without a reload: the write refreshed the counts.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'My content' }).click();
  await expect(page).toHaveURL(/\/content$/);
  await expect(items).toContainText('1of 20');

  // content.md §2 names the overview as a child of /content too.
  await page.goto('/content/overview');
  await expect(items).toContainText('1of 20');

  // Manage lists every kind with its slots and a link to its list; followed says when there is none.
  await page.goto('/content/manage');
  await expect(page.getByRole('heading', { name: 'Manage content' })).toBeVisible();
  const kinds = ['Campaigns', 'Players', 'NPCs', 'Spells', 'Reminders', 'Items', 'Characters'];
  const main = page.getByRole('main');
  for (const kind of kinds) await expect(main.getByRole('link', { name: kind, exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Spells/ })).toContainText('0 of 20');
  await expect(page.getByRole('row', { name: /^Characters/ })).toContainText('0 of 3');
  await expectNoSeriousA11yViolations(page);
  await main.getByRole('link', { name: 'NPCs', exact: true }).click();
  await expect(page).toHaveURL(/\/content\/npcs$/);

  await page.goto('/content/followed');
  await expect(page.getByText('You do not follow any campaigns yet.', { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
