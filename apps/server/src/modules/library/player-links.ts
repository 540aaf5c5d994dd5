import type { PlayerRecord } from '@skald/contract/library/player-record';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { unlinkCompanionsOf } from './companion-links.ts';
import { campaigns, npcs, players } from './library-tables.ts';
import type { LoadedRow } from './serve-collection.ts';

/** What a player links to: its campaign and its companions, which must be the owner's own. */
export async function checkPlayerLinks(tx: Db, player: PlayerRecord, userId: string): Promise<void> {
  if (player.campaign_id) {
    const [campaign] = await tx
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, player.campaign_id), eq(campaigns.userId, userId)));
    if (!campaign) throw new HttpError(400, 'campaign_id: Choose one of your campaigns.');
  }
  if (player.companions.length > 0) {
    const found = await tx
      .select({ id: npcs.id })
      .from(npcs)
      .where(and(inArray(npcs.id, player.companions), eq(npcs.userId, userId)));
    if (found.length < player.companions.length) {
      throw new HttpError(400, 'companions: Each companion must be one of your NPCs.');
    }
  }
}

/**
 * Ghost cleanup on loading a player (content.md §4): companions whose NPC was deleted, and a campaign
 * that was deleted, are dropped from the stored player with a warning in the log, so the player can be
 * saved again as it is. Answers the body as it now stands.
 */
export async function dropGhostLinks(
  db: Db,
  row: LoadedRow,
  request: FastifyRequest,
): Promise<{ [key: string]: unknown }> {
  const companions = Array.isArray(row.body.companions) ? (row.body.companions as string[]) : [];
  const campaignId = typeof row.body.campaign_id === 'string' ? row.body.campaign_id : null;
  const alive = companions.length
    ? await db.select({ id: npcs.id }).from(npcs).where(inArray(npcs.id, companions))
    : [];
  const aliveIds = new Set(alive.map((npc) => npc.id));
  const ghosts = companions.filter((id) => !aliveIds.has(id));
  const [campaign] = campaignId
    ? await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, campaignId))
    : [];
  const campaignGone = campaignId !== null && !campaign;
  if (ghosts.length === 0 && !campaignGone) return row.body;
  const body = {
    ...row.body,
    companions: companions.filter((id) => aliveIds.has(id)),
    ...(campaignGone ? { campaign_id: null } : {}),
  };
  await db.update(players).set({ body }).where(eq(players.id, row.id));
  request.log.warn(
    { playerId: row.id, ghosts, ...(campaignGone ? { campaignId } : {}) },
    'Removed companions or a campaign that no longer exist from a player',
  );
  return body;
}

/**
 * Before a player is deleted (content.md §4): it and its companions leave the owner's campaigns, whose
 * player counts follow; its companions follow no one. Control goes with the row.
 */
export async function removePlayerFromCampaigns(tx: Db, playerId: string, userId: string): Promise<void> {
  const [player] = await tx.select({ body: players.body }).from(players).where(eq(players.id, playerId));
  const listed = Array.isArray(player?.body.companions) ? (player.body.companions as string[]) : [];
  const tied = await tx.select({ id: npcs.id }).from(npcs).where(eq(npcs.playerId, playerId));
  const companionIds = [...new Set([...listed, ...tied.map((npc) => npc.id)])];
  await unlinkCompanionsOf(tx, playerId);
  const companionArray = sql`ARRAY[${sql.join(
    companionIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  const remainingPlayers = sql`(coalesce(${campaigns.body} -> 'players', '{}'::jsonb) - ${playerId}::text)`;
  await tx
    .update(campaigns)
    .set({
      body: sql`${campaigns.body} || jsonb_build_object(
        'players', ${remainingPlayers},
        'companions', coalesce(${campaigns.body} -> 'companions', '{}'::jsonb) - ${companionArray},
        'player_count', (select count(*) from jsonb_object_keys(${remainingPlayers})))`,
      updated: new Date(),
    })
    .where(
      and(
        eq(campaigns.userId, userId),
        sql`(${campaigns.body} -> 'players' ? ${playerId}::text or ${campaigns.body} -> 'companions' ?| ${companionArray})`,
      ),
    );
}
