/** What the rest of the server uses of the library module: outside it, import from here only (scripts/check-boundaries.mjs). */

export { linkedCustomItems } from './campaign-members.ts';
export { findCampaign } from './campaign-notes.ts';
export type { ContentSlots, CountedKind, FreeSlots } from './content-slots.ts';
export { unlinkGoneItems } from './inventory-ghosts.ts';
export { type ImportableSpec, LIBRARY_COLLECTIONS } from './library-collections.ts';
export {
  avatars,
  campaignFollows,
  campaignNotes,
  campaigns,
  characters,
  items,
  libraryCounts,
  npcs,
  players,
  reminders,
  spells,
} from './library-tables.ts';
export { registerLibrary } from './register-library.ts';
export type { CampaignEvent, LibraryDeps } from './serve-collection.ts';
