import type { FastifyInstance } from 'fastify';
import { followEncounterChanges } from './encounter-follow.ts';
import { serveFollowPageRoutes } from './follow-page-routes.ts';
import type { BroadcastDeps } from './live-deps.ts';
import { serveRequestRoutes } from './request-routes.ts';
import { serveRollRoutes } from './roll-routes.ts';
import { serveToggleRoutes } from './toggle-routes.ts';

/**
 * The live broadcast's HTTP side (issue 14): the GM's toggle and encounter choice, the follow pages'
 * reads, following, followers' requests and shared rolls. Every write announces what it committed through
 * `commits`; the hub serves what changes over the WebSocket.
 */
export async function registerBroadcast(app: FastifyInstance, deps: BroadcastDeps): Promise<void> {
  serveToggleRoutes(app, deps);
  serveFollowPageRoutes(app, deps);
  serveRequestRoutes(app, deps);
  serveRollRoutes(app, deps);
  const stop = followEncounterChanges(deps.db, deps.bus, app.log);
  app.addHook('onClose', async () => stop());
}
