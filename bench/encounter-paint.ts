import { chromium, type Page } from 'playwright-core';
import { percentile, report } from './report.ts';

/**
 * The browser half of `npm run bench encounter`: the GM's screen repaints before the server answers. On
 * a saved encounter's run page, 100 gestures (Enter, 1, then Enter deals 1 damage to the ogre, Shift+Enter
 * heals it back), one at a time: from the keydown that deals it to the first frame painted after the
 * ogre's hit points changed in the page (a MutationObserver, then a message posted from a
 * requestAnimationFrame callback, which runs once that frame is drawn), and to the end of that
 * command's /commands answer (resource timing, the page's own clock).
 */
const GESTURES = 100;

/** A signed-in GM's saved encounter: the server, the run page's path and the session's cookie header. */
export interface RunPageAddress {
  base: string;
  runPage: string;
  cookie: string;
}

interface Timing {
  pressed: number;
  painted?: number;
  answered?: number;
}
type Timed = Window & { gestureTimings: Timing[] };

/** Runs in the page: times each dealing keydown, the painted frame after the row changes, and the answer. */
function recordTimings(row: Element) {
  const timings: Timing[] = [];
  (window as unknown as Timed).gestureTimings = timings;
  document.addEventListener(
    'keydown',
    (event) => {
      const target = event.target as HTMLElement | null;
      if (event.key === 'Enter' && target?.tagName === 'INPUT') timings.push({ pressed: event.timeStamp });
    },
    { capture: true },
  );
  new MutationObserver(() => {
    const timing = timings.at(-1);
    if (!timing || timing.painted !== undefined) return;
    timing.painted = -1;
    requestAnimationFrame(() => {
      const afterPaint = new MessageChannel();
      afterPaint.port1.onmessage = () => {
        timing.painted = performance.now();
      };
      afterPaint.port2.postMessage(null);
    });
  }).observe(row, { subtree: true, childList: true, characterData: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (!entry.name.endsWith('/commands')) continue;
      const timing = timings.find((each) => each.answered === undefined && each.pressed <= entry.startTime);
      if (timing) timing.answered = entry.responseEnd;
    }
  }).observe({ type: 'resource' });
}

async function startFight(page: Page, address: RunPageAddress): Promise<void> {
  await page.goto(`${address.base}${address.runPage}`);
  for (const name of ['Barbarian', 'Warlock', 'Druid']) await page.getByLabel(`Initiative of ${name}`).fill('10');
  await page.getByRole('button', { name: 'Start encounter' }).click();
  await page.getByRole('checkbox', { name: 'Target Ogre', exact: true }).check();
  // Focus leaves the checkbox, so the screen's keys answer.
  await page.getByRole('heading', { name: 'Damage and healing' }).click();
}

/** Times GESTURES hits in Chromium and prints the figures, each metric name after `prefix`. */
export async function measureRepaintBeforeAnswer(prefix: string, bench: string, address: RunPageAddress) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      address.cookie.split('; ').map((pair) => {
        const [name = '', ...value] = pair.split('=');
        return { name, value: value.join('='), url: address.base };
      }),
    );
    const page = await context.newPage();
    await startFight(page, address);
    const row = page.getByRole('listitem').filter({ has: page.getByText('Ogre', { exact: true }) });
    await row.evaluate(recordTimings);
    for (let gesture = 1; gesture <= GESTURES; gesture++) {
      await page.keyboard.press('Enter');
      await page.keyboard.press('1');
      await page.keyboard.press(gesture % 2 === 1 ? 'Enter' : 'Shift+Enter');
      await page.waitForFunction((count) => {
        const timing = (window as unknown as Timed).gestureTimings[count - 1];
        return timing !== undefined && (timing.painted ?? -1) >= 0 && timing.answered !== undefined;
      }, gesture);
    }
    const timings = await page.evaluate(() => (window as unknown as Timed).gestureTimings);
    if (timings.length !== GESTURES) throw new Error(`expected ${GESTURES} timed gestures, got ${timings.length}`);
    const painted = timings.map((t) => (t.painted ?? 0) - t.pressed).sort((a, b) => a - b);
    const answered = timings.map((t) => (t.answered ?? 0) - t.pressed).sort((a, b) => a - b);
    const first = timings.filter((t) => (t.painted ?? 0) < (t.answered ?? 0)).length;
    report(bench, `${prefix}browser_gesture_to_paint_p50`, percentile(painted, 0.5), 'ms');
    report(bench, `${prefix}browser_gesture_to_paint_p95`, percentile(painted, 0.95), 'ms');
    report(bench, `${prefix}browser_gesture_to_answer_p50`, percentile(answered, 0.5), 'ms');
    report(bench, `${prefix}browser_gesture_to_answer_p95`, percentile(answered, 0.95), 'ms');
    report(bench, `${prefix}browser_painted_before_answer`, (100 * first) / GESTURES, '%');
  } finally {
    await browser.close();
  }
}
