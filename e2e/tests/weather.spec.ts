import type { Page } from '@playwright/test';
import { signUpViaApi } from '../support/accounts.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { TEST_PARTY } from '../support/encounters.ts';
import { expect, test } from '../support/fixtures.ts';
import { libraryCall } from '../support/library-calls.ts';

/** How many pixels of the weather's canvases are not transparent: 0 until the weather is drawn. */
function drawnPixels(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll('canvas')].reduce((sum, canvas) => {
      const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
      let drawn = 0;
      for (let index = 3; index < data.length; index += 4) if (data[index] !== 0) drawn++;
      return sum + drawn;
    }, 0),
  );
}

test('the weather demo draws the chosen effect behind its controls', async ({ page }) => {
  await page.goto('/weather-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Weather effects' })).toBeVisible();
  await page.getByText('Snow', { exact: true }).click();
  await page.getByText('Heavy', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Snow' })).toBeChecked();
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
});

test('on a 320 px phone every effect of the weather demo shows whole, none cut off by the control', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/weather-demo');
  const control = page.getByRole('radiogroup', { name: 'Effect' });
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  for (const effect of ['Ash', 'Fog', 'Hail', 'Rain', 'Sand', 'Snow']) {
    const label = await control.getByText(effect, { exact: true }).boundingBox();
    expect(label && box && label.x >= box.x && label.x + label.width <= box.x + box.width, effect).toBe(true);
  }
});

test('under reduced motion the weather is off, and the demo says why', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/weather-demo');
  await expect(
    page.getByText('Your device asks for reduced motion, so weather effects are off, here and behind your encounters.'),
  ).toBeVisible();
  await page.getByText('Snow', { exact: true }).click();
  await page.waitForTimeout(300);
  expect(await drawnPixels(page)).toBe(0);
  // Motion welcome again: the same page draws its weather.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(0);
});

test('a saved encounter’s weather lies behind the runner: nothing shifts as it starts, clicks reach the buttons', async ({
  page,
}) => {
  await signUpViaApi(page);
  const campaign = await libraryCall(page, 'POST', '/api/library/campaigns', { name: 'The Sunless Citadel' });
  const encounter = await libraryCall(page, 'POST', `/api/library/campaigns/${campaign.id}/encounters`, {
    name: 'Ambush in the storm',
    entities: TEST_PARTY,
    weather: { rain: 3, fog: 2 },
  });
  // The weather's drawing code is held back until the runner is on screen, so its start is watched alone.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/weather-canvas-*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/run-encounter/${campaign.id}/${encounter.id}`);
  const start = page.getByRole('button', { name: 'Start encounter' });
  await expect(start).toBeVisible();
  expect(await drawnPixels(page)).toBe(0);
  await page.evaluate(() => {
    const watched = window as unknown as { layoutShift: number };
    watched.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) watched.layoutShift += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  release();
  await expect.poll(() => drawnPixels(page)).toBeGreaterThan(0);
  // A few frames of falling rain.
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0);

  // Where the page shows nothing, the point belongs to the page, not to the weather.
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  const under = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName, {
    x: viewport.width - 5,
    y: viewport.height - 5,
  });
  expect(under).not.toBe('CANVAS');
  for (const name of ['Hero', 'Orc', 'Ogre']) await page.getByLabel(`Initiative of ${name}`).fill('10');
  await start.click();
  await expect(page.getByRole('button', { name: 'Next turn', exact: true })).toBeVisible();
});
