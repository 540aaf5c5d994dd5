import { refreshedEntity } from '@skald/contract/library/linked-entity';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaigns, players } from '../library/public.ts';
import { memberMap, membersOf, withCampaignState } from './campaign-carry.ts';
import type { EncounterRow } from './encounter-access.ts';
import { encounters } from './encounter-tables.ts';

/**
 * An unfinished fight meets what changed in its campaign while it waited (issue 27): the campaign's
 * record of what each member carries is the truth, since every command of every fight writes its
 * members' hit points there as it commits. So where the campaign now says otherwise (a long rest, an
 * edit on the campaign page, another fight), the fight's combatant takes the campaign's state; and a
 * player's maximum hit points edited on their sheet after the fight last changed reach it too. The fight
 * never writes its stale value back. Null when nothing changed.
 */
export async function caughtUpWithCampaign(db: Db, row: EncounterRow): Promise<Encounter | null> {
  const { state } = row;
  if (state.finished) return null;
  const linked = state.entities.filter((entity) => memberMap(entity) !== null);
  if (linked.length === 0) return null;
  const playerIds = linked.flatMap((entity) => (entity.entityType === 'player' ? [entity.id as string] : []));
  const campaign = await campaignSinceFight(db, row, playerIds);
  if (!campaign) return null;
  const { members, sheetMaxHp } = campaign;
  const entities = state.entities.map((entity) => {
    if (memberMap(entity) === null) return entity;
    const maxHp = entity.entityType === 'player' ? sheetMaxHp.get(entity.id as string) : undefined;
    const resized = maxHp === undefined ? entity : refreshedEntity(entity, { maxHp });
    return withCampaignState(resized, members);
  });
  return entities.some((entity, i) => entity !== state.entities[i]) ? { ...state, entities } : null;
}

/**
 * The campaign's members, and the maximum hit points on those of `playerIds`' sheets saved after the fight's
 * last change (a maximum the GM set in the fight itself stays), in one statement: it runs before every
 * command, and each statement is a round trip a follower's update waits for. Null when the campaign is gone.
 */
async function campaignSinceFight(db: Db, row: EncounterRow, playerIds: string[]) {
  const edited = db
    .select({ maxHps: sql`jsonb_object_agg(${players.id}, ${players.body} -> 'maxHp')` })
    .from(players)
    .where(and(inArray(players.id, playerIds), eq(players.userId, row.userId), gt(players.updated, row.updated)));
  const [found] = await db
    .select({
      body: campaigns.body,
      sheetMaxHps: playerIds.length > 0 ? sql<Record<string, unknown> | null>`(${edited})` : sql<null>`null`,
    })
    .from(campaigns)
    .where(eq(campaigns.id, row.campaignId));
  if (!found) return null;
  const sheetMaxHp = new Map<string, number>();
  for (const [id, maxHp] of Object.entries(found.sheetMaxHps ?? {}))
    if (typeof maxHp === 'number') sheetMaxHp.set(id, maxHp);
  return { members: membersOf(found.body), sheetMaxHp };
}

/**
 * In a command's transaction, before the command: the locked row with the campaign's changes stored as a
 * version of their own, so the command applies to the fight as it now is (its log entry undoes only its
 * own change) and the runner, seeing a version it did not make, takes the server's snapshot.
 */
export async function catchUpBeforeCommand(tx: Db, row: EncounterRow): Promise<EncounterRow> {
  const state = await caughtUpWithCampaign(tx, row);
  if (!state) return row;
  const [stored] = await tx
    .update(encounters)
    .set({ state, version: row.version + 1, updated: new Date() })
    .where(eq(encounters.id, row.id))
    .returning();
  return stored ?? row;
}
