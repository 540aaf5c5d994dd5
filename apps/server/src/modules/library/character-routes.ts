import { type CharacterRecord, characterRoutes } from '@skald/contract/library/character-record';
import type { FastifyInstance } from 'fastify';
import { characters } from './library-tables.ts';
import { type CollectionSpec, type LibraryDeps, serveCollection } from './serve-collection.ts';

/** How the collection (and a library import) stores a character. */
export const characterCollection: CollectionSpec<CharacterRecord> = {
  kind: 'characters',
  table: characters,
  searchName: (character) => character.character_name.toLowerCase(),
  columns: (character) => ({ level: character.level }),
};

/** A user's own characters (content.md §3 Player character): the five collection routes. */
export async function characterLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<CharacterRecord>(app, deps, characterRoutes, characterCollection);
}
