import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer } from '@skald/testing/server-process';
import { describe, expect, it } from 'vitest';

describe('DEFAULT_TIER at start-up', () => {
  // The tiers are rows, so the server first makes and migrates a fresh embedded database: over a minute
  // on a busy two-core machine running another test file beside it.
  it('refuses to start with one line naming the known tiers when it names no tier', { timeout: 180_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'skald-tier-'));
    try {
      const server = spawnServer({ PORT: String(await freePort()), DATA_DIR: dataDir, DEFAULT_TIER: 'Gold' });
      const { code } = await server.exited;
      expect(code).toBe(1);
      expect(server.stderr()).toBe(
        'Skald could not start: DEFAULT_TIER: "gold" is not a tier; use one of free, legacy, folk-hero, noble, deity, unlimited\n',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
