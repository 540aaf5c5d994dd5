import {
  type CampaignRecord,
  type Inventory,
  type InventoryItem,
  MAX_INVENTORY_ITEMS,
} from '@skald/contract/library/campaign-record';
import { EMPTY_PURSE } from '@skald/contract/library/coins';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { campaigns } from '../library/public.ts';

export const LOOT_ITEM_MESSAGES = {
  inventoryFull: (room: number) =>
    `The campaign's inventory holds at most ${MAX_INVENTORY_ITEMS} items and has room for ${room} more; make room for the loot first.`,
} as const;

/**
 * In an award's or a reset's transaction: the campaign's row locked, its inventory as `change` makes it
 * from the one stored. Nothing happens when the campaign is gone.
 */
export async function changeCampaignInventory(
  tx: Db,
  campaignId: string,
  change: (inventory: Inventory) => Inventory,
): Promise<void> {
  const [campaign] = await tx
    .select({ body: campaigns.body })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (!campaign) return;
  const body = campaign.body as CampaignRecord;
  const inventory = change(body.inventory ?? { currency: EMPTY_PURSE, items: [] });
  await tx
    .update(campaigns)
    .set({ body: { ...body, inventory }, updated: new Date() })
    .where(eq(campaigns.id, campaignId));
}

/**
 * The loot's items join the campaign's inventory (a Potion of Healing found is the party's), refused in
 * words when they would take it past its limit; answers what was added, for a reset to take back.
 */
export async function giveLootItems(tx: Db, campaignId: string, loot: InventoryItem[]): Promise<InventoryItem[]> {
  if (loot.length === 0) return [];
  let added: InventoryItem[] = [];
  await changeCampaignInventory(tx, campaignId, (inventory) => {
    const room = MAX_INVENTORY_ITEMS - inventory.items.length;
    if (loot.length > room) throw new HttpError(409, LOOT_ITEM_MESSAGES.inventoryFull(Math.max(0, room)));
    added = loot;
    return { ...inventory, items: [...inventory.items, ...loot] };
  });
  return added;
}

/**
 * Reset: each item the award added leaves the inventory again, the last one equal to it, so one the GM
 * renamed, identified or gave away since stays as the GM left it.
 */
export async function takeBackLootItems(tx: Db, campaignId: string, given: InventoryItem[]): Promise<void> {
  if (given.length === 0) return;
  await changeCampaignInventory(tx, campaignId, (inventory) => {
    const items = [...inventory.items];
    for (const item of given) {
      const same = JSON.stringify(item);
      const index = items.findLastIndex((kept) => JSON.stringify(kept) === same);
      if (index !== -1) items.splice(index, 1);
    }
    return { ...inventory, items };
  });
}
