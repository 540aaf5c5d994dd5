import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The one handle every module queries through, whichever driver is behind it. Each module imports its own
 * tables; the handle knows none of them (no relational queries), so the database folder depends on no module.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers once the database can run a query; throws otherwise. */
  ping(): Promise<void>;
  /** False from the moment `close()` is called. */
  isOpen(): boolean;
  /**
   * Calls `onPayload` with each notification on `channel` (LISTEN); answers the function that stops.
   * PostgreSQL listens on one dedicated connection, reconnecting after it is lost.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY `channel` with `payload` (under 8000 bytes); sent at once, outside any transaction. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * The embedded database only: its whole data folder as an uncompressed tar, taken while PGlite holds its
   * query lock, so no statement runs meanwhile (a crash-consistent image; see `backup/README.md`).
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}
