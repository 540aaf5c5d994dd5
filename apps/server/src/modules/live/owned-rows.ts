import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { encounters } from '../encounters/public.ts';
import { campaigns } from '../library/public.ts';

/** One of the user's campaigns, or a 404 as if it did not exist. */
export async function ownCampaign(db: Db, userId: string, campaignId: string) {
  const [row] = await db
    .select({ id: campaigns.id, private: campaigns.private })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, userId)));
  if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
  return row;
}

/** One of the user's encounters in one of their campaigns, or `refusal` (a 404 as if it did not exist). */
export async function ownEncounter(
  db: Db,
  userId: string,
  campaignId: string,
  encounterId: string,
  refusal = new HttpError(404, LIBRARY_MESSAGES.notFound),
) {
  const [row] = await db
    .select({ id: encounters.id, state: encounters.state })
    .from(encounters)
    .where(and(eq(encounters.id, encounterId), eq(encounters.campaignId, campaignId), eq(encounters.userId, userId)));
  if (!row) throw refusal;
  return row;
}
