import { z } from 'zod';
import { campaignNoteInputSchema } from './campaign-notes.ts';
import { campaignRecordSchema } from './campaign-record.ts';
import { characterRecordSchema } from './character-record.ts';
import { itemRecordSchema } from './item-record.ts';
import {
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_KINDS,
  LIBRARY_FILE_MAX_NOTES,
  LIBRARY_FILE_MAX_RECORDS,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_VERSION,
} from './library-io-limits.ts';
import { npcRecordSchema } from './npc-record.ts';
import { playerRecordSchema } from './player-record.ts';
import { reminderRecordSchema } from './reminder-record.ts';
import { spellRecordSchema } from './spell-record.ts';

/**
 * The file a user's library is exported as and imported from: a format marker and version, when it was
 * written, and every kind's records as their create bodies plus their ids, so the links between records
 * (a player's companions and campaign, a companion's player, a campaign's players, companions and
 * inventory items) can be pointed at the new ids an import gives them. Who controls a player is left out.
 * Campaign notes (their own table) are one list beside the kinds, each naming its campaign's id in the
 * file; a file written before they were exported has no such list, and imports as having none.
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
});
export type LibraryFile = z.output<typeof libraryFileSchema>;

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
  version: z.literal(LIBRARY_FILE_VERSION, {
    error: (issue) =>
      typeof issue.input === 'number' && issue.input > LIBRARY_FILE_VERSION
        ? `This file is version ${issue.input}, from a newer Skald; this one reads version ${LIBRARY_FILE_VERSION}.`
        : `This file's version is not one Skald reads (version ${LIBRARY_FILE_VERSION}).`,
  }),
  exportedAt: z.string().max(100).optional(),
  ...(Object.fromEntries(LIBRARY_FILE_KINDS.map((kind) => [kind, recordList(kind)])) as {
    [Kind in (typeof LIBRARY_FILE_KINDS)[number]]: ReturnType<typeof recordList>;
  }),
  [LIBRARY_FILE_NOTES]: recordList(LIBRARY_FILE_NOTES, LIBRARY_FILE_MAX_NOTES),
});
export type LibraryImportFile = z.output<typeof libraryImportFileSchema>;
