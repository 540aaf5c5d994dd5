import type { Encounter } from '@skald/rules/encounter/encounter';
import type { LogEntry } from '@skald/rules/encounter/log';
import { z } from 'zod';
import { campaignNoteInputSchema } from './campaign-notes.ts';
import { campaignRecordSchema, inventoryItemSchema, MAX_INVENTORY_ITEMS, purseSchema } from './campaign-record.ts';
import { characterRecordSchema } from './character-record.ts';
import { encounterSetupSchema } from './encounter-record.ts';
import { itemRecordSchema } from './item-record.ts';
import {
  LIBRARY_FILE_ENCOUNTERS,
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_KINDS,
  LIBRARY_FILE_MAX_LOG_ROWS,
  LIBRARY_FILE_MAX_NOTES,
  LIBRARY_FILE_MAX_RECORDS,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_SOUNDBOARD,
  LIBRARY_FILE_VERSION,
  LIBRARY_FILE_VERSIONS_READ,
} from './library-io-limits.ts';
import { npcRecordSchema } from './npc-record.ts';
import { playerRecordSchema } from './player-record.ts';
import { reminderRecordSchema } from './reminder-record.ts';
import { soundboardLinkSchema } from './soundboard.ts';
import { spellRecordSchema } from './spell-record.ts';

/**
 * The file a user's library is exported as and imported from: a format marker and version, when it was
 * written, and every kind's records as their create bodies plus their ids, so the links between records
 * (a player's companions and campaign, a companion's player, a campaign's players, companions and
 * inventory items) can be pointed at the new ids an import gives them. Who controls a player is left out.
 * Campaign notes (their own table) are one list beside the kinds, each naming its campaign's id in the
 * file; a file written before they were exported has no such list, and imports as having none.
 * Version 2 adds the campaigns' saved encounters, each with its running fight and every command row of
 * its log, and the soundboard's links; a version 1 file has neither, and imports as having none.
 */

/** Each kind's record as a form sends it (checks included): what an import holds each record to. */
export const LIBRARY_FILE_RECORDS = {
  campaigns: campaignRecordSchema,
  players: playerRecordSchema,
  npcs: npcRecordSchema,
  spells: spellRecordSchema,
  reminders: reminderRecordSchema,
  items: itemRecordSchema,
  characters: characterRecordSchema,
} as const;

const withId = <Shape extends z.ZodRawShape>(record: { shape: Shape }) =>
  z.array(z.strictObject({ id: z.uuid(), ...record.shape }));

const noteTime = z.iso.datetime({
  offset: true,
  error: 'Give the time as an ISO date and time, such as 2026-11-26T07:00:00.000Z.',
});

/** A campaign note as a file holds it: its text as the note form checks it, and its times as they were. */
export const libraryFileNoteSchema = z.strictObject({
  campaign_id: z.uuid(),
  text: campaignNoteInputSchema.shape.text,
  created: noteTime,
  updated: noteTime,
});
export type LibraryFileNote = z.output<typeof libraryFileNoteSchema>;

/** What an award gave (the server's `encounters.awards`): experience by player id, coins as given, items. */
export const libraryFileAwardsSchema = z.strictObject({
  xp: z.record(z.uuid(), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)),
  currency: purseSchema,
  items: z.array(inventoryItemSchema).max(MAX_INVENTORY_ITEMS).optional(),
});
export type LibraryFileAwards = z.output<typeof libraryFileAwardsSchema>;

/**
 * One row of an encounter's log as stored (`encounter_commands`): the command's id (the browser gave it),
 * the version it made (`seq`), a command with its log entry or an undo (no entry), and whether it was undone.
 */
export const libraryFileLogRowSchema = z.strictObject({
  id: z.uuid(),
  seq: z.number().int().min(1),
  kind: z.enum(['command', 'undo']),
  entry: z.custom<LogEntry>((value) => value === null || (typeof value === 'object' && !Array.isArray(value))),
  undone: z.boolean().default(false),
});
export type LibraryFileLogRow = z.output<typeof libraryFileLogRowSchema>;

/**
 * A running fight as stored: its version, the rules engine's `Encounter`, every log row oldest first, and
 * what an award gave. The state and the rows are read whole by `checkFileFight()` (`library-file-fight.ts`)
 * before anything is stored: a fight that fails is imported as not begun.
 */
