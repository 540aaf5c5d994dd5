import { expect, test } from '../support/fixtures.ts';

// The drawer's keys, its content swaps and closing on navigation are component tests
// (apps/web/src/app/shell/shell.test.tsx); what needs a real page stays here.
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

// Service workers are blocked by default (playwright.config.ts): page.route sees the chunk's request.
test('a drawer whose content fails to load shows the default view', async ({ page }) => {
  await page.route(/DiceRollerDrawer-.*\.js$/, (route) => route.abort());
  await page.goto('/tools');
  await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
  await page.keyboard.press('r');
  const drawer = page.getByRole('dialog', { name: 'Dice roller' });
  await expect(drawer.getByText('This panel could not be loaded.')).toBeVisible();
});
