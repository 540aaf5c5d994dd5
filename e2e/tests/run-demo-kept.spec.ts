import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemo } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/** Where the browser keeps the demo fight between visits. */
const DEMO_STORAGE_KEY = 'skald-demo-encounter';

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DEMO_STORAGE_KEY);

test('the demo fight survives a reload; Reset asks first, and then forgets the kept fight', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('checkbox', { name: 'Target Ogre', exact: true }).check();
  await page.getByLabel('Amount').fill('9');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  await expect(row(page, 'Ogre')).toContainText('63/72 HP');
  await page.reload();
  await expect(page.getByText('Round 1, turn 1: Barbarian')).toBeVisible();
  await expect(row(page, 'Ogre')).toContainText('63/72 HP');
  await expect(page.getByRole('button', { name: 'Undo: Barbarian did 9 damage to Ogre' })).toBeVisible();

  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the encounter?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Keep the fight' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Ogre')).toContainText('63/72 HP');
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await dialog.getByRole('button', { name: 'Reset the encounter' }).click();
  await expect(page.getByText('Not started: set initiative, then start')).toBeVisible();
  await expect(row(page, 'Ogre')).toContainText('72/72 HP');
  expect(await stored(page)).toBeNull();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Reset from the menu asks first too', async ({ page }) => {
    await startDemo(page);
    await page.getByRole('button', { name: 'More encounter actions' }).click();
    await page.getByRole('menuitem', { name: 'Reset' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset the encounter?' });
    await dialog.getByRole('button', { name: 'Reset the encounter' }).click();
    await expect(page.getByText('Not started: set initiative, then start')).toBeVisible();
  });
});
