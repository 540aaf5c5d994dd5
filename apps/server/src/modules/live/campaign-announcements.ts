import { campaignRoutes } from '@skald/contract/library/campaign-record';
import { playerRoutes } from '@skald/contract/library/player-record';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { LiveBus } from '../../live/live-bus.ts';
import { players } from '../library/library-tables.ts';

const routeKey = (route: { method: string; path: string }) => `${route.method} ${route.path}`;
const CAMPAIGN_SAVE = routeKey(campaignRoutes.replace);
const CAMPAIGN_DELETE = routeKey(campaignRoutes.remove);
const PLAYER_SAVE = routeKey(playerRoutes.replace);

/**
 * Announces a campaign saved or deleted through the library's routes once the answer went out (so after
 * its transaction committed), and a player saved as their campaign: followers' views show its name, party
 * and visibility, or that it is gone. A hook here, rather than calls in the library's collection code,
 * keeps the library unaware of live.
 */
export function announceCampaignSaves(app: FastifyInstance, db: Db, bus: LiveBus): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    const { id } = request.params as { id?: unknown };
    if (typeof id !== 'string') return;
    if (route === CAMPAIGN_SAVE) bus.publish({ kind: 'campaign', campaignId: id });
    if (route === CAMPAIGN_DELETE) bus.publish({ kind: 'campaign', campaignId: id, deleted: true });
    if (route !== PLAYER_SAVE) return;
    try {
      const [player] = await db.select({ campaignId: players.campaignId }).from(players).where(eq(players.id, id));
      if (player?.campaignId) bus.publish({ kind: 'campaign', campaignId: player.campaignId });
    } catch (error) {
      request.log.error({ err: error }, 'announcing a saved player to live followers failed');
    }
  });
}
