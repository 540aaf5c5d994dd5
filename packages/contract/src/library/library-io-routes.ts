import { z } from 'zod';
import { apiErrorSchema } from '../account.ts';
import { defineRoute } from '../api/api-route.ts';
import { libraryFileSchema } from './library-file.ts';
import {
  IMPORTED_ENCOUNTERS_CAMPAIGN,
  LIBRARY_IMPORT_DUPLICATES,
  LIBRARY_IMPORT_FORMATS,
  LIBRARY_IMPORT_KINDS,
  LIBRARY_IMPORT_MAX_BYTES,
} from './library-io-limits.ts';

/**
 * One record (campaign note, encounter, soundboard link) an import left out, or took with a link, a
 * picture or its fight dropped: which, and why.
 */
export const importNoteSchema = z.object({
  kind: z.enum(LIBRARY_IMPORT_KINDS),
  /** The record's name as the file has it (lowercase for NPCs, items, spells and reminders); a note's start. */
  name: z.string(),
  reason: z.string(),
});
export type ImportNote = z.output<typeof importNoteSchema>;

const perKind = z.object(
  Object.fromEntries(LIBRARY_IMPORT_KINDS.map((kind) => [kind, z.number().int()])) as {
    [Kind in (typeof LIBRARY_IMPORT_KINDS)[number]]: z.ZodNumber;
  },
);

/** The most campaigns, and encounters, an import's report names for links. */
export const IMPORT_REPORT_LINKS = 20;

/** What an import did, or on a dry run would do. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Which tool wrote the file. */
  format: z.enum(LIBRARY_IMPORT_FORMATS),
  /** The file in words a GM reads: "a Shieldmaiden export (version 2)", "3 Open5e monsters". */
  label: z.string(),
  /** Records added (or, on a dry run, that would be), per kind, campaign notes, encounters and links. */
  added: perKind,
  /** Records that replaced the body of the library's record of the same name, which kept its id. */
  overwritten: perKind,
  /** The file's records named like one of the same kind in the library (encounters: in the same campaign). */
  duplicates: z.array(z.object({ kind: z.enum(LIBRARY_IMPORT_KINDS), name: z.string() })),
  /**
   * Records left out, with the reason: the file's own (the converter's notes) first, then a field's
   * refusal, or 'Not enough slots'.
   */
  rejected: z.array(importNoteSchema),
  /** Records added with a link, an uploaded picture or their fight dropped. */
  changed: z.array(importNoteSchema),
  /**
   * After an import (empty on a dry run): the first campaigns and encounters it added or overwrote, at most
   * `IMPORT_REPORT_LINKS` of each, for the page to link to them (open the campaign, run an encounter).
   */
  stored: z.object({
    campaigns: z.array(z.object({ id: z.uuid(), name: z.string() })).max(IMPORT_REPORT_LINKS),
    encounters: z.array(z.object({ id: z.uuid(), name: z.string(), campaign_id: z.uuid() })).max(IMPORT_REPORT_LINKS),
  }),
});
export type ImportReport = z.output<typeof importReportSchema>;

/** A file refused whole: the sentence, and the records that could not be read. */
export const importRefusalSchema = apiErrorSchema.extend({ rejected: z.array(importNoteSchema).optional() });

export const libraryIoRoutes = {
  export: defineRoute({
    method: 'GET',
    path: '/api/library/export',
    access: 'signed-in',
    tag: 'Library',
    summary: 'All of your content as one JSON file, to keep or to import into another account',
    description:
      'Answered as an attachment named skald-library-YYYY-MM-DD.json, campaign notes included. Who controls a player is left out. ' +
      "With fightLogs=false each fight keeps its state but not its log (no undo of what came before): most of a long-running library's file is its logs, and an import takes at most 20 MiB.",
    query: z.strictObject({
      fightLogs: z
        .enum(['true', 'false'], { error: 'fightLogs is true or false.' })
        .default('true')
        .transform((value) => value === 'true'),
    }),
    answer: libraryFileSchema,
  }),
  import: defineRoute({
    method: 'POST',
    path: '/api/library/import',
    access: 'signed-in',
    tag: 'Library',
    summary:
      'Adds the content of a library file to yours, in one transaction; with dryRun=true only says what it would do',
    description:
      'The body is any JSON value: a Skald library file (version 1 or 2), a Shieldmaiden export (version 1 or 2, one NPC or spell, ' +
      'or a list of them), an Improved Initiative store or stat block, or 5e-database or Open5e monsters (one or a list). ' +
      'The answer names the format found; anything else is refused with the formats Skald reads. ' +
      'Every record gets a new id and the links inside the file follow; links to records not in the file are dropped. ' +
      `A record named like one of the same kind in your library (case aside; an encounter in the same campaign) is a duplicate: duplicates=skip leaves it out, overwrite replaces the body of yours (which keeps its id, its links and its slot; a campaign's notes are added to yours), keep (the default) adds it as a new record; the file's links to a skipped or overwritten record then point at yours. ` +
      'Encounters keep their fight, every command of their log (undo works on) and what an award gave; a fight that fails its checks is imported as not begun, said in changed. ' +
      `An encounter with no campaign goes into campaign=<id> (one of yours), or without it into a new campaign named "${IMPORTED_ENCOUNTERS_CAMPAIGN}". ` +
      "A combatant links only to players and NPCs of the file or the ones it names of yours. Soundboard links join your soundboard. Campaign notes keep their text and times and join their campaign's copy; a note whose campaign is not added is dropped. " +
      'A record that fails its checks, or finds no free slot in your tier (encounters: in their campaign), is rejected with the reason; the rest are added. ' +
      'Uploaded pictures stay only when they are your own. The body may be up to 20 MiB. Nothing is half-imported: the writes are one transaction.',
    query: z.strictObject({
      dryRun: z
        .enum(['true', 'false'], { error: 'dryRun is true or false.' })
        .default('false')
        .transform((value) => value === 'true'),
      duplicates: z
        .enum(LIBRARY_IMPORT_DUPLICATES, { error: 'duplicates is skip, overwrite or keep.' })
        .default('keep'),
      campaign: z.uuid({ error: 'campaign is the id of one of your campaigns.' }).optional(),
    }),
    body: z.unknown().meta({ description: 'Any JSON value: a library file of Skald or of a tool Skald reads.' }),
    bodyLimit: LIBRARY_IMPORT_MAX_BYTES,
    answer: importReportSchema,
    otherAnswers: {
      400: {
        description: 'The file is not a library file Skald reads, or records of it cannot be read',
        schema: importRefusalSchema,
      },
      404: { description: 'The campaign named is not one of yours' },
      409: {
        description: 'Your library changed during the import and its records no longer fit; nothing was imported',
      },
      413: { description: 'The file is larger than 20 MiB' },
      429: { description: 'Another import is running on this server; nothing was imported' },
    },
  }),
};
