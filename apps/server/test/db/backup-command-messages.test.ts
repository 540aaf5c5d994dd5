import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '@skald/testing/server-process';
import { afterAll, describe, expect, it } from 'vitest';
import { claimBackupTarget, fileFailure } from '../../src/db/backup/backup-output.ts';
import { readPgliteBackup } from '../../src/db/backup/pglite-backup-file.ts';
import { runProcess } from '../../src/db/backup/run-process.ts';

/**
 * What `npm run backup` / `npm run restore` tell a self-hoster when the files around them are not as
 * expected: one sentence saying what is wrong and what to do, never a bare error code or a wrong guess.
 */
const work = mkdtempSync(join(tmpdir(), 'skald-backup-messages-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `npm run --silent <script> -- <args>` at the repository's root with DATA_DIR set, as a person runs it. */
function npmRun(script: 'backup' | 'restore', args: string[], dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  return runProcess('npm', ['run', '--silent', script, '--', ...args], { cwd: repoRoot, env });
}

describe('where a backup is written', () => {
  it('says a .partial file left by a backup stopped midway may be deleted, not only that another backup runs', () => {
    const path = join(work, 'nightly.pglite');
    writeFileSync(`${path}.partial`, 'half a backup');
    expect(() => claimBackupTarget(path, 'pglite')).toThrow(
      /nightly\.pglite\.partial exists: another backup is writing .*nightly\.pglite, or one was stopped before it finished; if none is running, delete .*nightly\.pglite\.partial and run the backup again\.$/,
    );
  });

  it('names a file standing where the folder of --out should be', () => {
    const file = join(work, 'notes.txt');
    writeFileSync(file, 'not a folder');
    expect(() => claimBackupTarget(join(file, 'backup.pglite'), 'pglite')).toThrow(
      /^cannot make the folder .*notes\.txt for the backup \(part of that path is a file\)\.$/,
    );
  });
});

describe('a backup file cut short', () => {
  it('inside its header line is said to be cut short, not to be no backup at all', async () => {
    const cut = join(work, 'cut-in-header.pglite');
    writeFileSync(cut, 'SKALD-BACKUP {"format":1,"datab');
    await expect(readPgliteBackup(cut)).rejects.toThrow(
      /cut-in-header\.pglite is cut short or damaged \(it ends inside its header\); nothing was restored\.$/,
    );
  });
});

describe('a file system failure in words', () => {
  it("reads PGlite's message-less ErrnoError and Node's codes alike", () => {
    const pgliteFull = Object.assign(new Error(), { name: 'ErrnoError', errno: 51, message: undefined });
    const nodeFull = Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    expect(fileFailure(pgliteFull)).toBe('the disk is full (ENOSPC)');
    expect(fileFailure(nodeFull)).toBe('the disk is full (ENOSPC)');
    expect(fileFailure(Object.assign(new Error(), { name: 'ErrnoError', errno: 999 }))).toBe('file system error 999');
  });
});

describe('the commands', () => {
  it('answer --help with their usage and success', { timeout: 60_000 }, async () => {
    const help = await npmRun('backup', ['--help'], join(work, 'data'));
    expect(help.stdout).toMatch(/^Usage: npm run backup \[-- --out FILE\]\n/);
    expect(help.stderr).toBe('');
    expect(help.code).toBe(0);
  });

  it('say a backup file named that does not exist, or is a folder', { timeout: 60_000 }, async () => {
    const missing = await npmRun('restore', [join(work, 'missing.pglite')], join(work, 'data'));
    expect(missing.stderr).toMatch(/^Skald restore: there is no file .*missing\.pglite\.\n$/);
    expect(missing.code).toBe(1);
    const folder = await npmRun('restore', [work], join(work, 'data'));
    expect(folder.stderr).toMatch(/^Skald restore: .* is a folder, not a backup file\.\n$/);
  });

  it('say DATA_DIR is a file, not a folder, instead of an mkdir error', { timeout: 60_000 }, async () => {
    const file = join(work, 'skald.env');
    writeFileSync(file, 'PORT=3000\n');
    const restore = await npmRun('restore', [file], file);
    expect(restore.stderr).toMatch(/^Skald restore: DATA_DIR .*skald\.env is a file, not a folder; point DATA_DIR at/);
    expect(restore.code).toBe(1);
    const backup = await npmRun('backup', [], file);
    expect(backup.stderr).toMatch(/^Skald backup: DATA_DIR .*skald\.env is a file, not a folder;/);
  });
});
