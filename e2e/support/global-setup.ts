import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '@skald/testing/server-process';
import { makeTemplateDataDir } from './template-data-dir.ts';

/**
 * Makes the migrated, SRD-imported data directory once for the whole run; each worker starts its own
 * server on a copy of it (fixtures.ts). Its path reaches the workers through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests.');
  }
  const template = await makeTemplateDataDir();
  return () => rm(template, { recursive: true, force: true });
}
