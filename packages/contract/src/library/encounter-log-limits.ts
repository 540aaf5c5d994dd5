/**
 * How much of an encounter's log one read answers (zod-free, for the web too): the newest entries, at
 * most `entries` of them and about `characters` of JSON (at least one entry), so a long fight or a
 * fight of large combatants never makes one read of tens of megabytes. Older pages are read by the id of
 * the oldest entry held.
 */
export const ENCOUNTER_LOG_PAGE = { entries: 500, characters: 4_000_000 } as const;
