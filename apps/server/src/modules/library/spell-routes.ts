import { type SpellRecord, spellRoutes } from '@skald/contract/library/spell-record';
import type { FastifyInstance } from 'fastify';
import { spells } from './library-tables.ts';
import { type CollectionSpec, type LibraryDeps, serveCollection } from './serve-collection.ts';

/** How the collection (and a library import) stores a spell. */
export const spellCollection: CollectionSpec<SpellRecord> = {
  kind: 'spells',
  table: spells,
  searchName: (spell) => spell.name,
  columns: (spell) => ({ level: spell.level, school: spell.school, shared: spell.shared }),
};

/** Custom spells (content.md §3): the five collection routes; shared ones appear on the Homebrew list. */
export async function spellLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<SpellRecord>(app, deps, spellRoutes, spellCollection);
}
