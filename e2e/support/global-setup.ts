import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot, startServer } from '@skald/testing/server-process';

/** One real server for the whole browser suite; its URL reaches the workers through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests.');
  }
  const server = await startServer();
  process.env.SKALD_BASE_URL = server.url;
  return () => server.stop();
}
