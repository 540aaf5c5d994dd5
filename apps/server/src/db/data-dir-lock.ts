import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { ConfigError } from '../config.ts';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process holding `dataDir`'s lock when another one that still runs does (a command must not open it). */
export function runningLockHolder(dataDir: string): number | undefined {
  try {
    const holder = Number.parseInt(readFileSync(`${dataDir}.lock`, 'utf8'), 10);
    return Number.isInteger(holder) && holder !== process.pid && isRunning(holder) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/** Locks this process holds, so a second open within the process is refused too. */
const heldHere = new Set<string>();

/**
 * Claims the embedded database folder for this process. Two processes writing one PGlite folder lose
 * each other's data, so a second Skald on the same DATA_DIR refuses to start. A lock left by a process
 * that no longer runs is taken over. Returns the function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (heldHere.has(lockPath)) {
    throw new ConfigError('DATA_DIR', `another Skald (process ${process.pid}) is using ${dataDir}; close it first`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new ConfigError(
          'DATA_DIR',
          `another Skald (process ${holder}) is using ${dataDir}; stop it first, or give this one its own DATA_DIR`,
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new ConfigError('DATA_DIR', `could not lock ${dataDir}; remove ${lockPath} if no Skald is running`);
}
