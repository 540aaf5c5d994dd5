import { soundboardRoutes } from '@skald/contract/library/soundboard';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { soundboards } from './soundboard-tables.ts';

/** GET and PUT /api/library/soundboard: only the signed-in user's own list, read and saved whole. */
export async function soundboardRoutesPlugin(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  serveRoute(app, soundboardRoutes.read, async ({ request }) => {
    const userId = requireSignedIn(request).user.id;
    const [row] = await db.select({ links: soundboards.links }).from(soundboards).where(eq(soundboards.userId, userId));
    return { links: row?.links ?? [] };
  });

  serveRoute(app, soundboardRoutes.replace, async ({ body, request }) => {
    const userId = requireSignedIn(request).user.id;
    await db
      .insert(soundboards)
      .values({ userId, links: body.links })
      .onConflictDoUpdate({ target: soundboards.userId, set: { links: body.links, updated: new Date() } });
    return { links: body.links };
  });
}
