import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemo } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/** Leaves every field, so the runner's keys reach the page. */
async function focusPage(page: Page) {
  await page.locator('body').click({ position: { x: 5, y: 700 } });
}

async function writeReminder(page: Page, target: string) {
  await page.getByRole('checkbox', { name: `Target ${target}`, exact: true }).check();
  await page.getByRole('button', { name: 'Custom reminder…' }).click();
  return page.getByRole('dialog', { name: 'Custom reminder' });
}

// One axe check per test: three in one test took about 30 s, the whole default timeout.
test('the open palette has no serious accessibility violations', async ({ page }) => {
  await startDemo(page);
  await focusPage(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Command palette' })).toHaveCount(0);
});

test('the Add combatant dialog with search results has no serious accessibility violations', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('button', { name: 'Add combatant' }).click();
  await page.getByRole('dialog', { name: 'Add combatant' }).getByLabel('Search the compendium').fill('orc');
  await expect(page.getByRole('button', { name: 'Add Orc', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the custom reminder dialog with a variable has no serious accessibility violations', async ({ page }) => {
  await startDemo(page);
  const dialog = await writeReminder(page, 'Druid');
  await dialog.getByRole('button', { name: 'Add variable' }).click();
  await dialog.getByLabel('Notify text').fill('[nobody]');
  await expectNoSeriousA11yViolations(page);
});

test('at 1280x800 a long log scrolls inside its panel and the page itself never scrolls', async ({ page }) => {
  await startDemo(page);
  await page.getByRole('checkbox', { name: 'Target Ogre', exact: true }).check();
  const amount = page.getByLabel('Amount');
  for (let hit = 1; hit <= 20; hit += 1) {
    await amount.fill('1');
    await amount.press('Enter');
  }
  await expect(page.getByRole('button', { name: /^Undo: .* did 1 damage to Ogre/ })).toHaveCount(20);
  const { page: pageHeight, window: windowHeight } = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    window: window.innerHeight,
  }));
  expect(pageHeight).toBeLessThanOrEqual(windowHeight);
  for (const region of ['Turn order', 'Damage and healing', 'Log, meters and requests']) {
    await expect(page.getByRole('region', { name: region })).toBeInViewport();
  }
});
