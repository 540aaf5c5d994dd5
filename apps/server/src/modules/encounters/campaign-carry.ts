import type { CampaignMemberState, CampaignRecord } from '@skald/contract/library/campaign-record';
import { addMeters, carriedFromEntity, entityWithCarried, sameCarried } from '@skald/rules/campaign/carried-state';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns } from '../library/public.ts';
import { linkOf } from './encounter-links.ts';

type Members = Pick<CampaignRecord, 'players' | 'companions'>;

/**
 * The campaign map a combatant's carried state lives in: players by player id, companions by NPC id.
 * Only a UUID links (`linkOf`): an id such as "constructor" names nothing in the campaign.
 */
export function memberMap(entity: EncounterEntity): 'players' | 'companions' | null {
  if (linkOf(entity) === null) return null;
  if (entity.entityType === 'player') return 'players';
  if (entity.entityType === 'companion') return 'companions';
  return null;
}

/** The member's own entry, never one inherited by every object ("toString", "__proto__"). */
function memberState(members: Members, map: 'players' | 'companions', id: string): CampaignMemberState | undefined {
  return Object.hasOwn(members[map], id) ? members[map][id] : undefined;
}

/** A campaign's players and companions with what each carries, from its stored body. */
export function membersOf(campaignBody: unknown): Members {
  const body = campaignBody as Partial<Members>;
  return { players: body.players ?? {}, companions: body.companions ?? {} };
}

/** A campaign's players and companions with what each carries, or null when the campaign is gone. */
export async function campaignMembers(db: Db, campaignId: string): Promise<Members | null> {
  const [row] = await db.select({ body: campaigns.body }).from(campaigns).where(eq(campaigns.id, campaignId));
  return row ? membersOf(row.body) : null;
}

/** A combatant before the fight starts, as the campaign's last fight left them (the same object when it already is). */
export function withCampaignState(entity: EncounterEntity, members: Members): EncounterEntity {
  const map = memberMap(entity);
  const carried = map ? memberState(members, map, entity.id as string) : undefined;
  return carried ? entityWithCarried(entity, carried) : entity;
}

/**
 * After a command of a real encounter, in its transaction: the campaign keeps what its players and
 * companions carry to the next fight (hit points, temp HP, a lowered maximum, death saves), and when the
 * command finished the fight, the fight's meters are added to the campaign's. Nothing is written when no
 * member's carried state changed, so most commands cost no campaign write.
 */
export async function carryToCampaign(tx: Db, campaignId: string, before: Encounter, after: Encounter): Promise<void> {
  const previous = new Map(before.entities.map((entity) => [entity.key, entity]));
  const finishing = after.finished && !before.finished;
  const changed = after.entities.filter((entity) => {
    if (!memberMap(entity)) return false;
    const was = previous.get(entity.key);
    return finishing || !was || !sameCarried(was, entity);
  });
  if (changed.length === 0) return;
  const [row] = await tx
    .select({ body: campaigns.body })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId))
    .for('update');
  if (!row) return;
  const body = row.body as unknown as CampaignRecord;
  const next: Members = { players: { ...body.players }, companions: { ...body.companions } };
  let wrote = false;
  for (const entity of changed) {
    const map = memberMap(entity) as 'players' | 'companions';
    const id = entity.id as string;
    // Only the campaign's own members carry: a player added to this fight alone leaves the campaign alone.
    const kept = memberState(next, map, id);
    if (!kept) continue;
    const carried = carriedFromEntity(entity, kept);
    next[map][id] = finishing ? { ...carried, meters: addMeters(kept.meters, entity.meters) } : carried;
    wrote = true;
  }
  if (!wrote) return;
  await tx
    .update(campaigns)
    .set({ body: { ...row.body, ...next }, updated: new Date() })
    .where(eq(campaigns.id, campaignId));
}
