import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of violations when axe finds anything serious or critical on the page.
 * Axe runs in the page itself (legacy mode): the default opens a blank page for every check to merge the
 * frames' results, seconds each on a busy machine, and the app has no frames from other origins to merge.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A dialog or menu still fading in has its colours half blended with the page under it, which axe reads as
  // low contrast: wait until no finite animation or transition runs (a spinner's endless one is left to spin).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    null,
    { polling: 50, timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode()
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(serious).toEqual([]);
}
