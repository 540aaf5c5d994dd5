import { statSync } from 'node:fs';
import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { CONNECTIONS_PER_ADDRESS, LIVE_SOCKETS_PER_ADDRESS } from '@skald/contract/connection-limits';
import { BROADCAST_GRACE_MS } from '@skald/contract/live/live-messages';

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
  /** Google sign-in, offered only when both the client id and secret are set. */
  google: GoogleSignIn | undefined;
  /** Where password-reset mail goes out; unset means the link is logged instead. */
  smtp: { url: string; from: string } | undefined;
  /** Accounts with these (lowercased) e-mail addresses become administrators when they sign up or in. */
  adminEmails: string[];
  attemptLimits: AttemptLimits;
  /** Which proxies' X-Forwarded-For to believe, so limits count the visitor's address rather than the proxy's. */
  trustProxy: TrustProxy;
  passwordHash: PasswordHashCost;
  /** DEFAULT_TIER: the tier of accounts given none (a row of the tiers table; `unlimited` for no limits). */
  defaultTierId: string;
  /** SKALD_BROADCAST_GRACE_MS: how long a GM may be gone before their broadcast is interrupted (tests shorten it). */
  broadcastGraceMs: number;
  /** LIVE_SOCKETS_PER_ADDRESS: live sockets open at once from one address (a venue's players share one). */
  liveSocketsPerAddress: number;
  /** CONNECTIONS_PER_ADDRESS: connections open at once from one client, counted only without TRUST_PROXY. */
  connectionsPerAddress: number;
}

export interface GoogleSignIn {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
}

/** Fastify's trustProxy: none, every proxy, a number of hops, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** Account requests allowed in one window before the answer is 429. */
export interface AttemptLimits {
  /** Failed sign-ins for one e-mail address. */
  failuresPerAccount: number;
  /** Sign-ins of any outcome from one client address. */
  attemptsPerAddress: number;
  /** Sign-ups and password-reset requests, together, from one client address. */
  accountRequestsPerAddress: number;
  /** Password-reset requests for one e-mail address. */
  resetsPerAccount: number;
  /** Gives of a player's control by one account, and from one client address (each names a user to look up). */
  controlGivesPerAccount: number;
  controlGivesPerAddress: number;
  windowMinutes: number;
}

/** Argon2id cost; production uses OWASP's minimum, tests may pass a cheaper one to `buildApp`. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const PRODUCTION_PASSWORD_HASH: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  failuresPerAccount: 10,
  attemptsPerAddress: 30,
  accountRequestsPerAddress: 20,
  resetsPerAccount: 3,
  controlGivesPerAccount: 10,
  controlGivesPerAddress: 30,
  windowMinutes: 15,
};

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

function readGoogle(env: Env): GoogleSignIn | undefined {
  const clientId = env.GOOGLE_CLIENT_ID?.trim();
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim();
  if (!clientId && !clientSecret) return undefined;
  if (!clientId)
    throw new ConfigError('GOOGLE_CLIENT_ID', 'is unset but GOOGLE_CLIENT_SECRET is set; set both or neither');
  if (!clientSecret)
    throw new ConfigError('GOOGLE_CLIENT_SECRET', 'is unset but GOOGLE_CLIENT_ID is set; set both or neither');
  const issuerUrl = env.GOOGLE_ISSUER_URL?.trim() || 'https://accounts.google.com';
  if (!URL.canParse(issuerUrl) || !/^https?:$/.test(new URL(issuerUrl).protocol)) {
    throw new ConfigError(
      'GOOGLE_ISSUER_URL',
      `"${issuerUrl}" is not an http(s) URL such as https://accounts.google.com`,
    );
  }
  return { issuerUrl, clientId, clientSecret };
}

function readSmtp(env: Env, publicUrl: string): ServerConfig['smtp'] {
  const url = env.SMTP_URL?.trim();
  if (!url) return undefined;
  if (!URL.canParse(url) || !/^smtps?:$/.test(new URL(url).protocol)) {
    throw new ConfigError(
      'SMTP_URL',
      'is not an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587',
    );
  }
  const from = env.SMTP_FROM?.trim() || `Skald <no-reply@${new URL(publicUrl).hostname}>`;
  return { url, from };
}

function readCount(env: Env, variable: string, fallback: number): number {
  const raw = env[variable]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new ConfigError(variable, `"${raw}" is not a whole number above 0`);
  return Number(raw);
}

const TRUST_PROXY_HINT = 'use true, a number of proxies, or proxy addresses such as 10.0.0.1,10.1.0.0/16';

function readTrustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const bitsValid = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 6 ? 128 : 32));
    if (!family || !bitsValid || extra !== undefined) {
      throw new ConfigError('TRUST_PROXY', `"${entry}" is not an address or range; ${TRUST_PROXY_HINT}`);
    }
  }
  return entries;
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
  const publicUrl = readPublicUrl(env, host, port);
  return {
    port,
    host,
    dataDir,
    database: readDatabase(env, dataDir),
    srdDataDir: readSrdDataDir(env, cwd),
    publicUrl,
    sessionSecret: env.SESSION_SECRET?.trim() || undefined,
    webDistDir: resolve(import.meta.dirname, '../../web/dist'),
    logLevel,
    google: readGoogle(env),
    smtp: readSmtp(env, publicUrl),
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    attemptLimits: {
      failuresPerAccount: readCount(env, 'SIGN_IN_FAILURES_PER_ACCOUNT', DEFAULT_ATTEMPT_LIMITS.failuresPerAccount),
      attemptsPerAddress: readCount(env, 'SIGN_IN_ATTEMPTS_PER_ADDRESS', DEFAULT_ATTEMPT_LIMITS.attemptsPerAddress),
      accountRequestsPerAddress: readCount(
        env,
        'ACCOUNT_REQUESTS_PER_ADDRESS',
        DEFAULT_ATTEMPT_LIMITS.accountRequestsPerAddress,
      ),
      resetsPerAccount: DEFAULT_ATTEMPT_LIMITS.resetsPerAccount,
      controlGivesPerAccount: DEFAULT_ATTEMPT_LIMITS.controlGivesPerAccount,
      controlGivesPerAddress: readCount(
        env,
        'CONTROL_GIVES_PER_ADDRESS',
        DEFAULT_ATTEMPT_LIMITS.controlGivesPerAddress,
      ),
      windowMinutes: DEFAULT_ATTEMPT_LIMITS.windowMinutes,
    },
    trustProxy: readTrustProxy(env),
    passwordHash: PRODUCTION_PASSWORD_HASH,
    defaultTierId: env.DEFAULT_TIER?.trim().toLowerCase() || 'free',
    broadcastGraceMs: readCount(env, 'SKALD_BROADCAST_GRACE_MS', BROADCAST_GRACE_MS),
    liveSocketsPerAddress: readCount(env, 'LIVE_SOCKETS_PER_ADDRESS', LIVE_SOCKETS_PER_ADDRESS),
    connectionsPerAddress: readCount(env, 'CONNECTIONS_PER_ADDRESS', CONNECTIONS_PER_ADDRESS),
  };
}
