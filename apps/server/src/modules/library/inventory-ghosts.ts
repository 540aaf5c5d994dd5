import type { Inventory } from '@skald/contract/library/campaign-record';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { linkedCustomItems } from './campaign-members.ts';
import { items } from './library-tables.ts';

const uuid = z.uuid();

/**
 * An inventory (a campaign's, an encounter's loot) with each link to a custom item of `userId` that no
 * longer exists taken off; the entry keeps its name. `warn` hears each deleted item's id. The same
 * object when every link still holds.
 */
export async function unlinkGoneItems(
  db: Db,
  userId: string,
  inventory: Inventory,
  warn: (itemId: string) => void,
): Promise<Inventory> {
  const itemIds = linkedCustomItems({ inventory }).filter((key) => uuid.safeParse(key).success);
  const itemRows =
    itemIds.length === 0
      ? []
      : await db
          .select({ id: items.id })
          .from(items)
          .where(and(inArray(items.id, itemIds), eq(items.userId, userId)));
  const aliveItems = new Set(itemRows.map((item) => item.id));
  let changed = false;
  const kept = inventory.items.map((item) => {
    const link = item.linked_item;
    if (!link?.custom || aliveItems.has(link.key)) return item;
    warn(link.key);
    changed = true;
    return { ...item, linked_item: null };
  });
  return changed ? { ...inventory, items: kept } : inventory;
}
