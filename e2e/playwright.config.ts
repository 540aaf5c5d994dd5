import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser download needs the internet, which this project never assumes. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * PLAYWRIGHT_WORKERS: how many spec files run at once, 2 unless set (a file's tests stay in order in one
 * worker). Each worker has its own server and database (support/fixtures.ts), and every test makes its own
 * accounts, so files running side by side do not meet.
 */
const workersSetting = process.env.PLAYWRIGHT_WORKERS?.trim() || '2';
if (!/^[1-9]\d*$/.test(workersSetting)) {
  throw new Error(`PLAYWRIGHT_WORKERS: "${workersSetting}" is not a whole number of workers, 1 or more`);
}
const workers = Number(workersSetting);

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    // baseURL is each worker's own server (support/fixtures.ts).
    // The app's service worker caches the build and compendium answers; only the specs of the offline app
    // want it (`test.use({ serviceWorkers: 'allow' })`), elsewhere it is start-up work and a cache between steps.
    serviceWorkers: 'block',
    browserName: 'chromium',
    colorScheme: 'dark',
    viewport: { width: 1280, height: 800 },
    trace: 'off',
    launchOptions: {
      executablePath,
      args: ['--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run'],
    },
  },
});
