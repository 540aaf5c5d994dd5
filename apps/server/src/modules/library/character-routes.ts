import { type CharacterRecord, characterRoutes } from '@skald/contract/library/character-record';
import type { FastifyInstance } from 'fastify';
import { characters } from './library-tables.ts';
import { type LibraryDeps, serveCollection } from './serve-collection.ts';

/** A user's own characters (content.md §3 Player character): the five collection routes. */
export async function characterLibraryRoutes(app: FastifyInstance, deps: LibraryDeps): Promise<void> {
  serveCollection<CharacterRecord>(app, deps, characterRoutes, {
    kind: 'characters',
    table: characters,
    searchName: (character) => character.character_name.toLowerCase(),
    columns: (character) => ({ level: character.level }),
  });
}
