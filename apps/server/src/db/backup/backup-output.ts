import { closeSync, existsSync, linkSync, mkdirSync, openSync, rmSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

/** A mistake or refusal the person running the command can act on: printed as one sentence, no stack trace. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** `skald-backup-2026-11-28T09-05-00Z.<extension>`: sorts by time, and has no colon for other systems' sake. */
export function defaultBackupName(extension: string, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `skald-backup-${stamp}.${extension}`;
}

/** How a path is shown: relative to the folder the command runs in when it lies below it. */
export function shownPath(path: string, cwd = process.env.INIT_CWD ?? process.cwd()): string {
  const inside = relative(cwd, path);
  return inside && !inside.startsWith('..') ? inside : path;
}

/** 3.4 MB, 812 kB, 95 B: the size a person reads. */
export function shownSize(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} kB`;
  return `${bytes} B`;
}

/** Node's error codes (and their WASI numbers, which PGlite's file system throws) a person can act on. */
const FILE_FAILURES: Record<string, { errno: number; words: string }> = {
  ENOSPC: { errno: 51, words: 'the disk is full' },
  EDQUOT: { errno: 19, words: 'the disk quota is used up' },
  EACCES: { errno: 2, words: 'permission denied' },
  EPERM: { errno: 63, words: 'permission denied' },
  EROFS: { errno: 69, words: 'the file system is read-only' },
  ENOTDIR: { errno: 54, words: 'part of the path is a file, not a folder' },
  ENOENT: { errno: 44, words: 'no such file or folder' },
  EIO: { errno: 29, words: 'the disk reported an input/output error' },
};

/**
 * A file system failure as words and its code, as in "the disk is full (ENOSPC)": from Node's `code`, or
 * from the `errno` of the ErrnoError that PGlite's file system throws without any message.
 */
export function fileFailure(error: unknown): string {
  const { code, errno, name } = (error ?? {}) as { code?: unknown; errno?: unknown; name?: unknown };
  const wasi = name === 'ErrnoError' && typeof errno === 'number';
  const known = Object.entries(FILE_FAILURES).find(([key, each]) => key === code || (wasi && each.errno === errno));
  if (known) return `${known[1].words} (${known[0]})`;
  if (typeof code === 'string') return code;
  return wasi ? `file system error ${errno}` : String((error as Error)?.message ?? error);
}

/** Whether `fileFailure()` has words for this error: a file system failure rather than a database's. */
export function isFileFailure(error: unknown): boolean {
  const { code, errno, name } = (error ?? {}) as { code?: unknown; errno?: unknown; name?: unknown };
  return (typeof code === 'string' && code in FILE_FAILURES) || (name === 'ErrnoError' && typeof errno === 'number');
}

/**
 * Where a backup is written: `--out FILE`, or the default name in `./backups/`. The file is written beside
 * its final name as `<name>.partial` and linked into place only when whole, so a backup that failed leaves
 * nothing that looks like one, and an existing file is never overwritten (a link refuses an existing name).
 */
export interface BackupTarget {
  path: string;
  partial: string;
  /** Links the finished partial file to `path` and removes the partial name. */
  commit(): void;
  /** Removes the partial file after a failure. */
  discard(): void;
}

/** `out` is a path already resolved (the caller's `--out`), or undefined for the default name in `cwd/backups/`. */
export function claimBackupTarget(out: string | undefined, extension: string, cwd = process.cwd()): BackupTarget {
  const path = out ?? resolve(cwd, 'backups', defaultBackupName(extension));
  if (existsSync(path)) throw new BackupError(`${shownPath(path)} already exists; a backup never overwrites a file.`);
  try {
    mkdirSync(dirname(path), { recursive: true });
  } catch (error) {
    // mkdir answers EEXIST (or ENOTDIR) when a file stands where one of the folders should be.
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EEXIST' || code === 'ENOTDIR' ? 'part of that path is a file' : fileFailure(error);
    throw new BackupError(`cannot make the folder ${shownPath(dirname(path))} for the backup (${why}).`);
  }
  try {
    closeSync(openSync(`${path}.partial`, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      // Also what a backup killed midway leaves: saying only "another backup" would block every retry.
      const partial = shownPath(`${path}.partial`);
      throw new BackupError(
        `${partial} exists: another backup is writing ${shownPath(path)}, or one was stopped before it finished; if none is running, delete ${partial} and run the backup again.`,
      );
    }
    throw new BackupError(`cannot write ${shownPath(path)} (${fileFailure(error)}).`);
  }
  const partial = `${path}.partial`;
  return {
    path,
    partial,
    commit: () => {
      try {
        linkSync(partial, path);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        throw new BackupError(
          code === 'EEXIST'
            ? `${shownPath(path)} appeared while the backup was written; the backup is kept as ${shownPath(partial)}.`
            : `cannot name the backup ${shownPath(path)} (${code}); it is kept as ${shownPath(partial)}.`,
        );
      }
      rmSync(partial, { force: true });
    },
    discard: () => rmSync(partial, { force: true }),
  };
}
