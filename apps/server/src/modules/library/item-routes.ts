import { type ItemRecord, itemRoutes } from '@skald/contract/library/item-record';
import type { FastifyInstance } from 'fastify';
import { items } from './library-tables.ts';
import { type LibraryDeps, serveCollection } from './serve-collection.ts';

/** Custom items (content.md §3): the five collection routes; shared ones appear on the Homebrew list. */
export async function itemLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<ItemRecord>(app, deps, itemRoutes, {
    kind: 'items',
    table: items,
    searchName: (item) => item.name,
    columns: (item) => ({ shared: item.shared }),
  });
}
