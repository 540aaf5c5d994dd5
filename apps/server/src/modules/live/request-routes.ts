import { BROADCAST_REFUSALS, broadcastRoutes, MAX_WAITING_REQUESTS } from '@skald/contract/live/broadcast-routes';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { encounters } from '../encounters/public.ts';
import { campaigns, players } from '../library/public.ts';
import { users } from '../users/public.ts';
import { liveSecret } from './broadcast-store.ts';
import type { BroadcastDeps } from './live-deps.ts';
import { liveBroadcasts, liveRequests } from './live-tables.ts';
import { ownEncounter } from './owned-rows.ts';
import { requestTargetKeys } from './request-targets.ts';

export const TOO_MANY_REQUESTS = `${MAX_WAITING_REQUESTS} requests are already waiting: ask the GM to clear some first.`;

/**
 * Followers' requests (issue 14): a user who controls a campaign player asks for damage or healing on
 * visible combatants of the live encounter; the GM lists them on that encounter and deletes each once
 * applied or turned down.
 */
export function serveRequestRoutes(app: FastifyInstance, { db, commits }: BroadcastDeps): void {
  serveRoute(app, broadcastRoutes.sendRequest, async ({ params, body, request }) => {
    const senderId = requireSignedIn(request).user.id;
    const [campaign] = await db
      .select({ userId: campaigns.userId, live: liveBroadcasts.live, encounterId: liveBroadcasts.encounterId })
      .from(campaigns)
      .leftJoin(
        liveBroadcasts,
        and(eq(liveBroadcasts.userId, campaigns.userId), eq(liveBroadcasts.campaignId, campaigns.id)),
      )
      .where(and(eq(campaigns.id, params.id), eq(campaigns.private, false)));
    if (!campaign) throw new HttpError(404, BROADCAST_REFUSALS.notFound);
    const [player] = await db
      .select({ id: players.id })
      .from(players)
      .where(
        and(
          eq(players.id, body.playerId),
          eq(players.campaignId, params.id),
          eq(players.userId, campaign.userId),
          eq(players.controlUserId, senderId),
        ),
      );
    if (!player) throw new HttpError(403, BROADCAST_REFUSALS.notYourPlayer);
    const encounterId = campaign.live ? campaign.encounterId : null;
    const [encounter] = encounterId
      ? await db.select({ state: encounters.state }).from(encounters).where(eq(encounters.id, encounterId))
      : [];
    if (!encounterId || !encounter) throw new HttpError(409, BROADCAST_REFUSALS.nothingRunning);
    const targets = requestTargetKeys(encounter.state, encounterId, await liveSecret(db), body.targets);
    const id = await commits.transaction(async (tx, announce) => {
      // One waiting list per encounter: the lock on its row makes the count and the insert one step.
      await tx.select({ id: encounters.id }).from(encounters).where(eq(encounters.id, encounterId)).for('update');
      const [waiting] = await tx
        .select({ n: count() })
        .from(liveRequests)
        .where(eq(liveRequests.encounterId, encounterId));
      if ((waiting?.n ?? 0) >= MAX_WAITING_REQUESTS) throw new HttpError(409, TOO_MANY_REQUESTS);
      const [row] = await tx
        .insert(liveRequests)
        .values({
          encounterId,
          campaignId: params.id,
          senderId,
          playerId: player.id,
          kind: body.kind,
          amount: body.amount,
          damageType: body.kind === 'damage' ? (body.damageType ?? null) : null,
          targets,
        })
        .returning({ id: liveRequests.id });
      announce({ kind: 'requests', userId: campaign.userId, campaignId: params.id, encounterId });
      return row?.id as string;
    });
    return { id };
  });

  serveRoute(app, broadcastRoutes.requests, async ({ params, request }) => {
    const userId = requireSignedIn(request).user.id;
    const encounter = await ownEncounter(db, userId, params.id, params.encid);
    const names = new Map(encounter.state.entities.map((entity) => [entity.key, entity.name]));
    const rows = await db
      .select({
        id: liveRequests.id,
        playerId: liveRequests.playerId,
        playerName: sql<string>`coalesce(${players.body}->>'character_name', '')`,
        from: users.username,
        kind: liveRequests.kind,
        amount: liveRequests.amount,
        damageType: liveRequests.damageType,
        targets: liveRequests.targets,
        created: liveRequests.created,
      })
      .from(liveRequests)
      .innerJoin(players, eq(players.id, liveRequests.playerId))
      .innerJoin(users, eq(users.id, liveRequests.senderId))
      .where(eq(liveRequests.encounterId, encounter.id))
      .orderBy(asc(liveRequests.created), asc(liveRequests.id));
    const playerKeys = new Map(
      encounter.state.entities.flatMap((entity) =>
        entity.entityType === 'player' && entity.id ? [[entity.id, entity.key] as const] : [],
      ),
    );
    return {
      requests: rows.map(({ playerId, ...row }) => ({
        ...row,
        byKey: playerKeys.get(playerId) ?? null,
        targets: row.targets.flatMap((key) => {
          const name = names.get(key);
          return name === undefined ? [] : [{ key, name }];
        }),
        created: row.created.toISOString(),
      })),
    };
  });

  serveRoute(app, broadcastRoutes.deleteRequest, async ({ params, request }) => {
    const userId = requireSignedIn(request).user.id;
    const encounter = await ownEncounter(db, userId, params.id, params.encid);
    await commits.transaction(async (tx, announce) => {
      const deleted = await tx
        .delete(liveRequests)
        .where(and(eq(liveRequests.id, params.requestId), eq(liveRequests.encounterId, encounter.id)))
        .returning({ id: liveRequests.id });
      if (deleted.length > 0) announce({ kind: 'requests', userId, campaignId: params.id, encounterId: encounter.id });
    });
    return undefined;
  });
}
