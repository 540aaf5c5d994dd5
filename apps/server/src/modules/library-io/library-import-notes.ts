import { MAX_CAMPAIGN_NOTES } from '@skald/contract/library/campaign-notes';
import { libraryFileNoteSchema } from '@skald/contract/library/library-file';
import { LIBRARY_FILE_NOTES, LIBRARY_IO_MESSAGES } from '@skald/contract/library/library-io-limits';
import type { ImportNote } from '@skald/contract/library/library-io-routes';
import type { Db } from '../../db/database.ts';
import { describeIssue } from '../../http/parse-body.ts';
import { campaignNotes } from '../library/public.ts';
import { INSERT_CHUNK, takeTurns } from './library-import-plan.ts';

/**
 * A library file's campaign notes: exported beside the records, each naming its campaign's id, and
 * imported into the copy of that campaign with their text and times as they were. A note is checked on
 * its own: one the note form would refuse, one whose campaign is not added, or one past a campaign's
 * 1,000 is left out with the reason.
 */

/** A note the import will add, to the campaign's new id. */
export interface PlannedNote {
  campaignId: string;
  text: string;
  created: Date;
  updated: Date;
}

const noteFields = libraryFileNoteSchema.omit({ campaign_id: true });

/** The name a report shows for a note: the start of its text, or its place in the file. */
function nameOf(value: unknown, position: number): string {
  const text = value && typeof value === 'object' ? (value as { text?: unknown }).text : null;
  const start = typeof text === 'string' ? text.trim().split('\n')[0]?.trim() : '';
  if (!start) return `Note ${position + 1}`;
  return start.length > 60 ? `${start.slice(0, 59)}…` : start;
}

/** The note to add, or the sentence saying why it is left out; `perCampaign` counts the notes taken. */
function planNote(
  value: unknown,
  campaigns: Map<string, string>,
  perCampaign: Map<string, number>,
): PlannedNote | string {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return LIBRARY_IO_MESSAGES.notAnObject;
  const { campaign_id: fileId, ...fields } = value as { [field: string]: unknown };
  const parsed = noteFields.safeParse(fields);
  if (!parsed.success) return describeIssue(parsed.error.issues[0]);
  const campaignId = typeof fileId === 'string' ? campaigns.get(fileId.toLowerCase()) : undefined;
  if (!campaignId) return LIBRARY_IO_MESSAGES.noteCampaignMissing;
  const kept = perCampaign.get(campaignId) ?? 0;
  if (kept >= MAX_CAMPAIGN_NOTES) return LIBRARY_IO_MESSAGES.notesFull(MAX_CAMPAIGN_NOTES);
  perCampaign.set(campaignId, kept + 1);
  const { text, created, updated } = parsed.data;
  return { campaignId, text, created: new Date(created), updated: new Date(updated) };
}

/**
 * Checks each note of the file and points it at its campaign's new id (`campaigns`: file id → new id),
 * yielding as it goes: a file may hold 100,000 notes.
 */
export async function planNotes(
  notes: unknown[],
  campaigns: Map<string, string>,
): Promise<{ planned: PlannedNote[]; rejected: ImportNote[] }> {
  const planned: PlannedNote[] = [];
  const rejected: ImportNote[] = [];
  const perCampaign = new Map<string, number>();
  const turn = takeTurns();
  for (const [position, value] of notes.entries()) {
    await turn();
    const plan = planNote(value, campaigns, perCampaign);
    if (typeof plan === 'string')
      rejected.push({ kind: LIBRARY_FILE_NOTES, name: nameOf(value, position), reason: plan });
    else planned.push(plan);
  }
  return { planned, rejected };
}

/** Inserts the planned notes, owned by the importing user, in the import's transaction. */
export async function storeNotes(tx: Db, userId: string, planned: PlannedNote[]): Promise<void> {
  for (let start = 0; start < planned.length; start += INSERT_CHUNK) {
    await tx
      .insert(campaignNotes)
      .values(planned.slice(start, start + INSERT_CHUNK).map((note) => ({ ...note, userId })));
  }
}
