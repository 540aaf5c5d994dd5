import { randomUUID } from 'node:crypto';
import { campaignRecordSchema } from '@skald/contract/library/campaign-record';
import { IMPORTED_ENCOUNTERS_CAMPAIGN, LIBRARY_IO_MESSAGES } from '@skald/contract/library/library-io-limits';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { campaigns, type FreeSlots } from '../library/public.ts';
import type { EncounterTargets } from './import-encounters.ts';
import { type PlannedRecord, slotRefusal } from './library-import-plan.ts';

/** The campaign an importer named for encounters without one: theirs (404 otherwise), with its name. */
export async function chosenCampaign(db: Db, userId: string, campaignId: string) {
  const [campaign] = await db
    .select({ id: campaigns.id, body: campaigns.body })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId)));
  if (!campaign) throw new HttpError(404, LIBRARY_IO_MESSAGES.campaignNotFound);
  return { id: campaign.id, name: String(campaign.body.name ?? '') };
}

/**
 * The campaign for a file's encounters that name none (Improved Initiative's) or one not imported: the
 * one the importer chose, else their campaign named "Imported encounters", else a new one of that name
 * (`added`, a campaign slot taken like the file's campaigns), else the reason there is none.
 */
export async function encounterFallback(
  db: Db,
  userId: string,
  chosen: { id: string; name: string } | null,
  slots: FreeSlots,
  plannedCampaigns: PlannedRecord[],
): Promise<{ fallback: EncounterTargets['fallback']; added?: PlannedRecord }> {
  if (chosen) return { fallback: chosen };
  const name = IMPORTED_ENCOUNTERS_CAMPAIGN;
  const [existing] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.userId, userId), eq(campaigns.searchName, name.toLowerCase())))
    .orderBy(asc(campaigns.created), asc(campaigns.id))
    .limit(1);
  if (existing) return { fallback: { id: existing.id, name } };
  const added = plannedCampaigns.filter((one) => !one.overwrite).length;
  const refusal = slotRefusal(slots, slots.free.campaigns, added);
  if (refusal) return { fallback: { refusal } };
  const id = randomUUID();
  const record = campaignRecordSchema.parse({ name }) as PlannedRecord['record'];
  return { fallback: { id, name }, added: { fileId: '', id, name, record, overwrite: false } };
}
