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
    closeSync(openSync(`${path}.partial`, 'wx', 0o600));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EEXIST' ? 'another backup is being written to it' : (code ?? String(error));
    throw new BackupError(`cannot write ${shownPath(path)} (${why}).`);
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
