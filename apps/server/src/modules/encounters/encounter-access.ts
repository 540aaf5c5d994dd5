import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Commits } from '../../events/commits.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SignedIn } from '../auth/public.ts';
import type { CampaignEvent, LibraryDeps } from '../library/public.ts';
import { encounters } from './encounter-tables.ts';
import type { EncounterEvent, EncounterVersions } from './encounter-versions.ts';

export type EncounterRow = typeof encounters.$inferSelect;

/**
 * What every encounter route needs: the library's deps, writes that announce the versions they commit
 * (`commits`), and the event streams (`versions`), which hear those announcements from the publisher.
 */
export interface EncounterDeps extends LibraryDeps {
  commits: Commits<EncounterEvent | CampaignEvent>;
  versions: EncounterVersions;
}

/** An encounter's address: its campaign and its own id. */
export interface EncounterParams {
  id: string;
  encid: string;
}

/**
 * The encounter at `params`, when `signedIn` may read it (`write`: only the campaign's owner; an admin may
 * read anyone's); otherwise a 404, as if it did not exist. `lock` takes the row for the transaction.
 */
export async function findEncounter(
  db: Db,
  params: EncounterParams,
  signedIn: SignedIn,
  options: { write: boolean; lock?: boolean },
): Promise<EncounterRow> {
  const owner = options.write || !signedIn.user.admin ? eq(encounters.userId, signedIn.user.id) : undefined;
  const query = db
    .select()
    .from(encounters)
    .where(and(eq(encounters.id, params.encid), eq(encounters.campaignId, params.id), owner));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
  return row;
}
