import { z } from 'zod';
import { defineRoute } from '../api/api-route.ts';

/** The most players, and the most companions, the party route lists. */
export const MAX_PARTY_CHOICES = 1_000;

export const partyPlayerSchema = z.object({
  id: z.uuid(),
  character_name: z.string(),
  avatar: z.string(),
  /** The campaign the player plays in now, if any: adding it to another moves it there. */
  campaign_id: z.uuid().nullable(),
  campaign_name: z.string().nullable(),
  /** The sheet's numbers the campaign page shows; null where the player left them empty. */
  level: z.number().int().nullable(),
  ac: z.number().int().nullable(),
  maxHp: z.number().int().nullable(),
  passive_perception: z.number().int().nullable(),
  passive_insight: z.number().int().nullable(),
  passive_investigation: z.number().int().nullable(),
});
export type PartyPlayer = z.output<typeof partyPlayerSchema>;

export const partyCompanionSchema = z.object({
  id: z.uuid(),
  /** Stored lowercase; shown in title case. */
  name: z.string(),
  player_id: z.uuid(),
  player_name: z.string(),
  ac: z.number().int().nullable(),
  maxHp: z.number().int().nullable(),
});
export type PartyCompanion = z.output<typeof partyCompanionSchema>;

/**
 * Everyone who may join a campaign: its owner's players and companions (NPCs that belong to a player),
 * by name. The campaign page shows its members' names from here and offers the rest to add.
 */
export const campaignPartyRoute = defineRoute({
  method: 'GET',
  path: '/api/library/campaigns/:id/party',
  access: 'signed-in',
  tag: 'Campaigns',
  summary: "The players and companions of a campaign's owner, to show in it or add to it",
  params: z.strictObject({ id: z.uuid() }),
  answer: z.object({ players: z.array(partyPlayerSchema), companions: z.array(partyCompanionSchema) }),
});
