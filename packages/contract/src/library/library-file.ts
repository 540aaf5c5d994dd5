import { z } from 'zod';
import { campaignRecordSchema } from './campaign-record.ts';
import { characterRecordSchema } from './character-record.ts';
import { itemRecordSchema } from './item-record.ts';
import {
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_KINDS,
  LIBRARY_FILE_MAX_RECORDS,
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
});
export type LibraryFile = z.output<typeof libraryFileSchema>;

const recordList = (kind: string) =>
  z
    .array(z.unknown(), { error: `Send the ${kind} as a list.` })
    .max(LIBRARY_FILE_MAX_RECORDS, `A file holds at most ${LIBRARY_FILE_MAX_RECORDS} ${kind}.`)
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
});
export type LibraryImportFile = z.output<typeof libraryImportFileSchema>;
