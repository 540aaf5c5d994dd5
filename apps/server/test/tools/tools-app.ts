import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import type { StatBlockReaderOptions } from '../../src/modules/tools/public.ts';

/**
 * The tools' routes read and store nothing: a database whose every query throws proves they never ask for
 * one (the app's live relay only subscribes to notifications, which this one takes and never sends).
 */
function noDatabase(): Database {
  const refuse = () => {
    throw new Error('the tools routes must not query the database');
  };
  return {
    db: new Proxy({}, { get: refuse }) as Database['db'],
    kind: 'pglite',
    ping: async () => {},
    isOpen: () => true,
    listen: async () => async () => {},
    notify: async () => {},
    close: async () => {},
  };
}

export interface ToolsApp {
  app: FastifyInstance;
  /** Posts `payload` to the stat-block reader as a visitor at `remoteAddress` (inject's own by default). */
  read(payload: unknown, remoteAddress?: string): Promise<LightMyRequestResponse>;
}

/** The real app on no database; the reader is called as another program would, with no cookie and no token. */
export async function startToolsApp(readers?: Partial<StatBlockReaderOptions>): Promise<ToolsApp> {
  const app = await buildApp({
    config: {
      publicUrl: 'http://127.0.0.1:3000',
      webDistDir: '/nonexistent/skald-web-dist',
      logLevel: 'silent',
      // Set, so the app does not keep a generated one in the database.
      sessionSecret: 'a session secret for the tools route tests',
    },
    database: noDatabase(),
    logger: false,
    ...(readers ? { statBlockReaders: readers } : {}),
  });
  await app.ready();
  return {
    app,
    read: (payload, remoteAddress) =>
      app.inject({
        method: 'POST',
        url: '/api/tools/read-stat-block',
        payload: payload as object,
        ...(remoteAddress ? { remoteAddress } : {}),
      }),
  };
}
