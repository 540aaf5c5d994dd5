import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import { databaseErrorCause } from '../open-database.ts';
import { BackupError } from './backup-output.ts';
import { runProcess } from './run-process.ts';

/** PostgreSQL's client tools (pg_dump, pg_restore), found on PATH or where Debian installs each version. */
export interface PostgresTool {
  path: string;
  major: number;
}

function versionOf(path: string): number | undefined {
  const run = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  const major = /\(PostgreSQL\)\s+(\d+)/.exec(run.stdout ?? '')?.[1];
  return major ? Number(major) : undefined;
}

function candidates(name: string): string[] {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter(Boolean)
    .map((dir) => join(dir, name));
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').map((version) => join('/usr/lib/postgresql', version, 'bin', name))
    : [];
  return [...new Set([...onPath, ...debian])].filter((path) => existsSync(path));
}

/** The newest `name` this machine has; refused when there is none, or when it is older than the server. */
export function findPostgresTool(name: 'pg_dump' | 'pg_restore', serverMajor: number): PostgresTool {
  const found = candidates(name)
    .map((path) => ({ path, major: versionOf(path) }))
    .filter((tool): tool is PostgresTool => tool.major !== undefined)
    .sort((a, b) => b.major - a.major);
  const newest = found[0];
  if (!newest) {
    throw new BackupError(
      `${name} is not installed (looked on PATH and in /usr/lib/postgresql/*/bin); install PostgreSQL's client tools, e.g. apt-get install postgresql-client-${serverMajor}.`,
    );
  }
  if (newest.major < serverMajor) {
    throw new BackupError(
      `${name} ${newest.major} (${newest.path}) is older than the PostgreSQL ${serverMajor} server; install postgresql-client-${serverMajor} or newer.`,
    );
  }
  return newest;
}

/** The connection for libpq's tools: the URL without its password, which goes in PGPASSWORD (not on `ps`). */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** `the PostgreSQL database skald on db.example.org:5432`: a database as a person reads it (no password). */
export function describePostgres(url: string): string {
  const { hostname, port, pathname } = new URL(url);
  return `the PostgreSQL database ${pathname.slice(1)} on ${hostname}:${port || 5432}`;
}

/** One query on a fresh connection, with a clear sentence when the server cannot be reached. */
export async function queryPostgres<Row extends object>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => {});
    throw new BackupError(`cannot reach ${describePostgres(url)} (${databaseErrorCause(error)}); check DATABASE_URL.`);
  }
  try {
    return (await client.query<Row>(text)).rows;
  } catch (error) {
    throw new BackupError(`${describePostgres(url)} refused a question (${databaseErrorCause(error)}).`);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function postgresServerMajor(url: string): Promise<number> {
  const [row] = await queryPostgres<{ server_version_num: string }>(url, 'show server_version_num');
  return Math.floor(Number(row?.server_version_num) / 10_000);
}

/** Runs a client tool; a failure becomes one sentence: its first error line. */
export async function runTool(tool: PostgresTool, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { code, stdout, stderr } = await runProcess(tool.path, args, { env }).catch((error: Error) => {
    throw new BackupError(`${tool.path} could not run (${error.message}).`);
  });
  if (code === 0) return stdout;
  const line = stderr.split('\n').find((text) => /error|fatal/i.test(text)) ?? stderr.split('\n')[0] ?? '';
  const why = line.replace(/^\S+:\s*/, '').trim() || `exit ${code}`;
  throw new BackupError(`${tool.path.split('/').pop()} failed: ${why}.`);
}
