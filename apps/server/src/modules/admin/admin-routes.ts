import { adminUsersRoute } from '@skald/contract/api/admin-routes';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../http/serve-route.ts';
import type { AccountDeps } from '../auth/public.ts';
import { toAccountUser, users } from '../users/public.ts';

/** Most accounts one list shows, newest first; `count` is the total. */
const LIST_LIMIT = 500;

/** Administration (content.md §2): only accounts with the admin flag. */
export async function adminRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db } = deps;

  serveRoute(app, adminUsersRoute, async () => {
    const rows = await db.select().from(users).orderBy(desc(users.created)).limit(LIST_LIMIT);
    const [total] = await db.select({ n: count() }).from(users);
    return { users: rows.map(toAccountUser), count: total?.n ?? 0 };
  });
}
