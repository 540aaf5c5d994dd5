/** PostgreSQL error classes that mean the server, not the query, is the trouble. */
const OUTAGE_SQLSTATES = [
  /^08/, // connection exception
  /^57P0[1-4]$/, // admin shutdown, crash shutdown, cannot connect now, database dropped
  /^53300$/, // too many connections
  /^3D000$/, // the database does not exist (any more)
];
const OUTAGE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** What node-postgres and PGlite say, without a code, when the connection or the database is gone. */
const OUTAGE_MESSAGES = [
  /^Connection terminated/,
  /^Cannot use a pool after calling end on the pool/,
  /^timeout exceeded when trying to connect/,
  /^PGlite is closed/,
];

/**
 * True when `error`, or an error it wraps (Drizzle wraps the driver's), says the database cannot be
 * reached, as opposed to a query it refused: the caller may try again later (503), nothing is wrong
 * with the request.
 */
export function isDatabaseOutage(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current;
    if (typeof code === 'string' && (OUTAGE_ERRNOS.has(code) || OUTAGE_SQLSTATES.some((state) => state.test(code)))) {
      return true;
    }
    if (typeof message === 'string' && OUTAGE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = current.cause as typeof current;
  }
  return false;
}
