import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSession } from '@skald/testing/http-session';
import { freePort, type ServerProcess, spawnServer } from '@skald/testing/server-process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBackupName } from '../../src/db/backup/backup-output.ts';
import { findPostgresTool, libpqConnection, postgresServerMajor, runTool } from '../../src/db/backup/postgres-tools.ts';
import { adminDatabaseUrl, testDatabaseName } from '../test-database.ts';
import {
  type DatabasePlace,
  holdsNothing,
  type LibraryView,
  newDatabasePlace,
  npmRun,
  readLibrary,
  startWriter,
} from './backup-test-kit.ts';

/**
 * `npm run backup` on a server under writes, `npm run restore` into a new place, and a second server on
 * it: the restored library is the original's at one moment of its history (all the writes up to some k,
 * none after), a moment inside the backup's run. On PGlite in `npm test`; on PostgreSQL in CI's second pass.
 */
const PASSWORD = 'a backup test password';
const EMAIL = 'backed-up-gm@example.test';
const SERVER_ENV = { DEFAULT_TIER: 'unlimited', ACCOUNT_REQUESTS_PER_ADDRESS: '1000' };
const onPostgres = adminDatabaseUrl !== undefined;

const work = mkdtempSync(join(tmpdir(), 'skald-backup-test-'));
const places: DatabasePlace[] = [];
const servers: ServerProcess[] = [];

async function place(): Promise<DatabasePlace> {
  const made = await newDatabasePlace();
  places.push(made);
  return made;
}

async function serve(on: DatabasePlace): Promise<string> {
  const server = spawnServer({ ...SERVER_ENV, ...on.env, PORT: String(await freePort()) });
  servers.push(server);
  return server.waitUntilRunning(90_000);
}

let original: DatabasePlace;
let restored: DatabasePlace;
let backupFile: string;
let restoredServer: ServerProcess | undefined;

beforeAll(async () => {
  original = await place();
  restored = await place();
});

afterAll(async () => {
  await Promise.allSettled(servers.map((server) => server.stop('SIGKILL')));
  await Promise.allSettled(places.map((each) => each.dispose()));
  rmSync(work, { recursive: true, force: true });
});

function sameView(a: LibraryView, b: LibraryView): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

describe(`npm run backup and npm run restore (${testDatabaseName})`, () => {
  it('restores the library and the running fight exactly as they were at one moment of the backup', {
    timeout: 120_000,
  }, async () => {
    const url = await serve(original);
    const writer = await startWriter(url, EMAIL, PASSWORD);
    await writer.until(6);

    backupFile = join(work, onPostgres ? 'under-writes.pgdump' : 'under-writes.pglite');
    const acknowledgedBefore = writer.state.acknowledged;
    const backup = await npmRun('backup', ['--out', backupFile], original.env);
    const startedBefore = writer.state.started;
    await writer.until(startedBefore + 2);
    await writer.stop();
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up the .+ to .+: [\d.]+ [kM]?B in [\d.]+ s \(.+\)\.\n$/);
    if (!onPostgres) {
      expect(backup.stdout).toMatch(/by the running server, whose queries waited \d+ ms/);
      // Only the server's own OS user may ask it for a copy.
      expect(statSync(join(original.env.DATA_DIR ?? '', 'db.backup.sock')).mode & 0o777).toBe(0o600);
    }
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);

    const restore = await npmRun('restore', [backupFile], restored.env);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^Restored .+ into .+ in [\d.]+ s; start Skald to serve it\.\n$/);

    const restoredUrl = await serve(restored);
    restoredServer = servers.at(-1);
    const gm = await openSession(restoredUrl);
    await gm.signIn(EMAIL, PASSWORD);
    const view = await readLibrary(gm, writer.state.campaignId, writer.state.encounterId);
    const moments = writer.state.views.map((each, k) => (sameView(each, view) ? k : -1)).filter((k) => k >= 0);
    const window = `acknowledged before the backup: ${acknowledgedBefore}, started before it ended: ${startedBefore}`;
    expect(moments.length, `the restored library matches no moment of the original's (${window})`).toBeGreaterThan(0);
    expect(
      moments.some((k) => k >= acknowledgedBefore && k <= startedBefore),
      `${moments} vs ${window}`,
    ).toBe(true);
    expect(view.lists.npcs?.length).toBeGreaterThanOrEqual(3);
  });

  it('never replaces a database a running server uses, not even with --force', { timeout: 60_000 }, async () => {
    const refused = await npmRun('restore', [backupFile, '--force'], restored.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      onPostgres
        ? /^Skald restore: the PostgreSQL database \w+ on .+ has \d+ other connection\(s\) open \(a running Skald\?\); stop them/
        : /^Skald restore: a running Skald \(process \d+\) holds .+; stop it before restoring \(even --force never/,
    );
  });

  it('refuses a file that is not a backup and a cut one, writing nothing', { timeout: 60_000 }, async () => {
    const empty = await place();
    const notBackup = join(work, 'notes.txt');
    writeFileSync(notBackup, 'the party owes the innkeeper 3 gp\n');
    const cut = join(work, onPostgres ? 'cut.pgdump' : 'cut.pglite');
    const whole = readFileSync(backupFile);
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));

    const wrong = await npmRun('restore', [notBackup], empty.env);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^Skald restore: .*notes\.txt is not a Skald backup\.\n$/);
    const truncated = await npmRun('restore', [cut], empty.env);
    expect(truncated.code).toBe(1);
    expect(truncated.stderr).toMatch(
      /^Skald restore: .*cut\.pg\w+ is cut short or damaged \(.+\); nothing was restored\.\n$/,
    );
    expect(await holdsNothing(empty)).toBe(true);
  });

  it('refuses a place that holds a database unless --force, which keeps the replaced one', {
    timeout: 90_000,
  }, async () => {
    await restoredServer?.stop();
    const refused = await npmRun('restore', [backupFile], restored.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(onPostgres ? /already has tables; .* --force/ : /is not empty; .* --force/);

    const forced = await npmRun('restore', [backupFile, '--force'], restored.env);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    if (!onPostgres) {
      expect(forced.stdout).toMatch(/The database that was there is kept in .*db\.replaced-/);
      expect(readdirSync(restored.env.DATA_DIR ?? '').filter((name) => name.startsWith('db.replaced-'))).toHaveLength(
        1,
      );
    }
  });
});

describe.runIf(onPostgres)('a PostgreSQL backup', () => {
  it("refuses a pg_dump archive of a database that is not Skald's, on PostgreSQL", { timeout: 60_000 }, async () => {
    const other = await place();
    const otherUrl = other.env.DATABASE_URL ?? '';
    const client = new pg.Client({ connectionString: otherUrl });
    await client.connect();
    await client.query('create table guests (name text)');
    await client.end();
    const foreign = join(work, 'guests.pgdump');
    const pgDump = findPostgresTool('pg_dump', await postgresServerMajor(otherUrl));
    const { dbname, env } = libpqConnection(otherUrl);
    await runTool(pgDump, ['--format=custom', `--file=${foreign}`, `--dbname=${dbname}`], env);

    const empty = await place();
    const refused = await npmRun('restore', [foreign], empty.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /guests\.pgdump is a PostgreSQL backup, but not of Skald's database; nothing was restored\.\n$/,
    );
    expect(await holdsNothing(empty)).toBe(true);
  });
});

describe('the backup file', () => {
  it('is named by the UTC time it was taken, without colons', () => {
    expect(defaultBackupName('pglite', new Date('2026-11-28T09:05:07.123Z'))).toBe(
      'skald-backup-2026-11-28T09-05-07Z.pglite',
    );
  });
});
