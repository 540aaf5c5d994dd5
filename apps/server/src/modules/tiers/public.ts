/** What the rest of the server uses of the tiers module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { checkDefaultTier } from './default-tier.ts';
export { contentSlots, tierExists } from './slots.ts';
export { tierRoutes } from './tier-routes.ts';
