import { type ItemRecord, itemRoutes } from '@skald/contract/library/item-record';
import type { FastifyInstance } from 'fastify';
import { items } from './library-tables.ts';
import { type CollectionSpec, type LibraryDeps, serveCollection } from './serve-collection.ts';

/** How the collection (and a library import) stores an item. */
export const itemCollection: CollectionSpec<ItemRecord> = {
  kind: 'items',
  table: items,
  searchName: (item) => item.name,
  columns: (item) => ({ shared: item.shared }),
};

/** Custom items (content.md §3): the five collection routes; shared ones appear on the Homebrew list. */
export async function itemLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<ItemRecord>(app, deps, itemRoutes, itemCollection);
}
