import { PARTY_INITIATIVE, startDemo } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/** The turn order's names from top to bottom, as the GM sees them. */
const shownOrder = (page: Page) =>
  page
    .getByRole('region', { name: 'Initiative' })
    .getByRole('button', { name: /^Open / })
    .allTextContents();

const initiative = (page: Page, name: string) => page.getByLabel(`Initiative of ${name}`, { exact: true });

test('a GM types the party’s initiative with Tab after rolling for the monsters, applies a roll card with Enter, and the next turn starts afresh', async ({
  page,
}, testInfo) => {
  await page.goto('/demo/run-encounter');
  await expect(page.getByRole('heading', { name: 'Custom encounter' })).toBeVisible();

  // Issue 27 item 2: the rolls stay the monsters', the rows stay put, one Tab per row.
  await page.getByRole('button', { name: 'Roll for monsters' }).click();
  await expect(page.getByText('Set initiative: Orc, Orc (1), Ogre')).toBeVisible();
  const monsters = ['Orc', 'Orc (1)', 'Ogre'];
  const rolled = await Promise.all(monsters.map((name) => initiative(page, name).inputValue()));
  const before = await shownOrder(page);
  // The party, at 0, sits at the foot; a monster that rolled 0 may sit among them, and Tab passes it.
  const typed = new Map<string, string>(PARTY_INITIATIVE);
  const from = before.findIndex((name) => typed.has(name));
  await initiative(page, before[from] ?? '').click();
  for (const name of before.slice(from)) {
    await expect(initiative(page, name)).toBeFocused();
    const value = typed.get(name);
    if (value) {
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(value);
    }
    if (name === before[from]) await page.screenshot({ path: testInfo.outputPath('initiative-typing.png') });
    await page.keyboard.press('Tab');
    if (name !== before.at(-1)) expect(await shownOrder(page)).toEqual(before);
  }
  expect(await Promise.all(monsters.map((name) => initiative(page, name).inputValue()))).toEqual(rolled);
  // Out of the fields, the list sorts by what was typed.
  await expect.poll(() => shownOrder(page)).not.toEqual(before);
  const sorted = await shownOrder(page);
  expect(sorted.indexOf('Barbarian')).toBeLessThan(sorted.indexOf('Warlock'));
  expect(sorted.indexOf('Warlock')).toBeLessThan(sorted.indexOf('Druid'));
  await page.getByRole('button', { name: 'Start encounter' }).click();
  await expect(page.getByText(/^Round 1, turn 1: /)).toBeVisible();

  // Item 3: after Roll the card has the keys; Enter applies it rather than rolling again.
  await page.getByRole('button', { name: 'Open Orc', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Target Barbarian', exact: true }).check();
  await page.getByRole('combobox', { name: 'Damage type' }).click();
  await page.getByRole('option', { name: 'Fire', exact: true }).click();
  await page.getByRole('button', { name: 'Roll Greataxe' }).click();
  const cards = page.getByRole('group', { name: /^Greataxe against Barbarian/ });
  await expect(cards).toHaveCount(1);
  await expect(cards).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('roll-card-focused.png') });
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Undo: Orc / }).first()).toBeVisible();

  // Item 4: the next turn has no targets and no damage type.
  await expect(page.getByRole('combobox', { name: 'Damage type' })).toHaveValue('Fire');
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByText(/^Round 1, turn 2: /)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Target Barbarian', exact: true })).not.toBeChecked();
  await expect(page.getByText('Pick targets in the turn order.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Damage type' })).toHaveValue('');
  await page.screenshot({ path: testInfo.outputPath('next-turn.png') });
});

test('at 390 px the rolled card takes the cursor too, and the next turn’s quick bar is gone with its targets', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await startDemo(page);
  await page.getByRole('button', { name: 'Open Orc', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Target Barbarian', exact: true }).check();
  await expect(page.getByRole('group', { name: 'Quick damage and healing' })).toBeVisible();
  await page.getByRole('button', { name: 'Roll Greataxe' }).click();
  const card = page.getByRole('group', { name: /^Greataxe against Barbarian/ });
  await expect(card).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('roll-card-390.png') });
  await page.keyboard.press('Enter');
  await expect(card).toHaveCount(0);
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  await expect(page.getByText('Round 1, turn 2: Warlock')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quick damage and healing' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('next-turn-390.png') });
});
