import { followerVisibilitySchema } from '@skald/contract/live/visibility-schema';
import type { Encounter } from '@skald/rules/encounter/encounter';
import {
  DEFAULT_FOLLOWER_VISIBILITY,
  entityVisibility,
  UNKNOWN_CREATURE_NAME,
} from '@skald/rules/encounter/follower-visibility';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { encounters } from '../encounters/public.ts';
import { campaigns } from '../library/public.ts';

/**
 * Who rolled, as followers may read it: a combatant of the watched encounter whose name is hidden from
 * them reads 'Unknown creature', and one hidden from the fight is not named at all. A name that is no
 * combatant's ('Initiative', a player's own roll) stays.
 */
export function speakerName(name: string, state: Encounter, campaignBody: Record<string, unknown>): string | null {
  const named = state.entities.filter((entity) => entity.name === name);
  if (named.length === 0) return name;
  const visible = named.filter((entity) => !entity.hidden);
  if (visible.length === 0) return null;
  const parsed = followerVisibilitySchema.safeParse(campaignBody.follower_visibility ?? {});
  const sides = parsed.success ? parsed.data : DEFAULT_FOLLOWER_VISIBILITY;
  return visible.some((entity) => entityVisibility(entity, sides).name) ? name : UNKNOWN_CREATURE_NAME;
}

/** `speakerName` against the broadcast's watched encounter, read from the database. */
export async function sharedSpeaker(
  db: Db,
  name: string | null,
  broadcast: { campaignId: string | null; encounterId: string | null },
): Promise<string | null> {
  if (name === null || !broadcast.campaignId || !broadcast.encounterId) return name;
  const [row] = await db
    .select({ state: encounters.state, body: campaigns.body })
    .from(encounters)
    .innerJoin(campaigns, eq(campaigns.id, encounters.campaignId))
    .where(and(eq(encounters.id, broadcast.encounterId), eq(encounters.campaignId, broadcast.campaignId)));
  return row ? speakerName(name, row.state, row.body) : name;
}
