import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Dice roller' });
const overlay = (page: Page) => page.getByRole('region', { name: 'Roll results' });
const results = (page: Page) => overlay(page).getByRole('article');
const clearAll = (page: Page) => page.getByRole('button', { name: 'Clear all' });

/** Opens the roller with its key, from a page that has finished loading. */
async function openRoller(page: Page): Promise<void> {
  await page.keyboard.press('r');
  await expect(drawer(page)).toBeVisible();
}

/** Esc closes the drawer first; only then is it gone for the overlay's Esc. */
async function closeRoller(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
});

test('die buttons and typed dice roll into the overlay, with Clear all and Esc for more than one', async ({ page }) => {
  await openRoller(page);
  // With a keyboard, the field is ready for typing.
  await expect(drawer(page).getByLabel('Dice expression')).toBeFocused();
  await drawer(page).getByRole('button', { name: 'Roll d20' }).click();
  const d20 = results(page).filter({ hasText: '1d20' });
  // The total, large: 1 to 20.
  await expect(d20.locator('strong')).toHaveText(/^([1-9]|1\d|20)$/);
  await expect(clearAll(page)).toHaveCount(0);

  const field = drawer(page).getByLabel('Dice expression');
  await field.fill('2d6+3');
  await field.press('Enter');
  const typed = results(page).filter({ hasText: '2d6+3' });
  await expect(typed).toBeVisible();
  const total = Number(await typed.locator('strong').textContent());
  expect(total).toBeGreaterThanOrEqual(5);
  expect(total).toBeLessThanOrEqual(15);
  await expect(page.getByRole('status').filter({ hasText: 'Rolled 2d6+3' })).toHaveText(`Rolled 2d6+3: ${total}`);

  // Newest first.
  await expect(results(page)).toHaveCount(2);
  await expect(results(page).first()).toContainText('2d6+3');
  await expect(clearAll(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Esc closes the drawer first; the next Esc clears the rolls.
  await closeRoller(page);
  await expect(results(page)).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(results(page)).toHaveCount(0);

  // Closing one result from the keyboard moves the focus to the next; the button clears the rest.
  await openRoller(page);
  for (const die of ['d6', 'd8', 'd10'])
    await drawer(page)
      .getByRole('button', { name: `Roll ${die}`, exact: true })
      .click();
  await closeRoller(page);
  await expect(results(page)).toHaveCount(3);
  await results(page).first().getByRole('button', { name: 'Close roll result: 1d10' }).focus();
  await page.keyboard.press('Enter');
  await expect(results(page)).toHaveCount(2);
  await expect(results(page).first().getByRole('button', { name: 'Close roll result: 1d8' })).toBeFocused();
  await clearAll(page).click();
  await expect(results(page)).toHaveCount(0);
});

test('count, modifier and advantage apply to the die buttons; a dropped die says so', async ({ page }) => {
  await openRoller(page);
  await drawer(page).getByLabel('Dice', { exact: true }).fill('3');
  await drawer(page).getByLabel('Modifier').fill('2');
  await drawer(page).getByRole('button', { name: 'Roll d6' }).click();
  await expect(results(page).first()).toContainText(/^3d6\+2/);

  await drawer(page)
    .getByRole('button', { name: 'Roll d20' })
    .click({ modifiers: ['Shift'] });
  const advantage = results(page).first();
  await expect(advantage).toContainText('1d20+2');
  await expect(advantage).toContainText('Advantage');
  await expect(advantage).toContainText('dropped');

  // The touch alternative: the segmented control.
  await drawer(page).getByText('Disadvantage', { exact: true }).click();
  await drawer(page).getByRole('button', { name: 'Roll d20' }).click();
  await expect(results(page).first()).toContainText('Disadvantage');
});

test('a bad expression shows its message under the field and rolls nothing', async ({ page }) => {
  await openRoller(page);
  const field = drawer(page).getByLabel('Dice expression');
  // Typing in the field keeps every key, r included: the shortcut does not fire.
  await field.pressSequentially('2dr');
  await expect(field).toHaveValue('2dr');
  await expect(drawer(page)).toBeVisible();
  await field.fill('2d');
  await field.press('Enter');
  await expect(drawer(page).getByText('Expected the number of sides after "2d", like 2d6')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(results(page)).toHaveCount(0);
});

test('the history lists the rolls, survives closing the drawer and rolls again', async ({ page }) => {
  await openRoller(page);
  const field = drawer(page).getByLabel('Dice expression');
  await field.fill('4d6kh3');
  await field.press('Enter');
  await drawer(page).getByRole('button', { name: 'Roll d100' }).click();
  const history = drawer(page).getByRole('region', { name: 'History' }).getByRole('listitem');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('1d100');
  await expect(history.nth(1)).toContainText('4d6kh3');

  await closeRoller(page);
  await openRoller(page);
  await expect(drawer(page).getByLabel('Dice expression')).toBeFocused();
  await expect(history).toHaveCount(2);
  await drawer(page).getByRole('button', { name: 'Roll 4d6kh3 again' }).click();
  await expect(history).toHaveCount(3);
  await expect(results(page).first()).toContainText('4d6kh3');

  await drawer(page).getByRole('button', { name: 'Clear history' }).click();
  await expect(history).toHaveCount(0);
});

test("the compendium stat block's attack roll shows in the same overlay", async ({ page }) => {
  await page.goto('/compendium/monsters/goblin');
  await page.getByRole('button', { name: 'Roll Scimitar.' }).click();
  const roll = results(page).filter({ hasText: 'Goblin: Scimitar' });
  await expect(roll).toContainText(/To hit( natural (1|20))?: \d+/);
  await expect(roll).toContainText(/Slashing damage(, critical)?: \d+/);
  await roll.getByRole('button', { name: 'Close roll result: Goblin: Scimitar' }).click();
  await expect(results(page)).toHaveCount(0);
});

test('a roll belongs to its page: moving to another page clears the overlay', async ({ page }) => {
  await page.goto('/compendium/monsters/goblin');
  await page.getByRole('button', { name: 'Roll Scimitar.' }).click();
  await expect(results(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Monsters', exact: true }).first().click();
  await expect(page).toHaveURL(/\/compendium\/monsters$/);
  await expect(results(page)).toHaveCount(0);
});

test('the results keep out of the open drawer’s way: beside it on a wide screen, below it on a narrow one', async ({
  page,
}) => {
  await openRoller(page);
  await drawer(page).getByRole('button', { name: 'Roll d20' }).click();
  await expect(results(page)).toHaveCount(1);
  const drawerBox = await drawer(page).boundingBox();
  const besideBox = await overlay(page).boundingBox();
  expect(besideBox && drawerBox && besideBox.x + besideBox.width).toBeLessThanOrEqual(drawerBox?.x ?? 0);

  await page.setViewportSize({ width: 900, height: 800 });
  await expect.poll(async () => (await overlay(page).boundingBox())?.y ?? 0).toBeGreaterThan(400);

  await page.setViewportSize({ width: 1280, height: 800 });
  await closeRoller(page);
  // Back at the top centre once the drawer has gone.
  await expect.poll(async () => (await overlay(page).boundingBox())?.x ?? 0).toBeGreaterThan(besideBox?.x ?? 0);
  expect((await overlay(page).boundingBox())?.y).toBeLessThan(200);
});
