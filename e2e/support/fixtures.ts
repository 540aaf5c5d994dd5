import { rm } from 'node:fs/promises';
import { test as base } from '@playwright/test';
import { freePort, spawnServer } from '@skald/testing/server-process';
import { closeOwnServersLeft, type OwnServer, startOwnServer } from './own-server.ts';
import { copyTemplateDataDir } from './template-data-dir.ts';

/**
 * Playwright's `test` with the suite's servers; specs import `test`, `expect` and the types from here.
 *
 * - Each worker runs its own server on a copy of the template data directory (global-setup.ts), and
 *   `baseURL` (the `page`, `request` and `browser.newContext()` default) points at it, so files running
 *   in different workers never share a database.
 * - `ownServer`: a server of the test's own, to kill and restart; set its environment with
 *   `test.use({ ownServerEnv: { … } })`. Its teardown runs even when the test times out.
 * - Service workers are blocked by default (playwright.config.ts): a spec that tests the offline app
 *   allows them with `test.use({ serviceWorkers: 'allow' })`.
 */
export * from '@playwright/test';

// Every browser test signs up from 127.0.0.1: the per-address limits (tested in the server suite) would
// refuse a worker's own sign-ups after the first twenty, and its gifts of a player's control after thirty.
const LIFTED_LIMITS = {
  ACCOUNT_REQUESTS_PER_ADDRESS: '100000',
  SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
  CONTROL_GIVES_PER_ADDRESS: '100000',
};

interface WorkerFixtures {
  /** The URL of this worker's server. */
  workerServerUrl: string;
  /** Closes, as the worker ends, any own server whose test timed out before it could be closed. */
  ownServersLeft: undefined;
}

interface TestFixtures {
  ownServerEnv: Record<string, string>;
  ownServer: OwnServer;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  workerServerUrl: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      const dataDir = await copyTemplateDataDir('skald-e2e-worker-');
      const server = spawnServer({ ...LIFTED_LIMITS, PORT: String(await freePort()), DATA_DIR: dataDir });
      try {
        await use(await server.waitUntilRunning(120_000));
      } finally {
        await server.stop('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  ownServersLeft: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use) => {
      await use(undefined);
      await closeOwnServersLeft();
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ workerServerUrl }, use) => use(workerServerUrl),
  ownServerEnv: [{}, { option: true }],
  ownServer: async ({ ownServerEnv }, use) => {
    const server = await startOwnServer(ownServerEnv);
    try {
      await use(server);
    } finally {
      await server.close();
    }
  },
});
