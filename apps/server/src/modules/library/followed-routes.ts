import { followedCampaignsRoute } from '@skald/contract/library/followed-routes';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { users } from '../users/public.ts';
import { campaignFollows, campaigns } from './library-tables.ts';
import type { LibraryDeps } from './serve-collection.ts';

/** /content/followed: the campaigns a user follows. A campaign made private since drops out of the list. */
export async function followedRoutes(app: FastifyInstance, { db }: LibraryDeps): Promise<void> {
  serveRoute(app, followedCampaignsRoute, async ({ request }) => {
    const userId = requireSignedIn(request).user.id;
    const rows = await db
      .select({
        id: campaigns.id,
        name: sql<string>`coalesce(${campaigns.body}->>'name', ${campaigns.searchName})`,
        ownerId: campaigns.userId,
        owner: users.username,
        followed: campaignFollows.created,
      })
      .from(campaignFollows)
      .innerJoin(campaigns, eq(campaigns.id, campaignFollows.campaignId))
      .innerJoin(users, eq(users.id, campaigns.userId))
      .where(and(eq(campaignFollows.userId, userId), eq(campaigns.private, false)))
      .orderBy(desc(campaignFollows.created), campaigns.id);
    return { campaigns: rows.map((row) => ({ ...row, followed: row.followed.toISOString() })) };
  });
}
