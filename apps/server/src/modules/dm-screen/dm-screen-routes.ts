import { dmScreenRoutes, dmScreenSchema } from '@skald/contract/dm-screen';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { dmScreens } from './dm-screen-tables.ts';

/** GET and PUT /api/me/dm-screen: only the signed-in user's own screen, read and saved whole. */
export async function dmScreenRoutesPlugin(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serveRoute(app, dmScreenRoutes.read, async ({ request }) => {
    const userId = requireSignedIn(request).user.id;
    const [row] = await db.select({ screen: dmScreens.screen }).from(dmScreens).where(eq(dmScreens.userId, userId));
    // A stored screen a later, stricter schema refuses reads as none: the page starts from its default.
    const stored = row ? dmScreenSchema.safeParse(row.screen) : undefined;
    return { screen: stored?.success ? stored.data : null };
  });

  serveRoute(app, dmScreenRoutes.replace, async ({ body: screen, request }) => {
    const userId = requireSignedIn(request).user.id;
    await db
      .insert(dmScreens)
      .values({ userId, screen })
      .onConflictDoUpdate({ target: dmScreens.userId, set: { screen, updated: new Date() } });
    return { screen };
  });
}
