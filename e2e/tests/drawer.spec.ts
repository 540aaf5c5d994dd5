import { expect, test } from '../support/fixtures.ts';

test('r opens the dice roller drawer and Esc closes it', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await page.keyboard.press('r');
  const drawer = page.getByRole('dialog', { name: 'Dice roller' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('r works on the signed-out home page too', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('r');
  await expect(page.getByRole('dialog', { name: 'Dice roller' })).toBeVisible();
});

test('r with a modifier does not open the drawer', async ({ page }) => {
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await page.keyboard.press('Alt+r');
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the keybindings drawer lists the shortcuts, and switching drawers swaps the content', async ({ page }) => {
  await page.goto('/tools');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  const keybindings = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(keybindings).toBeVisible();
  await expect(keybindings.getByRole('row', { name: /Open the dice roller/ })).toBeVisible();
  await expect(keybindings.getByRole('row', { name: /Close the drawer/ })).toBeVisible();

  await page.getByRole('button', { name: 'Compendium search' }).click();
  await expect(page.getByRole('dialog', { name: 'Compendium search' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

  // The same button again closes its drawer.
  await page.getByRole('button', { name: 'Compendium search' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('clicking beside an open drawer closes it without following the menu link underneath', async ({
  page,
  baseURL,
}) => {
  await page.goto('/tools');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  const link = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Feedback' });
  const box = await link.boundingBox();
  if (!box) throw new Error('the Feedback link has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(`${baseURL}/tools`);
});

test('navigating closes the drawer', async ({ page, baseURL }) => {
  await page.goto('/tools');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Compendium' }).click();
  await expect(page).toHaveTitle('Compendium | Skald');
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/tools`);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('without a service worker', () => {
  // The service worker would fetch and serve the chunk itself, out of reach of page.route.
  test.use({ serviceWorkers: 'block' });

  test('a drawer whose content fails to load shows the default view', async ({ page }) => {
    await page.route(/DiceRollerDrawer-.*\.js$/, (route) => route.abort());
    await page.goto('/tools');
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
    await page.keyboard.press('r');
    const drawer = page.getByRole('dialog', { name: 'Dice roller' });
    await expect(drawer.getByText('This panel could not be loaded.')).toBeVisible();
  });
});
