import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startServer } from '@skald/testing/server-process';

/** One real server for the whole browser suite; its URL reaches the workers through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests.');
  }
  // Every browser test signs up from 127.0.0.1: the per-address limits (tested in the server suite) would
  // refuse the suite's own sign-ups after the first twenty, and its gifts of a player's control after thirty.
  // A fresh embedded database is made and migrated first: seconds on CI, over a minute on a loaded machine.
  const server = await startServer(
    {
      ACCOUNT_REQUESTS_PER_ADDRESS: '100000',
      SIGN_IN_ATTEMPTS_PER_ADDRESS: '100000',
      CONTROL_GIVES_PER_ADDRESS: '100000',
    },
    { startTimeoutMs: 180_000 },
  );
  process.env.SKALD_BASE_URL = server.url;
  return () => server.stop();
}
