import { campaignRoutes } from '@skald/contract/library/campaign-record';
import { playerRoutes } from '@skald/contract/library/player-record';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { players } from '../library/public.ts';
import type { LiveBus } from './live-bus.ts';

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const CAMPAIGN_SAVE = routeKey(campaignRoutes.replace);
const CAMPAIGN_DELETE = routeKey(campaignRoutes.remove);
const PLAYER_SAVE = routeKey(playerRoutes.replace);

/**
 * Announces a campaign saved or deleted through the library's routes as its answer goes out (so after its
 * transaction committed, and before the GM hears back), and a player saved as their campaign: followers'
 * views show its name, party and visibility, or that it is gone. A deleted campaign took its broadcast
 * with it, so the GM's broadcast is announced too. A hook here, rather than calls in the library's
 * collection code, keeps the library unaware of live.
 */
export function announceCampaignSaves(app: FastifyInstance, db: Db, bus: LiveBus): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 300) return payload;
    const route = `${request.method} ${request.routeOptions.url}`;
    const { id } = request.params as { id?: unknown };
    if (typeof id !== 'string') return payload;
    if (route === CAMPAIGN_SAVE) bus.publish({ kind: 'campaign', campaignId: id });
    if (route === CAMPAIGN_DELETE) {
      bus.publish({ kind: 'campaign', campaignId: id, deleted: true });
      if (request.signedIn) bus.publish({ kind: 'broadcast', userId: request.signedIn.user.id });
    }
    if (route === PLAYER_SAVE) announcePlayerCampaign(db, bus, id, request.log);
    return payload;
  });
}

/** Announces the campaign of a saved player (read after the answer was handed on, so it waits for nothing). */
function announcePlayerCampaign(db: Db, bus: LiveBus, playerId: string, log: FastifyBaseLogger): void {
  db.select({ campaignId: players.campaignId })
    .from(players)
    .where(eq(players.id, playerId))
    .then(
      ([player]) => {
        if (player?.campaignId) bus.publish({ kind: 'campaign', campaignId: player.campaignId });
      },
      (error) => log.error({ err: error }, 'announcing a saved player to live followers failed'),
    );
}
