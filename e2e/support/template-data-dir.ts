import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer } from '@skald/testing/server-process';

/** Where global-setup.ts tells the workers the template is. */
const TEMPLATE_VARIABLE = 'SKALD_E2E_TEMPLATE_DATA_DIR';

/** A fresh database's migrations and SRD import take over a minute on a loaded machine. */
const FIRST_START_MS = 180_000;

/**
 * Makes the data directory every server of the suite starts from: the real server is started once on an
 * empty DATA_DIR (migrations, SRD import), then stopped gracefully, so the embedded database is flushed.
 * Copying it is seconds where making it again would be a minute.
 */
export async function makeTemplateDataDir(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skald-e2e-template-'));
  const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
  try {
    await server.waitUntilRunning(FIRST_START_MS);
  } catch (error) {
    await server.stop('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  await server.stop();
  process.env[TEMPLATE_VARIABLE] = dataDir;
  return dataDir;
}

/** A copy of the template in a new temporary folder, for one server's DATA_DIR. */
export async function copyTemplateDataDir(prefix: string): Promise<string> {
  const template = process.env[TEMPLATE_VARIABLE];
  if (!template)
    throw new Error(`${TEMPLATE_VARIABLE} is unset: run the browser tests through e2e/playwright.config.ts`);
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}
