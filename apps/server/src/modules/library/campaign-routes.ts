import { campaignPartyRoute, MAX_PARTY_CHOICES } from '@skald/contract/library/campaign-party';
import { type CampaignRecord, campaignRoutes } from '@skald/contract/library/campaign-record';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn } from '../auth/public.ts';
import { cleanCampaignGhosts } from './campaign-ghosts.ts';
import { linkCampaignMembers, releaseCampaignPlayers } from './campaign-members.ts';
import { campaignNoteRoutesPlugin } from './campaign-notes.ts';
import { campaigns, npcs, players } from './library-tables.ts';
import { type CollectionSpec, type LibraryDeps, readableBy, serveCollection } from './serve-collection.ts';

/** How the collection (and a library import) stores a campaign. */
export const campaignCollection: CollectionSpec<CampaignRecord> = {
  kind: 'campaigns',
  table: campaigns,
  searchName: (campaign) => campaign.name.toLowerCase(),
  columns: (campaign) => ({ private: campaign.private }),
  derive: (campaign) => ({
    ...campaign,
    player_count: Object.keys(campaign.players).length,
    timestamp: new Date().toISOString(),
  }),
  afterWrite: linkCampaignMembers,
  beforeDelete: releaseCampaignPlayers,
  afterRead: (db, row, request) => cleanCampaignGhosts(db, row, request.log),
  // Followers see its name, party and visibility, or that it is gone (with its owner's broadcast).
  announce: ({ id, userId }, deleted) => [
    { kind: 'campaign', campaignId: id, userId, ...(deleted && { deleted: true as const }) },
  ],
};

/** A stored sheet number, or null when it was left empty. */
const wholeOrNull = (value: unknown): number | null => (Number.isInteger(value) ? (value as number) : null);

/**
 * Campaigns (content.md §3): the five collection routes (players and companions checked and linked on
 * save, ghosts cleaned on load), the party to add from, and the campaign's notes.
 */
export async function campaignLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  const { db } = deps;
  serveCollection<CampaignRecord>(app, deps, campaignRoutes, campaignCollection);

  serveRoute(app, campaignPartyRoute, async ({ params, request }) => {
    const reader = requireSignedIn(request);
    const [campaign] = await db
      .select({ userId: campaigns.userId })
      .from(campaigns)
      .where(and(eq(campaigns.id, params.id), readableBy(campaigns, reader)));
    if (!campaign) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    const playerRows = await db
      .select({ id: players.id, body: players.body, campaignId: players.campaignId, campaignName: campaigns.body })
      .from(players)
      .leftJoin(campaigns, eq(campaigns.id, players.campaignId))
      .where(eq(players.userId, campaign.userId))
      .orderBy(asc(players.searchName), asc(players.id))
      .limit(MAX_PARTY_CHOICES);
    const companionRows = await db
      .select({
        id: npcs.id,
        name: npcs.searchName,
        playerId: npcs.playerId,
        npcBody: npcs.body,
        playerBody: players.body,
      })
      .from(npcs)
      .innerJoin(players, eq(players.id, npcs.playerId))
      .where(and(eq(npcs.userId, campaign.userId), isNotNull(npcs.playerId)))
      .orderBy(asc(npcs.searchName), asc(npcs.id))
      .limit(MAX_PARTY_CHOICES);
    return {
      players: playerRows.map((row) => ({
        id: row.id,
        character_name: String(row.body.character_name ?? ''),
        avatar: String(row.body.storage_avatar || row.body.avatar || ''),
        campaign_id: row.campaignId,
        campaign_name: row.campaignName ? String(row.campaignName.name ?? '') : null,
        level: wholeOrNull(row.body.level),
        ac: wholeOrNull(row.body.ac),
        maxHp: wholeOrNull(row.body.maxHp),
        passive_perception: wholeOrNull(row.body.passive_perception),
        passive_insight: wholeOrNull(row.body.passive_insight),
        passive_investigation: wholeOrNull(row.body.passive_investigation),
      })),
      companions: companionRows.map((row) => ({
        id: row.id,
        name: row.name,
        player_id: row.playerId as string,
        player_name: String(row.playerBody.character_name ?? ''),
        ac: wholeOrNull(row.npcBody.armor_class),
        maxHp: wholeOrNull(row.npcBody.hit_points),
      })),
    };
  });

  await campaignNoteRoutesPlugin(app, deps);
}
