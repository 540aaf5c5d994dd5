import { expect, test } from '../support/fixtures.ts';

// The large screen's collapsed sidebar and the full-screen pages without one are component tests
// (apps/web/src/app/shell/shell.test.tsx); what needs a real layout stays here.
test.describe('small screens (under 576 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu hides behind the toggle and closes after choosing a page', async ({ page, baseURL }) => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
    // Off screen, the menu slides in over the page only when asked for.
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeInViewport();
    await menu.getByRole('link', { name: 'Compendium' }).click();
    await expect(page).toHaveURL(`${baseURL}/compendium`);
    await expect(menu).not.toBeInViewport();
  });

  test('the closed menu takes no keyboard focus', async ({ page }) => {
    await page.goto('/tools');
    await expect(page.getByRole('heading', { name: 'Tools', level: 1 })).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const inMenu = await page.evaluate(() => Boolean(document.activeElement?.closest('nav[aria-label="Main menu"]')));
      expect(inMenu, `Tab stop ${i + 1} landed in the hidden menu`).toBe(false);
    }
  });

  test('pages fit the width without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/tools', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `horizontal overflow on ${path}`).toBeLessThanOrEqual(0);
    }
  });

  test('the header keeps the dice roller within reach', async ({ page }) => {
    await page.goto('/tools');
    await page.getByRole('button', { name: 'Dice roller (R)' }).click();
    await expect(page.getByRole('dialog', { name: 'Dice roller' })).toBeVisible();
  });
});
