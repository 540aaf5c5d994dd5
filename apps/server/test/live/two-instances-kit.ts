import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { AccountAppConfig } from '../accounts/account-test-app.ts';
import { createSharedTestDatabase } from '../test-database.ts';
import { liveServer } from './live-test-kit.ts';

/** Two listening apps on one database (PostgreSQL with DATABASE_URL, else one PGlite handle shared). */
export interface TwoInstances {
  shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  a: { app: FastifyInstance; url: string };
  b: { app: FastifyInstance; url: string };
}

/** A test file's two instances, opened before its tests (only when `when` holds) and closed after them. */
export function useTwoLiveServers(config: AccountAppConfig = {}, when = true): TwoInstances {
  const context = {} as TwoInstances;
  beforeAll(async () => {
    if (!when) return;
    context.shared = await createSharedTestDatabase();
    context.a = await liveServer(context.shared.first, config);
    context.b = await liveServer(context.shared.second, config);
  });
  afterAll(async () => {
    await context.a?.app.close();
    await context.b?.app.close();
    await context.shared?.close();
  });
  return context;
}
