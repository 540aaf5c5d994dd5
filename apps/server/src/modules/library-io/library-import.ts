import type { LibraryImportFile } from '@skald/contract/library/library-file';
import {
  LIBRARY_FILE_ENCOUNTERS,
  LIBRARY_FILE_KINDS,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_SOUNDBOARD,
  LIBRARY_IO_MESSAGES,
  type LibraryImportDuplicates,
  type LibraryImportFormat,
} from '@skald/contract/library/library-io-limits';
import { IMPORT_REPORT_LINKS, type ImportNote, type ImportReport } from '@skald/contract/library/library-io-routes';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Commits } from '../../events/commits.ts';
import { HttpError } from '../../http/http-error.ts';
import type { EncounterEvent } from '../encounters/public.ts';
import { avatars, type ContentSlots, LIBRARY_COLLECTIONS } from '../library/public.ts';
import { changesToKept } from './converter-notes.ts';
import { encounterFallback } from './import-campaign-choice.ts';
import { storeEncounters } from './import-encounter-store.ts';
import { encounterSlotsHold, needsFallback, planEncounters } from './import-encounters.ts';
import { planSoundboard, storeSoundboard } from './import-soundboard.ts';
import { existingByName } from './library-import-duplicates.ts';
import { existingIds, linkContext, relink } from './library-import-links.ts';
import { type ImportedBodies, settleMemberLinks } from './library-import-members.ts';
import { planNotes, storeNotes } from './library-import-notes.ts';
import { byKind, planRecords, readFile, slotsHold, takeTurns } from './library-import-plan.ts';
import { storeRecords } from './library-import-store.ts';

export interface ImportOptions {
  /** The write, which announces the encounters it overwrote (their runners and followers hear the new version). */
  commits: Commits<EncounterEvent>;
  userId: string;
  slots: ContentSlots;
  dryRun: boolean;
  duplicates: LibraryImportDuplicates;
  /** The campaign (one of the user's) for the file's encounters that name none; null: "Imported encounters". */
  campaign: { id: string; name: string } | null;
  /** What the converter said of the file: its format, in words, and the records it left out or changed. */
  source: { format: LibraryImportFormat; label: string; rejected: ImportNote[]; changed: ImportNote[] };
}

/**
 * Imports a library file (version 1 or 2, as a converter gives it) into a user's library. The file is
 * read (a record that cannot be read refuses it whole: `unreadable`); each record is matched by name
 * against the library (`duplicates`), checked with its kind's schema against the free slots, given a new
 * id (or the matched record's) and its links renamed, and the links' other ends set
 * (`library-import-members.ts`); the encounters and soundboard are planned the same way. All of that
 * happens before the transaction, which only counts the slots again under the user's lock and writes,
 * a few hundred rows a statement, letting the thread go between statements. A dry run does all but the
 * writing.
 */