export const libraryFileFightSchema = z.strictObject({
  version: z.number({ error: "The fight's version is a whole number." }).int().min(0).max(1_000_000_000),
  state: z.custom<Encounter>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), {
    error: 'Send the fight as the encounter it is.',
  }),
  log: z
    .array(libraryFileLogRowSchema, { error: "Send the fight's log as a list of its rows." })
    .max(LIBRARY_FILE_MAX_LOG_ROWS, `A fight's log holds at most ${LIBRARY_FILE_MAX_LOG_ROWS} rows.`)
    .default([]),
  awards: libraryFileAwardsSchema.nullable().default(null),
});
export type LibraryFileFight = z.output<typeof libraryFileFightSchema>;

/**
 * A saved encounter as a file holds it: the builder's setup, its campaign's id in the file (null: the
 * campaign the importer chooses), when it was made, and its fight (none: not begun, built as a create does).
 */
export const libraryFileEncounterSchema = z.strictObject({
  campaign_id: z.uuid().nullable().default(null),
  ...encounterSetupSchema.shape,
  timestamp: z.iso.datetime({ offset: true }).optional(),
  fight: libraryFileFightSchema.optional(),
});
export type LibraryFileEncounter = z.output<typeof libraryFileEncounterSchema>;

/** The exported file, as the export answers it. */
export const libraryFileSchema = z.strictObject({
  format: z.literal(LIBRARY_FILE_FORMAT),
  version: z.literal(LIBRARY_FILE_VERSION),
  exportedAt: z.iso.datetime(),
  campaigns: withId(campaignRecordSchema),
  players: withId(playerRecordSchema),
  npcs: withId(npcRecordSchema),
  spells: withId(spellRecordSchema),
  reminders: withId(reminderRecordSchema),
  items: withId(itemRecordSchema),
  characters: withId(characterRecordSchema),
  [LIBRARY_FILE_NOTES]: z.array(libraryFileNoteSchema),
  [LIBRARY_FILE_ENCOUNTERS]: z.array(z.strictObject({ id: z.uuid(), ...libraryFileEncounterSchema.shape })),
  [LIBRARY_FILE_SOUNDBOARD]: z.array(soundboardLinkSchema),
});
export type LibraryFile = z.output<typeof libraryFileSchema>;
/** A file as a converter or a test writes it: defaults left out. */
export type LibraryFileInput = z.input<typeof libraryFileSchema>;

const recordList = (kind: string, max = LIBRARY_FILE_MAX_RECORDS) =>
  z
    .array(z.unknown(), { error: `Send the ${kind} as a list.` })
    .max(max, `A file holds at most ${max} ${kind}.`)
    .default([]);

/**
 * What an import accepts before looking at single records: the right format and version, and each kind a
 * list. Each record is then checked on its own, so one bad record is reported, not the whole file refused.
 */
export const libraryImportFileSchema = z.strictObject({
  format: z.literal(LIBRARY_FILE_FORMAT, { error: 'This is not a Skald library file.' }),
  version: z.literal(LIBRARY_FILE_VERSIONS_READ, {
    error: (issue) =>
      typeof issue.input === 'number' && issue.input > LIBRARY_FILE_VERSION
        ? `This file is version ${issue.input}, from a newer Skald; this one reads versions 1 to ${LIBRARY_FILE_VERSION}.`
        : `This file's version is not one Skald reads (versions 1 to ${LIBRARY_FILE_VERSION}).`,
  }),
  exportedAt: z.string().max(100).optional(),
  ...(Object.fromEntries(LIBRARY_FILE_KINDS.map((kind) => [kind, recordList(kind)])) as {
    [Kind in (typeof LIBRARY_FILE_KINDS)[number]]: ReturnType<typeof recordList>;
  }),
  [LIBRARY_FILE_NOTES]: recordList(LIBRARY_FILE_NOTES, LIBRARY_FILE_MAX_NOTES),
  [LIBRARY_FILE_ENCOUNTERS]: recordList(LIBRARY_FILE_ENCOUNTERS),
  [LIBRARY_FILE_SOUNDBOARD]: recordList('soundboard links'),
});
export type LibraryImportFile = z.output<typeof libraryImportFileSchema>;
