import { BROADCAST_REFUSALS, broadcastRoutes } from '@skald/contract/live/broadcast-routes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { campaignFollows, campaigns, players } from '../library/public.ts';
import { users } from '../users/public.ts';
import type { BroadcastDeps } from './live-deps.ts';
import { liveBroadcasts } from './live-tables.ts';

/** The most campaigns one follow page lists. */
const MAX_LISTED = 200;

/** A user's non-private campaigns as their follow page lists them, the live one marked. */
function publicCampaigns(db: Db, ownerId: string, visitorId: string | null, campaignId?: string) {
  const following = visitorId
    ? sql<boolean>`exists (select 1 from ${campaignFollows} where ${campaignFollows.userId} = ${visitorId} and ${campaignFollows.campaignId} = ${campaigns.id})`
    : sql<boolean>`false`;
  return db
    .select({
      id: campaigns.id,
      name: sql<string>`coalesce(${campaigns.body}->>'name', ${campaigns.searchName})`,
      background: sql<string>`coalesce(${campaigns.body}->>'background', '')`,
      player_count: sql<number>`coalesce((${campaigns.body}->>'player_count')::int, 0)`,
      live: sql<boolean>`coalesce(${liveBroadcasts.live}, false)`,
      following,
    })
    .from(campaigns)
    .leftJoin(
      liveBroadcasts,
      and(eq(liveBroadcasts.userId, campaigns.userId), eq(liveBroadcasts.campaignId, campaigns.id)),
    )
    .where(
      and(
        eq(campaigns.userId, ownerId),
        eq(campaigns.private, false),
        campaignId === undefined ? undefined : eq(campaigns.id, campaignId),
      ),
    )
    .orderBy(asc(campaigns.searchName), asc(campaigns.id))
    .limit(MAX_LISTED);
}

async function ownerName(db: Db, userId: string): Promise<{ username: string | null } | undefined> {
  const [row] = await db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row;
}

/** The follow pages' reads, and following a campaign (content.md §6). */
export function serveFollowPageRoutes(app: FastifyInstance, { db }: BroadcastDeps): void {
  serveRoute(app, broadcastRoutes.user, async ({ params, signedIn }) => {
    const owner = await ownerName(db, params.userId);
    if (!owner) throw new HttpError(404, BROADCAST_REFUSALS.noSuchUser);
    const rows = await publicCampaigns(db, params.userId, signedIn?.user.id ?? null);
    return { userId: params.userId, owner: owner.username, signedIn: signedIn !== null, campaigns: rows };
  });

  serveRoute(app, broadcastRoutes.campaign, async ({ params, signedIn }) => {
    const visitorId = signedIn?.user.id ?? null;
    const [campaign] = await publicCampaigns(db, params.userId, visitorId, params.campaignId);
    if (!campaign) throw new HttpError(404, BROADCAST_REFUSALS.notFound);
    const controlled = visitorId
      ? await db
          .select({ playerId: players.id, name: sql<string>`coalesce(${players.body}->>'character_name', '')` })
          .from(players)
          .where(
            and(
              eq(players.campaignId, campaign.id),
              eq(players.userId, params.userId),
              eq(players.controlUserId, visitorId),
            ),
          )
          .orderBy(asc(players.searchName), asc(players.id))
      : [];
    const owner = await ownerName(db, params.userId);
    return { campaign, owner: owner?.username ?? null, signedIn: signedIn !== null, controlled };
  });

  serveRoute(app, broadcastRoutes.follow, async ({ params, request }) => {
    const userId = requireSignedIn(request).user.id;
    const [campaign] = await db
      .select({ userId: campaigns.userId })
      .from(campaigns)
      .where(and(eq(campaigns.id, params.id), eq(campaigns.private, false)));
    if (!campaign) throw new HttpError(404, BROADCAST_REFUSALS.notFound);
    if (campaign.userId === userId) throw new HttpError(409, BROADCAST_REFUSALS.ownCampaign);
    await db.insert(campaignFollows).values({ userId, campaignId: params.id }).onConflictDoNothing();
    return undefined;
  });

  serveRoute(app, broadcastRoutes.unfollow, async ({ params, request }) => {
    const userId = requireSignedIn(request).user.id;
    await db
      .delete(campaignFollows)
      .where(and(eq(campaignFollows.userId, userId), eq(campaignFollows.campaignId, params.id)));
    return undefined;
  });
}
