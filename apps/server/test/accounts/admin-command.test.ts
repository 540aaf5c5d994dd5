import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from '@skald/testing/server-process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { users } from '../../src/modules/users/user-tables.ts';
import { adminDatabaseUrl, createScratchPostgresDatabase, type ScratchPostgresDatabase } from '../test-database.ts';

const run = promisify(execFile);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

let dataDir: string;
let scratch: ScratchPostgresDatabase | undefined;
let target: DatabaseTarget;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'skald-admin-'));
  scratch = adminDatabaseUrl ? await createScratchPostgresDatabase(adminDatabaseUrl) : undefined;
  target = scratch ? { kind: 'postgres', url: scratch.url } : { kind: 'pglite', dataDir: join(dataDir, 'db') };
  const database = await openDatabase(target);
  await database.db.insert(users).values({ email: 'keeper@example.test' });
  await database.close();
}, 60_000);

afterAll(async () => {
  await scratch?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- …args` as an operator types it, on the test's database. */
function admin(...args: string[]) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '' };
  return run(npm, ['run', '--silent', 'admin', '--', ...args], { cwd: repoRoot, env });
}

async function storedUser() {
  const database = await openDatabase(target);
  try {
    const [row] = await database.db.select().from(users).where(eq(users.email, 'keeper@example.test'));
    return row;
  } finally {
    await database.close();
  }
}

describe('npm run admin', () => {
  it('grants admin and a contributor area, and says what the account now has', async () => {
    expect((await admin('grant', 'Keeper@example.test')).stdout).toBe(
      'keeper@example.test: administrator; no contributor areas.\n',
    );
    expect((await admin('contribute', 'keeper@example.test', 'character-builder')).stdout).toBe(
      'keeper@example.test: administrator; contributes to character-builder.\n',
    );
    expect(await storedUser()).toMatchObject({ admin: true, contribute: ['character-builder'] });
    await admin('revoke', 'keeper@example.test');
    expect((await storedUser())?.admin).toBe(false);
  }, 60_000);

  it('exits 1 with a sentence for an unknown account and with the usage for a wrong command', async () => {
    await expect(admin('grant', 'nobody@example.test')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Skald admin: no account uses nobody@example.test.\n'),
    });
    await expect(admin('promote', 'keeper@example.test')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('npm run admin -- grant <email>'),
    });
  }, 60_000);
});
