import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { npcs, players } from './library-tables.ts';
import type { LoadedRow } from './serve-collection.ts';

/**
 * A companion is linked from both ends: the NPC's `player_id` and the player's `companions` list. Each
 * write of one end brings the other along, so a companion never names a player that does not list it.
 */

/** Sets an NPC's player, in its column and its stored record. */
function setNpcPlayer(tx: Db, playerId: string | null) {
  return tx.update(npcs).set({
    playerId,
    body: sql`${npcs.body} || jsonb_build_object('player_id', ${playerId}::text)`,
  });
}

/** After a player is saved: the NPCs it lists follow it, and NPCs it no longer lists follow no one. */
export async function linkListedCompanions(tx: Db, row: LoadedRow): Promise<void> {
  const listed = Array.isArray(row.body.companions) ? (row.body.companions as string[]) : [];
  if (listed.length > 0) {
    await setNpcPlayer(tx, row.id).where(and(eq(npcs.userId, row.userId), inArray(npcs.id, listed)));
  }
  const dropped = listed.length > 0 ? sql`not (${inArray(npcs.id, listed)})` : sql`true`;
  await setNpcPlayer(tx, null).where(and(eq(npcs.playerId, row.id), dropped));
}

/** After an NPC is saved: its player lists it, and any other of the owner's players stops listing it. */
export async function listCompanionOnItsPlayer(tx: Db, row: LoadedRow): Promise<void> {
  const playerId = typeof row.body.player_id === 'string' ? row.body.player_id : null;
  const withoutIt = sql`coalesce(${players.body} -> 'companions', '[]'::jsonb) - ${row.id}::text`;
  const others = playerId
    ? and(eq(players.userId, row.userId), ne(players.id, playerId))
    : eq(players.userId, row.userId);
  await tx
    .update(players)
    .set({ body: sql`${players.body} || jsonb_build_object('companions', ${withoutIt})` })
    .where(and(others, sql`${players.body} -> 'companions' ? ${row.id}::text`));
  if (!playerId) return;
  const listed = sql`coalesce(${players.body} -> 'companions', '[]'::jsonb)`;
  await tx
    .update(players)
    .set({
      body: sql`${players.body} || jsonb_build_object('companions', ${listed} || jsonb_build_array(${row.id}::text))`,
    })
    .where(and(eq(players.id, playerId), eq(players.userId, row.userId), sql`not (${listed} ? ${row.id}::text)`));
}

/** Before a player is deleted: its companions follow no one, in their stored records too. */
export async function unlinkCompanionsOf(tx: Db, playerId: string): Promise<void> {
  await setNpcPlayer(tx, null).where(eq(npcs.playerId, playerId));
}
