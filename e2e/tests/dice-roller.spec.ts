import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Dice roller' });
const overlay = (page: Page) => page.getByRole('region', { name: 'Roll results' });
const results = (page: Page) => overlay(page).getByRole('article');

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

// Rolling, the overlay's keys, count, modifier and advantage, a bad expression, the history, sharing and a
// roll cleared on navigation are component tests (apps/web/src/app/shell/dice-roller-drawer.test.tsx);
// the compendium's stat block rolls in compendium.spec.ts. What needs a real layout stays here.
test('the results keep out of the open drawer’s way: beside it on a wide screen, below it on a narrow one', async ({
  page,
}) => {
  await openRoller(page);
  await drawer(page).getByRole('button', { name: 'Roll d20' }).click();
  await expect(results(page)).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
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
