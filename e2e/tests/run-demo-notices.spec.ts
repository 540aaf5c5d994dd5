import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { startDemo } from '../support/demo.ts';
import { expect, type Page, test } from '../support/fixtures.ts';

/**
 * The controls in `scope` that a notice lies over: those whose middle, where it is not clipped away by
 * a scrolling panel, shows a notice instead of the control.
 */
function controlsUnderNotices(page: Page, scope: string) {
  return page.evaluate((selector) => {
    const notice = '[role="alert"], [role="status"] > *';
    const shown = (control: Element, x: number, y: number) => {
      for (let box = control.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowY === 'visible') continue;
        const clip = box.getBoundingClientRect();
        if (y < clip.top || y > clip.bottom || x < clip.left || x > clip.right) return false;
      }
      return true;
    };
    const controls = [...document.querySelectorAll(`${selector} :is(button, input, a[href], [role="tab"])`)];
    return controls
      .filter((control) => !control.closest(notice))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        if (box.width === 0 || !shown(control, x, y)) return false;
        return document.elementFromPoint(x, y)?.closest(notice) != null;
      })
      .map((control) => control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
  }, scope);
}

async function concentratingWarlockHurt(page: Page) {
  await page.getByRole('checkbox', { name: 'Target Warlock', exact: true }).check();
  await page.getByRole('combobox', { name: 'Reminder' }).click();
  await page.getByRole('option', { name: 'Concentrating' }).click();
  await page.getByRole('button', { name: 'Add reminder' }).click();
}

test('a waiting reminder and the passing notices lie over no button; those that need no answer go', async ({
  page,
}) => {
  await startDemo(page);
  await concentratingWarlockHurt(page);
  await page.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: 'Exhaustion' }).click();
  await page.getByLabel('Rounds').fill('1');
  await page.getByRole('button', { name: 'Add condition' }).click();
  await page.getByLabel('Amount').fill('5');
  await page.getByRole('button', { name: 'Damage (Enter)' }).click();
  const prompt = page.getByRole('alert').filter({ hasText: 'Warlock: Concentrating' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Damage done' })).toBeVisible();
  expect(await controlsUnderNotices(page, 'main')).toEqual([]);
  expect(await controlsUnderNotices(page, 'header')).toEqual([]);

  // The Warlock's turn: its exhaustion runs out, said as a person says it, and goes by itself.
  await page.getByRole('button', { name: 'Next turn', exact: true }).click();
  const expired = page.getByRole('status').filter({ hasText: 'Warlock is no longer exhausted' });
  await expect(expired).toBeVisible();
  expect(await controlsUnderNotices(page, 'main')).toEqual([]);
  await expect(expired).toHaveCount(0);
  await expect(prompt).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a waiting reminder sits above the quick bar, clear of the turn buttons and the bar', async ({ page }) => {
    await startDemo(page);
    await concentratingWarlockHurt(page);
    const bar = page.getByRole('group', { name: 'Quick damage and healing' });
    await bar.getByLabel('Quick amount').fill('5');
    await bar.getByRole('button', { name: 'Damage' }).click();
    const prompt = page.getByRole('alert').filter({ hasText: 'Warlock: Concentrating' });
    await expect(prompt).toBeInViewport();
    await expect(bar).toBeInViewport();
    expect(await controlsUnderNotices(page, '[aria-label="Round and turn"]')).toEqual([]);
    expect(await controlsUnderNotices(page, '[aria-label="Quick damage and healing"]')).toEqual([]);
    expect(await controlsUnderNotices(page, 'header')).toEqual([]);
    await prompt.getByRole('button', { name: 'Keep reminder' }).click();
    await expect(prompt).toHaveCount(0);
  });
});
