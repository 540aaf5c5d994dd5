import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

// Keyboard arranging, the menus, adding, removing and resetting, and what is sent to the server are component
// tests (apps/web/src/features/dm-screen/DmScreenPage.test.tsx); the settings route is a server test
// (apps/server/test/dm-screen). What needs a real layout, a real mouse and a reload stays here.

// The panels' own items, not the lists inside a condition's or a rule's text.
const panels = (page: Page) => page.locator('ul[aria-label="Panels"] > li');
const panel = (page: Page, title: string) => page.getByRole('listitem', { name: title, exact: true });
const order = (page: Page) =>
  panels(page).evaluateAll((items) => items.map((item) => item.querySelector('h2')?.textContent));

/** Presses the mouse on `handle` and lets go at `to`, in steps, as a hand drags. */
async function drag(page: Page, handle: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(handle.x, handle.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The middle of a handle, scrolled to the middle of the window so a drag from it stays on screen. */
async function centre(page: Page, name: string) {
  const handle = page.getByRole('button', { name, exact: true });
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const box = await handle.boundingBox();
  if (!box) throw new Error(`${name} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** No two panels cover each other anywhere on the page. */
async function expectNoOverlap(page: Page) {
  const boxes = await panels(page).evaluateAll((items) =>
    items.map((item) => {
      const rect = item.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    }),
  );
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      expect(apart, JSON.stringify({ a, b })).toBe(true);
    }
  }
}

test('signed in, panels moved and resized with the mouse and a note written are kept across a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpViaApi(page);
  await page.goto('/tools/dm-screen');
  await expect(page.getByRole('heading', { name: 'DM screen', level: 1 })).toBeVisible();
  await expect(page.getByText('Saved to your account as you change it')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Condition' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Notes dragged by its grip onto the Initiative panel takes its place.
  const grip = await centre(page, 'Move Notes');
  const initiative = await panel(page, 'Initiative').boundingBox();
  if (!initiative) throw new Error('no Initiative panel');
  await drag(page, grip, {
    x: initiative.x + initiative.width / 2,
    y: initiative.y + initiative.height / 2,
  });
  await expect
    .poll(() => order(page))
    .toEqual(['Notes', 'Initiative', 'Dice roller', 'Conditions', 'Rules', 'Compendium search']);

  // The Conditions panel's corner dragged one column right and one row down: two columns wide, three rows tall.
  const corner = await centre(page, 'Resize Conditions');
  const before = await panel(page, 'Conditions').boundingBox();
  if (!before) throw new Error('no Conditions panel');
  await drag(page, corner, { x: corner.x + before.width, y: corner.y + before.height / 2 });
  await expect(panel(page, 'Conditions')).toHaveAttribute('data-width', '2');
  await expect(panel(page, 'Conditions')).toHaveCSS('grid-row-start', 'span 3');
  expect((await panel(page, 'Conditions').boundingBox())?.width).toBeGreaterThan((before.width ?? 0) * 1.8);
  await expectNoOverlap(page);

  await page.getByRole('textbox', { name: 'Notes' }).fill('Baron Vell owes the party 40 gp.');
  await expect(page.getByText('Saved to your account', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Baron Vell owes the party 40 gp.');
  expect(await order(page)).toEqual(['Notes', 'Initiative', 'Dice roller', 'Conditions', 'Rules', 'Compendium search']);
  await expect(panel(page, 'Conditions')).toHaveAttribute('data-width', '2');
  await expect(panel(page, 'Conditions')).toHaveCSS('grid-row-start', 'span 3');

  // A tablet either way up: the grid reflows to fewer columns, and no panel covers another.
  for (const size of [
    { width: 1024, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(size);
    await expectNoOverlap(page);
  }
});

test('a visitor’s layout and note stay in the browser across a reload', async ({ page }) => {
  await page.goto('/tools/dm-screen');
  await expect(page.getByText('Kept in this browser', { exact: true })).toBeVisible();
  await expect(panel(page, 'Initiative').getByRole('link', { name: 'demo encounter' })).toBeVisible();

  await page.getByRole('button', { name: 'Move Rules' }).focus();
  await page.keyboard.press('ArrowLeft');
  await page.getByRole('button', { name: 'Resize Rules' }).press('ArrowRight');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Goblins in the mill.');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Goblins in the mill.');
  expect(await order(page)).toEqual(['Initiative', 'Dice roller', 'Notes', 'Rules', 'Conditions', 'Compendium search']);
  await expect(panel(page, 'Rules')).toHaveAttribute('data-width', '2');
});

test('two tabs of one account writing at once end showing what the server keeps, the later save', async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  const second = await context.newPage();
  for (const tab of [page, second]) {
    await tab.goto('/tools/dm-screen');
    await expect(tab.getByRole('textbox', { name: 'Notes' })).toBeVisible();
  }
  // The second tab's save is held on the wire, so it reaches the server after the first tab's.
  await second.route('**/api/me/dm-screen', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((held) => setTimeout(held, 1500));
    await route.continue();
  });
  await Promise.all([
    page.getByRole('textbox', { name: 'Notes' }).fill('Written in the first tab.'),
    second.getByRole('textbox', { name: 'Notes' }).fill('Written in the second tab.'),
  ]);
  for (const tab of [page, second]) {
    await expect(tab.getByText('Saved to your account', { exact: true })).toBeVisible({ timeout: 10_000 });
  }
  const kept = await (await page.request.get('/api/me/dm-screen')).json();
  const note = kept.screen.panels.find((one: { kind: string }) => one.kind === 'notes').note;
  expect(note).toBe('Written in the second tab.');
  for (const tab of [page, second]) await expect(tab.getByRole('textbox', { name: 'Notes' })).toHaveValue(note);
});
