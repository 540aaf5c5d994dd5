import { defineConfig } from '@playwright/test';

/** Debian's Chromium; Playwright's own browser download needs the internet, which this project never assumes. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: true,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: process.env.SKALD_BASE_URL,
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
