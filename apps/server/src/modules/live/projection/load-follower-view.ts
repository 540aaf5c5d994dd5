import type { CampaignMemberState } from '@skald/contract/library/campaign-record';
import { BROADCAST_REFUSALS } from '@skald/contract/live/broadcast-routes';
import { followerVisibilitySchema } from '@skald/contract/live/visibility-schema';
import { DEFAULT_FOLLOWER_VISIBILITY } from '@skald/rules/encounter/follower-visibility';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { encounters } from '../../encounters/public.ts';
import { campaigns, players } from '../../library/public.ts';
import { users } from '../../users/public.ts';
import { liveBroadcasts } from '../live-tables.ts';
import { type LoadedFollowerView, loaded, type ViewSettings } from './loaded-view.ts';
import type { PartyMemberToProject } from './project-party.ts';

/** What a follow of a user's page reads while that user broadcasts nothing. */
export const NOT_BROADCASTING_NOW = 'Not broadcasting right now.';

const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The campaign's players as the overview shows them, in the order the campaign lists them. */
async function loadParty(db: Db, ownerId: string, carried: Record<string, CampaignMemberState>) {
  const ids = Object.keys(carried);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: players.id, body: players.body })
          .from(players)
          .where(and(inArray(players.id, ids), eq(players.userId, ownerId)));
  const byId = new Map(rows.map((row) => [row.id, row.body]));
  const names = new Map<string, string>();
  const party: PartyMemberToProject[] = [];
  for (const id of ids) {
    const body = byId.get(id);
    if (!body) continue;
    const name = typeof body.character_name === 'string' ? body.character_name : '';
    names.set(id, name);
    party.push({
      name,
      level: number(body.level),
      maxHp: number(body.maxHp),
      ac: number(body.ac),
      carried: carried[id] ?? {},
    });
  }
  return { party, names };
}

/**
 * The follower view of a user's broadcast (no campaign named: the campaign live now) or of one of their
 * campaigns. A private or missing campaign, or one of another user, is gone with the same sentence, so a
 * follower cannot tell which. What it read besides the encounter's row is kept in `withEncounter`.
 */
export async function loadFollowerView(
  db: Db,
  target: { userId: string; campaignId?: string },
  secret: string,
): Promise<LoadedFollowerView> {
  const [broadcast] = await db.select().from(liveBroadcasts).where(eq(liveBroadcasts.userId, target.userId));
  const campaignId = target.campaignId ?? (broadcast?.live ? broadcast.campaignId : null);
  if (!campaignId) return { gone: NOT_BROADCASTING_NOW };
  const [campaign] = await db
    .select({ body: campaigns.body, private: campaigns.private, updated: campaigns.updated, owner: users.username })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.userId))
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.userId, target.userId)));
  // A user's live campaign made private shows their followers what a user never live shows.
  if (!campaign || campaign.private)
    return { gone: target.campaignId ? BROADCAST_REFUSALS.notFound : NOT_BROADCASTING_NOW };
  const body = campaign.body;
  const live = broadcast?.live === true && broadcast.campaignId === campaignId;
  const { party, names } = await loadParty(
    db,
    target.userId,
    (body.players ?? {}) as Record<string, CampaignMemberState>,
  );
  const encounterId = live ? (broadcast?.encounterId ?? null) : null;
  const [row] = encounterId
    ? await db
        .select({
          version: encounters.version,
          state: encounters.state,
          awards: encounters.awards,
          loot: encounters.loot,
          weather: encounters.weather,
        })
        .from(encounters)
        .where(and(eq(encounters.id, encounterId), eq(encounters.campaignId, campaignId)))
    : [];
  const visibility = followerVisibilitySchema.safeParse(body.follower_visibility ?? {});
  const settings: ViewSettings = {
    campaignId,
    campaign: {
      id: campaignId,
      name: typeof body.name === 'string' ? body.name : '',
      background: typeof body.background === 'string' ? body.background : '',
      followerVisibility: visibility.success ? visibility.data : DEFAULT_FOLLOWER_VISIBILITY,
      party,
    },
    owner: campaign.owner,
    live,
    presence: {
      online: broadcast?.online ?? false,
      since: (broadcast?.presenceAt ?? campaign.updated).toISOString(),
    },
    encounterId,
    names,
  };
  return loaded(settings, row && encounterId ? { id: encounterId, ...row } : null, secret);
}
