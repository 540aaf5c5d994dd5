import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { PARTY_INITIATIVE, startDemo, typeInitiativeAndStart } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/** One gesture on several targets is one command: one line in the log, one undo for all of it. */

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

const pick = async (page: Page, ...names: string[]) => {
  for (const name of names) await page.getByRole('checkbox', { name: `Target ${name}`, exact: true }).check();
};

const undoButtons = (page: Page) => page.getByRole('button', { name: /^Undo: / });

test('damage to two targets is one log line, and one undo heals both', async ({ page }) => {
  await startDemo(page);
  const before = await undoButtons(page).count();
  await pick(page, 'Orc', 'Ogre');
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  await expect(row(page, 'Orc')).toContainText('16/21 HP');
  await expect(row(page, 'Ogre')).toContainText('67/72 HP');
  await expect(undoButtons(page)).toHaveCount(before + 1);
  await page.getByRole('button', { name: 'Undo: Barbarian did 5 damage to Orc, 5 damage to Ogre' }).click();
  await expect(row(page, 'Orc')).toContainText('21/21 HP');
  await expect(row(page, 'Ogre')).toContainText('72/72 HP');
  await expect(undoButtons(page)).toHaveCount(before);
});

test('a condition on two targets is one log line', async ({ page }) => {
  await startDemo(page);
  await pick(page, 'Orc', 'Ogre');
  await page.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'Prone' }).click();
  await page.getByRole('button', { name: 'Add condition' }).click();
  await expect(row(page, 'Orc')).toContainText('prone');
  await expect(row(page, 'Ogre')).toContainText('prone');
  await page.getByRole('button', { name: 'Undo: Add condition: Orc, Ogre' }).click();
  await expect(row(page, 'Ogre')).not.toContainText('prone');
});

test('the cards of one roll at two targets apply together, as one log line', async ({ page }) => {
  await page.goto('/demo');
  await page.getByLabel('Search the compendium').fill('adult red');
  await page.getByRole('button', { name: 'Add Adult Red Dragon', exact: true }).click();
  await page.getByRole('link', { name: 'Run the encounter' }).click();
  await typeInitiativeAndStart(page, [['Adult Red Dragon', '25'], ...PARTY_INITIATIVE]);
  await pick(page, 'Barbarian', 'Druid');
  await page.getByRole('button', { name: 'Roll Fire Breath' }).click();
  const cards = page.getByRole('region', { name: 'Roll cards' });
  await expect(cards.getByRole('group')).toHaveCount(2);
  await expect(cards.getByText('Fire Breath: 2 targets')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await cards.getByRole('button', { name: 'Apply all 2 in full' }).click();
  await expect(cards).toHaveCount(0);
  const line = page.getByRole('button', {
    name: /^Undo: Adult Red Dragon did \d+ fire damage to Barbarian.*, \d+ fire damage to Druid/,
  });
  await expect(line).toBeVisible();
  await line.click();
  await expect(row(page, 'Barbarian')).toContainText('41/41 HP');
  await expect(row(page, 'Druid')).toContainText('34/34 HP');
});
