import { contentOverviewRoute, tierListRoute } from '@skald/contract/library/tier-routes';
import type { FastifyInstance } from 'fastify';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import type { LibraryDeps } from '../library/public.ts';
import { contentCounts, kindsOverLimit, listTiers, userTier } from './slots.ts';

/** The tiers for the pricing page, and a user's overview of their content against their tier. */
export async function tierRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  const { db, defaultTierId } = deps;

  serveRoute(app, tierListRoute, async () => ({ tiers: await listTiers(db) }));

  serveRoute(app, contentOverviewRoute, async ({ request }) => {
    const userId = requireSignedIn(request).user.id;
    const [tier, counts] = await Promise.all([userTier(db, userId, defaultTierId), contentCounts(db, userId)]);
    const over = kindsOverLimit(counts, tier.benefits);
    // Credits spent and bought are not stored yet, so what is left is the tier's allowance.
    return { counts, tier, over, overencumbered: over.length > 0, ai_credits: tier.benefits.ai_credits };
  });
}
