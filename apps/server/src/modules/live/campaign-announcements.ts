import { campaignRoutes } from '@skald/contract/library/campaign-record';
import type { FastifyInstance } from 'fastify';
import type { LiveBus } from '../../live/live-bus.ts';

const SAVES = new Set([
  `${campaignRoutes.replace.method} ${campaignRoutes.replace.path}`,
  `${campaignRoutes.remove.method} ${campaignRoutes.remove.path}`,
]);

/**
 * Announces a campaign saved or deleted through the library's routes once the answer went out (so after
 * its transaction committed): followers' views show its name, party and visibility, or that it is gone.
 * A hook here, rather than a call in the library's collection code, keeps the library unaware of live.
 */
export function announceCampaignSaves(app: FastifyInstance, bus: LiveBus): void {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 300 || !SAVES.has(`${request.method} ${request.routeOptions.url}`)) return;
    const { id } = request.params as { id?: unknown };
    if (typeof id === 'string') bus.publish({ kind: 'campaign', campaignId: id });
  });
}
