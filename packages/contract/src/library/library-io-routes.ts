import { z } from 'zod';
import { apiErrorSchema } from '../account.ts';
import { defineRoute } from '../api/api-route.ts';
import { libraryFileSchema, libraryImportFileSchema } from './library-file.ts';
import { LIBRARY_FILE_KINDS, LIBRARY_FILE_NOTES, LIBRARY_IMPORT_MAX_BYTES } from './library-io-limits.ts';

/** One record (or campaign note) an import left out, or took with a link or picture dropped: which, and why. */
export const importNoteSchema = z.object({
  kind: z.enum([...LIBRARY_FILE_KINDS, LIBRARY_FILE_NOTES]),
  /** The record's name as the file has it (lowercase for NPCs, items, spells and reminders); a note's start. */
  name: z.string(),
  reason: z.string(),
});
export type ImportNote = z.output<typeof importNoteSchema>;

const perKind = z.object({
  ...(Object.fromEntries(LIBRARY_FILE_KINDS.map((kind) => [kind, z.number().int()])) as {
    [Kind in (typeof LIBRARY_FILE_KINDS)[number]]: z.ZodNumber;
  }),
  [LIBRARY_FILE_NOTES]: z.number().int(),
});

/** What an import did, or on a dry run would do. */
export const importReportSchema = z.object({
  dryRun: z.boolean(),
  /** Records added (or, on a dry run, that would be), per kind, and campaign notes. */
  added: perKind,
  /** Records left out, with the reason: a field's refusal, or 'Not enough slots'. */
  rejected: z.array(importNoteSchema),
  /** Records added with a link or an uploaded picture dropped. */
  changed: z.array(importNoteSchema),
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
      'Answered as an attachment named skald-library-YYYY-MM-DD.json, campaign notes included. Who controls a player is left out.',
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
      'Every record gets a new id and the links inside the file follow; links to records not in the file are dropped. ' +
      "Campaign notes keep their text and times and join their campaign's copy; a note whose campaign is not added is dropped. " +
      'A record that fails its checks, or finds no free slot in your tier, is rejected with the reason; the rest are added. ' +
      'Uploaded pictures stay only when they are your own. The body may be up to 20 MiB.',
    query: z.strictObject({
      dryRun: z
        .enum(['true', 'false'], { error: 'dryRun is true or false.' })
        .default('false')
        .transform((value) => value === 'true'),
    }),
    body: libraryImportFileSchema,
    bodyLimit: LIBRARY_IMPORT_MAX_BYTES,
    answer: importReportSchema,
    otherAnswers: {
      400: {
        description: 'The file is not a library file, or records of it cannot be read',
        schema: importRefusalSchema,
      },
      409: {
        description: 'Your library changed during the import and its records no longer fit; nothing was imported',
      },
      413: { description: 'The file is larger than 20 MiB' },
      429: { description: 'Another import is running on this server; nothing was imported' },
    },
  }),
};
