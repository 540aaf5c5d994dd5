import { z } from 'zod';
import { ITEM_RARITIES } from '../compendium-records.ts';
import { collectionRoutes } from './collection-routes.ts';
import { imageUrl, longText, lowercaseName } from './record-fields.ts';

/** A custom item (content.md §3): name stored lowercase, an image, and what the table needs to know. */
export const itemRecordSchema = z.strictObject({
  name: lowercaseName('Name'),
  image: imageUrl('Image'),
  desc: longText('Description'),
  rarity: z.enum(ITEM_RARITIES, { error: 'Choose a rarity from the list.' }).nullable().default(null),
  requires_attunement: z.boolean().default(false),
  /** Shown on the public Homebrew list. */
  shared: z.boolean().default(false),
});
export type ItemRecordInput = z.input<typeof itemRecordSchema>;
export type ItemRecord = z.output<typeof itemRecordSchema>;

export const itemSummarySchema = z.object({
  name: z.string(),
  image: z.string(),
  rarity: z.enum(ITEM_RARITIES).nullable(),
});

export const itemRoutes = collectionRoutes('items', 'Items', itemRecordSchema, itemSummarySchema);
