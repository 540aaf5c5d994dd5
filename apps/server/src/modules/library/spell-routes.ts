import { type SpellRecord, spellRoutes } from '@skald/contract/library/spell-record';
import type { FastifyInstance } from 'fastify';
import { spells } from './library-tables.ts';
import { type LibraryDeps, serveCollection } from './serve-collection.ts';

/** Custom spells (content.md §3): the five collection routes; shared ones appear on the Homebrew list. */
export async function spellLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<SpellRecord>(app, deps, spellRoutes, {
    kind: 'spells',
    table: spells,
    searchName: (spell) => spell.name,
    columns: (spell) => ({ level: spell.level, school: spell.school, shared: spell.shared }),
  });
}
