import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { ConfigError, type DatabaseTarget, readConfig } from '../../config.ts';
import { databaseErrorCause } from '../open-database.ts';
import { BackupError, shownPath } from './backup-output.ts';
import { describePostgres } from './postgres-tools.ts';

/** The words after `npm run backup --` / `npm run restore --`: flags, `--out FILE` or `--out=FILE`, and the rest. */
export function readArguments(args: string[]): { flags: Set<string>; out: string | undefined; rest: string[] } {
  const flags = new Set<string>();
  const rest: string[] = [];
  let out: string | undefined;
  for (let n = 0; n < args.length; n++) {
    const arg = args[n] ?? '';
    if (arg === '--out') out = args[++n] ?? '';
    else if (arg.startsWith('--out=')) out = arg.slice('--out='.length);
    else if (arg.startsWith('--')) flags.add(arg);
    else rest.push(arg);
  }
  return { flags, out, rest };
}

/**
 * Where the person ran the command: npm runs a script in the repository's root, and says where it was
 * started in INIT_CWD, so a FILE they name is found where they see it.
 */
export function callerPath(file: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** The database the server would open, from the same environment variables (DATA_DIR, DATABASE_URL). */
export function configuredDatabase(): DatabaseTarget {
  const database = readConfig().database;
  // The embedded database is the folder `db` inside DATA_DIR; a file named as DATA_DIR is a typo to say so.
  const dataDir = database.kind === 'pglite' ? dirname(database.dataDir) : undefined;
  if (dataDir && existsSync(dataDir) && !statSync(dataDir).isDirectory()) {
    throw new BackupError(
      `DATA_DIR ${shownPath(dataDir)} is a file, not a folder; point DATA_DIR at Skald's data folder.`,
    );
  }
  return database;
}

/** Names the database as a person reads it: the embedded one's folder, or PostgreSQL's database and host. */
export function describeDatabase(target: DatabaseTarget): string {
  if (target.kind === 'pglite') return `the embedded database in ${shownPath(target.dataDir)}`;
  return describePostgres(target.url);
}

/**
 * Runs a command's work and ends the process: its one line on success; one sentence on stderr and exit
 * code 1 on every failure. A user's mistake never shows a stack trace, and an unexpected failure shows
 * only its cause.
 */
export async function runCommand(name: string, usage: string, work: () => Promise<string>): Promise<never> {
  // Asked for, the usage is an answer (stdout, exit 0), not the refusal of a wrong call.
  if (process.argv.slice(2).some((arg) => arg === '--help' || arg === '-h')) {
    process.stdout.write(`${usage}\n`);
    process.exit(0);
  }
  try {
    process.stdout.write(`${await work()}\n`);
    process.exit(0);
  } catch (error) {
    if (error instanceof UsageError) process.stderr.write(`${usage}\n`);
    else if (error instanceof BackupError || error instanceof ConfigError) {
      process.stderr.write(`Skald ${name}: ${error.message}\n`);
    } else process.stderr.write(`Skald ${name} failed: ${databaseErrorCause(error)}\n`);
    process.exit(1);
  }
}

/** The command was called with words it does not take: its usage is printed. */
export class UsageError extends Error {}

export function seconds(startedMs: number): string {
  return `${((performance.now() - startedMs) / 1000).toFixed(1)} s`;
}
