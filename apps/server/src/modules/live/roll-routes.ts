import { BROADCAST_REFUSALS, broadcastRoutes } from '@skald/contract/live/broadcast-routes';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { readBroadcast } from './broadcast-store.ts';
import type { BroadcastDeps } from './live-deps.ts';
import { sharedSpeaker } from './roll-speaker.ts';

/** A roll the GM shows the followers of their live broadcast, never naming what they may not see; nothing is stored. */
export function serveRollRoutes(app: FastifyInstance, { db, bus }: BroadcastDeps): void {
  serveRoute(app, broadcastRoutes.shareRoll, async ({ body, request }) => {
    const userId = requireSignedIn(request).user.id;
    const broadcast = await readBroadcast(db, userId);
    if (!broadcast.live) throw new HttpError(409, BROADCAST_REFUSALS.notLive);
    const entityName = await sharedSpeaker(db, body.entityName, broadcast);
    bus.publish({ kind: 'roll', userId, roll: { ...body, entityName } });
    return undefined;
  });
}
