import { BROADCAST_REFUSALS, broadcastRoutes } from '@skald/contract/live/broadcast-routes';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { readBroadcast, writeBroadcast } from './broadcast-store.ts';
import type { BroadcastDeps } from './live-deps.ts';
import { ownCampaign, ownEncounter } from './owned-rows.ts';

/**
 * The GM's own broadcast: read it, start or stop it (one campaign live at a time, never a private one;
 * answering the interrupted question either way clears it), and choose the encounter followers watch.
 */
export function serveToggleRoutes(app: FastifyInstance, { db, commits }: BroadcastDeps): void {
  serveRoute(app, broadcastRoutes.own, async ({ request }) => {
    const userId = requireSignedIn(request).user.id;
    return { userId, broadcast: await readBroadcast(db, userId) };
  });

  serveRoute(app, broadcastRoutes.toggle, async ({ body, request }) => {
    const userId = requireSignedIn(request).user.id;
    const campaign = await ownCampaign(db, userId, body.campaignId);
    const broadcast = await commits.transaction(async (tx, announce) => {
      const before = await readBroadcast(tx, userId);
      let after = before;
      if (body.live) {
        if (campaign.private) throw new HttpError(409, BROADCAST_REFUSALS.privateCampaign);
        // Continuing an interrupted broadcast keeps the encounter followers watched.
        const encounterId = before.campaignId === campaign.id ? before.encounterId : null;
        after = await writeBroadcast(tx, userId, {
          campaignId: campaign.id,
          encounterId,
          live: true,
          interrupted: false,
        });
      } else if (before.campaignId === campaign.id || !before.live) {
        after = await writeBroadcast(tx, userId, { live: false, interrupted: false });
      }
      if (after !== before) announce({ kind: 'broadcast', userId });
      return after;
    });
    return { userId, broadcast };
  });

  serveRoute(app, broadcastRoutes.encounter, async ({ body, request }) => {
    const userId = requireSignedIn(request).user.id;
    const before = await readBroadcast(db, userId);
    if (!before.live || !before.campaignId) throw new HttpError(409, BROADCAST_REFUSALS.notLive);
    if (body.encounterId !== null) {
      const elsewhere = new HttpError(409, BROADCAST_REFUSALS.encounterElsewhere);
      await ownEncounter(db, userId, before.campaignId, body.encounterId, elsewhere);
    }
    const broadcast = await commits.transaction(async (tx, announce) => {
      announce({ kind: 'broadcast', userId });
      return writeBroadcast(tx, userId, { encounterId: body.encounterId });
    });
    return { userId, broadcast };
  });
}
