import { statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';

export type DatabaseTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  srdDataDir: string | undefined;
  publicUrl: string;
  sessionSecret: string | undefined;
  webDistDir: string;
  logLevel: string;
}

/** A configuration mistake the operator must fix; `main` prints its message as one line. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readPort(env: Env): number {
  const raw = env.PORT?.trim();
  if (!raw) return 3000;
  if (!/^\d+$/.test(raw))
    throw new ConfigError('PORT', `"${raw}" is not a port number; use a whole number from 0 to 65535`);
  const port = Number(raw);
  if (port > 65535) throw new ConfigError('PORT', `${port} is out of range; use a whole number from 0 to 65535`);
  return port;
}

function readDatabase(env: Env, dataDir: string): DatabaseTarget {
  const url = env.DATABASE_URL?.trim();
  if (!url) return { kind: 'pglite', dataDir: resolve(dataDir, 'db') };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError('DATABASE_URL', 'is not a URL; expected postgres://user:password@host:5432/database');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new ConfigError(
      'DATABASE_URL',
      `uses "${parsed.protocol}"; expected postgres://user:password@host:5432/database`,
    );
  }
  if (!parsed.hostname && !parsed.searchParams.get('host')) {
    throw new ConfigError('DATABASE_URL', 'names no host; expected postgres://user:password@host:5432/database');
  }
  return { kind: 'postgres', url };
}

function readPublicUrl(env: Env, host: string, port: number): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    return url.origin;
  } catch {
    throw new ConfigError('PUBLIC_URL', `"${raw}" is not an http(s) URL such as https://skald.example.org`);
  }
}

/** SRD_DATA_DIR, when set, must be a folder; its files are read only when the compendium is empty. */
function readSrdDataDir(env: Env, cwd: string): string | undefined {
  const raw = env.SRD_DATA_DIR?.trim();
  if (!raw) return undefined;
  const dir = resolve(cwd, raw);
  let isFolder = false;
  try {
    isFolder = statSync(dir).isDirectory();
  } catch {
    throw new ConfigError('SRD_DATA_DIR', `${dir} does not exist; point it at a 5e-database src/2014/en folder`);
  }
  if (!isFolder) {
    throw new ConfigError('SRD_DATA_DIR', `${dir} is not a folder; point it at a 5e-database src/2014/en folder`);
  }
  return dir;
}

/** Reads the server's settings from the environment; throws ConfigError naming the variable at fault. */
export function readConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const port = readPort(env);
  const host = env.HOST?.trim() || '127.0.0.1';
  const dataDirRaw = env.DATA_DIR?.trim() || './data';
  const dataDir = isAbsolute(dataDirRaw) ? dataDirRaw : resolve(cwd, dataDirRaw);
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  }
  return {
    port,
    host,
    dataDir,
    database: readDatabase(env, dataDir),
    srdDataDir: readSrdDataDir(env, cwd),
    publicUrl: readPublicUrl(env, host, port),
    sessionSecret: env.SESSION_SECRET?.trim() || undefined,
    webDistDir: resolve(import.meta.dirname, '../../web/dist'),
    logLevel,
  };
}