export async function importLibrary(
  db: Db,
  file: LibraryImportFile,
  options: ImportOptions,
): Promise<{ report: ImportReport } | { unreadable: ImportNote[] }> {
  const { records, unreadable } = readFile(file);
  if (unreadable.length > 0) return { unreadable };
  const { userId, slots } = options;
  const free = await slots.free(db, userId);
  const existing = await existingByName(db, userId, records);
  const plan = await planRecords(records, free, { choice: options.duplicates, existing });
  const own = await db.select({ id: avatars.id }).from(avatars).where(eq(avatars.userId, userId));
  const context = linkContext(plan, new Set(own.map((avatar) => avatar.id)));

  const encounterValues = file[LIBRARY_FILE_ENCOUNTERS];
  // Looked for (or made) only when an encounter needs it; otherwise no encounter reads it.
  const fallback = encounterValues.some((value) => needsFallback(value, context.ids.campaigns))
    ? await encounterFallback(db, userId, options.campaign, free, plan.planned.campaigns)
    : { fallback: { refusal: LIBRARY_IO_MESSAGES.campaignNotFound } };
  if (fallback.added) plan.planned.campaigns.push(fallback.added);

  const changed: ImportNote[] = [];
  const bodies: ImportedBodies = byKind(() => []);
  const turn = takeTurns();
  for (const kind of LIBRARY_FILE_KINDS) {
    const { derive } = LIBRARY_COLLECTIONS[kind];
    for (const one of plan.planned[kind]) {
      await turn();
      const { record, dropped } = relink(kind, one.record, context);
      for (const reason of dropped) changed.push({ kind, name: one.name, reason });
      const body = derive ? derive(record) : record;
      // A campaign's time is when it began, as the file says, not when it was imported (a save's `derive` sets it).
      if (typeof record.timestamp === 'string') body.timestamp = record.timestamp;
      bodies[kind].push({ id: one.id, body, overwrite: one.overwrite });
    }
  }
  settleMemberLinks(bodies);
  // A skipped campaign's notes are skipped with it; an overwritten one's join the library's campaign.
  const noteCampaigns = new Map(plan.planned.campaigns.map((one) => [one.fileId, one.id]));
  const notes = await planNotes(file[LIBRARY_FILE_NOTES], noteCampaigns);
  const encounters = await planEncounters(db, userId, encounterValues, {
    ids: context.ids,
    fallback: fallback.fallback,
    duplicates: options.duplicates,
    slots: free,
  });
  const soundboard = await planSoundboard(db, userId, file[LIBRARY_FILE_SOUNDBOARD], options.duplicates);

  if (!options.dryRun) {
    await options.commits.transaction(async (tx, announce) => {
      const locked = await slots.lockFree(tx, userId);
      if (!slotsHold(plan.planned, locked) || !encounterSlotsHold(encounters.planned, locked))
        throw new HttpError(409, LIBRARY_IO_MESSAGES.libraryChanged);
      await storeRecords(tx, userId, bodies, existingIds(plan));
      await storeNotes(tx, userId, notes.planned);
      for (const row of await storeEncounters(tx, userId, encounters.planned))
        announce({ kind: 'encounter', encounterId: row.id, version: row.version, committed: row });
      await storeSoundboard(tx, userId, soundboard.links);
    });
  }
  const count = (overwrite: boolean) => ({
    ...byKind((kind) => plan.planned[kind].filter((one) => one.overwrite === overwrite).length),
    [LIBRARY_FILE_NOTES]: overwrite ? 0 : notes.planned.length,
    [LIBRARY_FILE_ENCOUNTERS]: encounters.planned.filter((one) => one.overwrite === overwrite).length,
    [LIBRARY_FILE_SOUNDBOARD]: overwrite ? soundboard.overwritten : soundboard.added,
  });
  return {
    report: {
      dryRun: options.dryRun,
      format: options.source.format,
      label: options.source.label,
      added: count(false),
      overwritten: count(true),
      duplicates: [...plan.found, ...encounters.found, ...soundboard.found],
      rejected: [
        ...options.source.rejected,
        ...plan.rejected,
        ...notes.rejected,
        ...encounters.rejected,
        ...soundboard.rejected,
      ],
      changed: [
        ...changesToKept(options.source.changed, [
          ...plan.rejected,
          ...encounters.rejected,
          ...(options.duplicates === 'skip' ? [...plan.found, ...encounters.found] : []),
        ]),
        ...changed,
        ...encounters.changed,
      ],
      stored: {
        campaigns: options.dryRun
          ? []
          : plan.planned.campaigns.slice(0, IMPORT_REPORT_LINKS).map(({ id, name }) => ({ id, name })),
        encounters: options.dryRun
          ? []
          : encounters.planned
              .slice(0, IMPORT_REPORT_LINKS)
              .map(({ id, name, campaignId }) => ({ id, name, campaign_id: campaignId })),
      },
    },
  };
}
