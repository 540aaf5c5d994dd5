import { z } from 'zod';
import { CONTENT_KINDS } from '../account-limits.ts';
import { defineRoute } from '../api/api-route.ts';

/** What a tier grants (content.md §3, §9): slots per content kind (encounters per campaign) and AI credits. */
export const TIER_BENEFITS = [...CONTENT_KINDS, 'ai_credits'] as const;
export type TierBenefit = (typeof TIER_BENEFITS)[number];
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A limit: a whole number, or null for unlimited. */
const limit = z.number().int().nullable();

const benefitsSchema = z.object(
  Object.fromEntries(TIER_BENEFITS.map((benefit) => [benefit, limit])) as { [K in TierBenefit]: typeof limit },
);
const countsSchema = z.object(
  Object.fromEntries(CONTENT_KINDS.map((kind) => [kind, z.number().int()])) as { [K in ContentKind]: z.ZodNumber },
);

export const tierSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** A voucher must lead to a higher order than the user's current tier. */
  order: z.number().int(),
  benefits: benefitsSchema,
});
export type Tier = z.infer<typeof tierSchema>;

/** GET /api/tiers: every tier, lowest order first, for the pricing page. */
export const tierListRoute = defineRoute({
  method: 'GET',
  path: '/api/tiers',
  access: 'public',
  tag: 'Tiers',
  summary: 'Every subscription tier with its content limits (null is unlimited), lowest first',
  answer: z.object({ tiers: z.array(tierSchema) }),
});

export const contentOverviewSchema = z.object({
  /** Exact counts of the user's content, per kind. */
  counts: countsSchema,
  /** The tier the user is on and its limits. */
  tier: tierSchema,
  /** The kinds whose count is over the tier's limit; any of them blocks new content (content.md §5). */
  over: z.array(z.enum(CONTENT_KINDS)),
  overencumbered: z.boolean(),
  /** AI credits left; null is unlimited. */
  ai_credits: z.number().int().nullable(),
});
export type ContentOverview = z.infer<typeof contentOverviewSchema>;

/** GET /api/me/overview: what /content shows and the app loads after sign-in. */
export const contentOverviewRoute = defineRoute({
  method: 'GET',
  path: '/api/me/overview',
  access: 'signed-in',
  tag: 'Tiers',
  summary: 'Your content counts, your tier and its limits, and whether anything is over them',
  answer: contentOverviewSchema,
});
