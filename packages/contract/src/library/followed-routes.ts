import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';

/** A campaign the user follows (content.md §6): another game master's non-private campaign. */
export const followedCampaignSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The game master whose live initiative the follow page shows. */
  ownerId: z.uuid(),
  /** The game master's username; null until they choose one. */
  owner: z.string().nullable(),
  followed: z.iso.datetime(),
});
export type FollowedCampaign = z.infer<typeof followedCampaignSchema>;

/** GET /api/me/followed: the campaigns the user follows, newest follow first. */
export const followedCampaignsRoute = defineRoute({
  method: 'GET',
  path: '/api/me/followed',
  access: 'signed-in',
  tag: 'Library',
  summary: 'The campaigns you follow (private ones are left out), newest first',
  answer: z.object({ campaigns: z.array(followedCampaignSchema) }),
});
