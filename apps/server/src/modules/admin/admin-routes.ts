import { MESSAGES } from '@skald/contract/account-limits';
import { count, desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import type { AccountDeps } from '../auth/account-deps.ts';
import { requireSignedIn } from '../auth/current-user.ts';
import { toAccountUser } from '../users/account-user.ts';
import { users } from '../users/user-tables.ts';

/** Most accounts one list shows, newest first; `count` is the total. */
const LIST_LIMIT = 500;

/** Administration (content.md §2): only accounts with the admin flag. */
export async function adminRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const { db } = deps;

  app.addHook('preHandler', async (request) => {
    if (!requireSignedIn(request).user.admin) throw new HttpError(403, MESSAGES.adminOnly);
  });

  app.get('/api/admin/users', async () => {
    const rows = await db.select().from(users).orderBy(desc(users.created)).limit(LIST_LIMIT);
    const [total] = await db.select({ n: count() }).from(users);
    return { users: rows.map(toAccountUser), count: total?.n ?? 0 };
  });
}
