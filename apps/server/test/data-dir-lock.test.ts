import { writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database.ts';

// Each test makes a database on disk from nothing (initdb): over a minute on a loaded two-core machine.
describe('the embedded database folder is used by one process at a time', { timeout: 180_000 }, () => {
  it('a second open of the same folder is refused with a line naming DATA_DIR, and allowed after close', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skald-lock-'));
    const target = { kind: 'pglite', dataDir: join(dir, 'db') } as const;
    try {
      const first = await openDatabase(target);
      await expect(openDatabase(target)).rejects.toThrow(/^DATA_DIR: another Skald \(process \d+\) is using /);
      await first.close();
      const again = await openDatabase(target);
      await again.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a lock held by another running process is refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skald-lock-'));
    const target = { kind: 'pglite', dataDir: join(dir, 'db') } as const;
    try {
      // The test runner's parent process stands in for another Skald: it is alive and is not us.
      writeFileSync(`${target.dataDir}.lock`, String(process.ppid));
      await expect(openDatabase(target)).rejects.toThrow(`DATA_DIR: another Skald (process ${process.ppid})`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a lock left by a process that no longer runs is taken over', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skald-lock-'));
    const target = { kind: 'pglite', dataDir: join(dir, 'db') } as const;
    try {
      // Process ids are capped well below this on Linux, so no process has it.
      writeFileSync(`${target.dataDir}.lock`, '2147483646');
      const database = await openDatabase(target);
      await database.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
