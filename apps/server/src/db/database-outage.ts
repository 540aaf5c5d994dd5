import { DrizzleQueryError } from 'drizzle-orm';

/** PostgreSQL error classes that mean the server, not the query, is the trouble. */
const OUTAGE_SQLSTATES = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin shutdown, crash shutdown, cannot connect now, database dropped
  /^53300$/, // too many connections
  /^3D000$/, // the database does not exist (any more)
];
/**
 * Socket errors, which say nothing of whose socket it was: a browser hanging up on an upload is an
 * ECONNRESET too, and so is a mail server's. They count only beneath a database call's failure.
 */
const OUTAGE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENOENT', // the embedded database's socket, between its process ending and the next one listening
]);
/** What node-postgres and PGlite say, without a code, when the connection or the database is gone. */
const OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /^Cannot use a pool after calling end on the pool/,
  /^timeout exceeded when trying to connect/,
  /^PGlite is closed/,
];

/**
 * Opening a pool connection fails with net's bare error (Drizzle wraps only queries), so the pool wraps
 * it in this to say it was the database that could not be reached.
 */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super('A connection to the database could not be opened.', { cause });
  }
}

/**
 * True when `error`, or an error it wraps (Drizzle wraps the driver's), says the database cannot be
 * reached, as opposed to a query it refused: the caller may try again later (503), nothing is wrong
 * with the request. Only the database's errors count: a SQLSTATE, the drivers' words, or a socket error
 * beneath a query or a connection to the database.
 */
export function isDatabaseOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  let fromDatabase = false;
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    fromDatabase ||= current instanceof DrizzleQueryError || current instanceof DatabaseConnectError;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && OUTAGE_SQLSTATES.some((state) => state.test(code))) return true;
    if (fromDatabase && typeof code === 'string' && OUTAGE_ERRNOS.has(code)) return true;
    if (typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}
