import type { CampaignRecord } from '@skald/contract/library/campaign-record';
import { and, eq, inArray, isNotNull, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { items, npcs, players } from './library-tables.ts';
import type { LoadedRow } from './serve-collection.ts';

export const CAMPAIGN_LINK_MESSAGES = {
  players: 'players: Each player must be one of your players.',
  companions: 'companions: Each companion must be one of your NPCs that belongs to one of your players.',
  items: 'inventory: Each linked custom item must be one of your items.',
} as const;

const uuid = z.uuid();

/** The ids of the owner's custom items the inventory links to (a key that is no id names none). */
export function linkedCustomItems(record: Pick<CampaignRecord, 'inventory'>): string[] {
  const keys = record.inventory.items.flatMap((item) => (item.linked_item?.custom ? [item.linked_item.key] : []));
  return [...new Set(keys)];
}

/** Which of `ids` name rows of `userId` in the table; used with a filter that makes them fit. */
async function existing(tx: Db, table: typeof players | typeof npcs | typeof items, ids: string[], userId: string) {
  const valid = ids.filter((id) => uuid.safeParse(id).success);
  if (valid.length === 0) return new Set<string>();
  const extra = table === npcs ? isNotNull(npcs.playerId) : undefined;
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, valid), eq(table.userId, userId), extra));
  return new Set(rows.map((row) => row.id));
}

/**
 * After a campaign is saved, in its transaction: every player, companion and linked custom item must be
 * the owner's (a 400 otherwise, and nothing is saved); its players now play in it (campaign_id set,
 * moved from any other campaign) and players it no longer lists leave it.
 */
export async function linkCampaignMembers(tx: Db, row: LoadedRow): Promise<void> {
  const record = row.body as CampaignRecord;
  const playerIds = Object.keys(record.players);
  const companionIds = Object.keys(record.companions);
  const itemIds = linkedCustomItems(record);
  if ((await existing(tx, players, playerIds, row.userId)).size < playerIds.length) {
    throw new HttpError(400, CAMPAIGN_LINK_MESSAGES.players);
  }
  if ((await existing(tx, npcs, companionIds, row.userId)).size < companionIds.length) {
    throw new HttpError(400, CAMPAIGN_LINK_MESSAGES.companions);
  }
  if ((await existing(tx, items, itemIds, row.userId)).size < itemIds.length) {
    throw new HttpError(400, CAMPAIGN_LINK_MESSAGES.items);
  }
  if (playerIds.length > 0) {
    await tx
      .update(players)
      .set({ campaignId: row.id, body: sql`jsonb_set(${players.body}, '{campaign_id}', to_jsonb(${row.id}::text))` })
      .where(
        and(
          inArray(players.id, playerIds),
          eq(players.userId, row.userId),
          or(isNull(players.campaignId), ne(players.campaignId, row.id)),
        ),
      );
  }
  await tx
    .update(players)
    .set({ campaignId: null, body: sql`jsonb_set(${players.body}, '{campaign_id}', 'null'::jsonb)` })
    .where(and(eq(players.campaignId, row.id), playerIds.length > 0 ? notInArray(players.id, playerIds) : undefined));
}

/** Before a campaign is deleted, in its transaction: its players play in no campaign, on their pages too. */
export async function releaseCampaignPlayers(tx: Db, campaignId: string): Promise<void> {
  await tx
    .update(players)
    .set({ campaignId: null, body: sql`jsonb_set(${players.body}, '{campaign_id}', 'null'::jsonb)` })
    .where(eq(players.campaignId, campaignId));
}
