/** The library file's constants and refusals, zod-free so the import page can read them before sending. */

/** The format marker every library file starts with. */
export const LIBRARY_FILE_FORMAT = 'skald-library';
/**
 * The version of the file's shape this Skald writes. Version 2 added encounters (with their fights and
 * logs) and the soundboard; a version 1 file (without them) still imports.
 */
export const LIBRARY_FILE_VERSION = 2;
/** Every version an import reads. */
export const LIBRARY_FILE_VERSIONS_READ = [1, 2] as const;
/** The kinds a library file holds, in the order the side menu lists them. */
export const LIBRARY_FILE_KINDS = [
  'campaigns',
  'players',
  'npcs',
  'spells',
  'reminders',
  'items',
  'characters',
] as const;
export type LibraryFileKind = (typeof LIBRARY_FILE_KINDS)[number];
/** The key of the file's campaign notes, and the kind a report names a note by. */
export const LIBRARY_FILE_NOTES = 'campaignNotes';
/** The file's saved encounters, each with its campaign's id in the file and its fight (`library-file.ts`). */
export const LIBRARY_FILE_ENCOUNTERS = 'encounters';
/** The file's soundboard links. */
export const LIBRARY_FILE_SOUNDBOARD = 'soundboard';
/** Every list an import report counts: the seven kinds, campaign notes, encounters and soundboard links. */
export const LIBRARY_IMPORT_KINDS = [
  ...LIBRARY_FILE_KINDS,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_ENCOUNTERS,
  LIBRARY_FILE_SOUNDBOARD,
] as const;
export type LibraryImportKind = (typeof LIBRARY_IMPORT_KINDS)[number];
/** The files an import reads: Skald's own and other tools' (`packages/importers`). */
export const LIBRARY_IMPORT_FORMATS = [
  'skald',
  'shieldmaiden',
  'improved-initiative',
  '5e-database',
  'open5e',
] as const;
export type LibraryImportFormat = (typeof LIBRARY_IMPORT_FORMATS)[number];
/** What an import does with a record named like one of the same kind already in the library. */
export const LIBRARY_IMPORT_DUPLICATES = ['skip', 'overwrite', 'keep'] as const;
export type LibraryImportDuplicates = (typeof LIBRARY_IMPORT_DUPLICATES)[number];
/** The campaign an import adds for encounters that name none, when the importer chose no campaign. */
export const IMPORTED_ENCOUNTERS_CAMPAIGN = 'Imported encounters';
/** The most command rows one encounter's log may hold in a file. */
export const LIBRARY_FILE_MAX_LOG_ROWS = 100_000;
/** The most records of one kind a file may hold. */
export const LIBRARY_FILE_MAX_RECORDS = 10_000;
/** The most campaign notes a file may hold (each campaign keeps at most 1,000). */
export const LIBRARY_FILE_MAX_NOTES = 100_000;
/** The largest import body the server reads: 20 MiB (every other route keeps 1 MiB). */
export const LIBRARY_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const LIBRARY_IO_MESSAGES = {
  notJson:
    "The file is not JSON. Skald imports JSON files: its own library file, Shieldmaiden's and Improved Initiative's exports, and 5e-database or Open5e monsters.",
  tooLarge:
    "The file is larger than 20 MB, more than Skald imports at once. A Skald export that large is mostly its fights' logs: export again without them.",
  unreadable: (count: number) =>
    `${count === 1 ? 'One record' : `${count} records`} of the file cannot be read, so nothing was imported.`,
  libraryChanged:
    'Your library changed while the file was being checked and its records no longer fit your free slots, so nothing was imported; import it again.',
  anotherImport: 'Another library import is running on this server; nothing was imported, so try again in a minute.',
  notAnObject: 'It is not a record.',
  noId: 'It has no id (a UUID), so its links cannot be kept.',
  repeatedId: 'Another record of this kind has the same id.',
  linkDropped: (what: string) => `${what} is not in the file (or was rejected), so the link was dropped.`,
  noteCampaignMissing: 'Its campaign is not in the file (or was rejected), so the note was dropped.',
  notesFull: (max: number) => `Its campaign already takes ${max} notes from this file, so this one was left out.`,
  avatarDropped: (field: string) => `${field} is a picture uploaded to another account or server, so it was dropped.`,
  fightDropped: (problem: string) =>
    `Its fight could not be read (${problem}), so it was imported as not begun, with its combatants at full health.`,
  encounterCampaignMissing: (campaign: string) =>
    `Its campaign is not in the file (or was rejected), so it was put in ${campaign}.`,
  combatantUnlinked: (combatant: string) =>
    `${combatant} links a player or NPC that is not in the file (or was rejected), so it joins unlinked, with its own hit points and armor class.`,
  soundboardFull: (max: number) => `Your soundboard already keeps ${max} links, so this one was left out.`,
  campaignNotFound: 'That campaign is not one of yours.',
} as const;

/** `skald-library-2026-11-26.json`: the export's file name, by the day it was written (UTC). */
export function libraryFileName(date: Date): string {
  return `skald-library-${date.toISOString().slice(0, 10)}.json`;
}
