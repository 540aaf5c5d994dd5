import { type CampaignRecord, campaignRecordSchema } from '@skald/contract/library/campaign-record';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { unlinkGoneItems } from './inventory-ghosts.ts';
import { campaigns, npcs, players } from './library-tables.ts';
import type { LoadedRow } from './serve-collection.ts';

const uuid = z.uuid();
const ids = (keys: string[]) => keys.filter((key) => uuid.safeParse(key).success);

/**
 * Ghost cleanup on loading a campaign (content.md §4): players, companions and linked custom items that no
 * longer exist are taken out of the stored campaign, each with a warning in the log. A player whose own
 * page moved it to another campaign leaves this one; one whose page chose this campaign joins it.
 * Answers the body as it now stands.
 */
export async function cleanCampaignGhosts(
  db: Db,
  row: LoadedRow,
  log: FastifyBaseLogger,
): Promise<{ [key: string]: unknown }> {
  const parsed = campaignRecordSchema.safeParse(row.body);
  if (!parsed.success) return row.body;
  const record = parsed.data;
  const warn = (what: string, id: string, message: string) => log.warn({ campaignId: row.id, [what]: id }, message);

  const listed = Object.keys(record.players);
  const playing = await db
    .select({ id: players.id, campaignId: players.campaignId })
    .from(players)
    .where(
      and(
        eq(players.userId, row.userId),
        or(eq(players.campaignId, row.id), ids(listed).length > 0 ? inArray(players.id, ids(listed)) : undefined),
      ),
    );
  const playerNow = new Map(playing.map((player) => [player.id, player.campaignId]));
  const keptPlayers: CampaignRecord['players'] = {};
  for (const id of listed) {
    if (!playerNow.has(id)) warn('playerId', id, 'Removed a player that no longer exists from a campaign');
    else if (playerNow.get(id) !== row.id) warn('playerId', id, 'A player moved to another campaign left this one');
    else keptPlayers[id] = record.players[id] ?? {};
  }
  for (const [id, campaignId] of playerNow) if (campaignId === row.id && !keptPlayers[id]) keptPlayers[id] = {};

  const companionIds = ids(Object.keys(record.companions));
  const companionRows =
    companionIds.length === 0
      ? []
      : await db
          .select({ id: npcs.id })
          .from(npcs)
          .where(and(inArray(npcs.id, companionIds), eq(npcs.userId, row.userId), isNotNull(npcs.playerId)));
  const aliveCompanions = new Set(companionRows.map((npc) => npc.id));
  const keptCompanions: CampaignRecord['companions'] = {};
  for (const [id, state] of Object.entries(record.companions)) {
    if (aliveCompanions.has(id)) keptCompanions[id] = state;
    else warn('npcId', id, 'Removed a companion that no longer exists from a campaign');
  }

  const inventory = await unlinkGoneItems(db, row.userId, record.inventory, (id) =>
    warn('itemId', id, 'Unlinked a custom item that no longer exists from a campaign inventory'),
  );

  const cleaned: CampaignRecord = {
    ...record,
    players: keptPlayers,
    companions: keptCompanions,
    player_count: Object.keys(keptPlayers).length,
    inventory,
  };
  if (JSON.stringify(cleaned) === JSON.stringify(record)) return record;
  // Only over the body just read: a save that came in between wins, and the next load cleans again.
  await db
    .update(campaigns)
    .set({ body: cleaned })
    .where(and(eq(campaigns.id, row.id), eq(campaigns.body, row.body)));
  return cleaned;
}
