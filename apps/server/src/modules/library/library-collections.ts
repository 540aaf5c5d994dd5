import type { LibraryFileKind } from '@skald/contract/library/library-io-limits';
import { campaignCollection } from './campaign-routes.ts';
import { characterCollection } from './character-routes.ts';
import { itemCollection } from './item-routes.ts';
import { npcCollection } from './npc-routes.ts';
import { playerCollection } from './player-routes.ts';
import { reminderCollection } from './reminder-routes.ts';
import type { CollectionSpec } from './serve-collection.ts';
import { spellCollection } from './spell-routes.ts';

/** A collection spec over plain records: an import hands each one the record its kind's schema parsed. */
export type ImportableSpec = CollectionSpec<{ [field: string]: unknown }>;

const importable = <Record>(spec: CollectionSpec<Record>) => spec as unknown as ImportableSpec;

/**
 * Every kind's collection spec, in the order an import inserts them: a player's row points at its
 * campaign's and a companion's at its player's, so those come first.
 */
export const LIBRARY_COLLECTIONS: { [Kind in LibraryFileKind]: ImportableSpec } = {
  campaigns: importable(campaignCollection),
  players: importable(playerCollection),
  npcs: importable(npcCollection),
  spells: importable(spellCollection),
  reminders: importable(reminderCollection),
  items: importable(itemCollection),
  characters: importable(characterCollection),
};
