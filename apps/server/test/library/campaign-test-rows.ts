import type { Database } from '../../src/db/database.ts';
import { items, npcs, players } from '../../src/modules/library/library-tables.ts';

/** Rows of the library a campaign links to, written straight to their tables. */

export async function insertPlayer(database: Database, userId: string, characterName: string): Promise<string> {
  const [row] = await database.db
    .insert(players)
    .values({
      userId,
      searchName: characterName.toLowerCase(),
      body: { character_name: characterName, avatar: '', storage_avatar: '', campaign_id: null, companions: [] },
    })
    .returning({ id: players.id });
  if (!row) throw new Error('no player row');
  return row.id;
}

/** An NPC; with `playerId` it is that player's companion. */
export async function insertCompanion(
  database: Database,
  userId: string,
  name: string,
  playerId: string | null,
): Promise<string> {
  const [row] = await database.db
    .insert(npcs)
    .values({ userId, searchName: name.toLowerCase(), playerId, body: { name: name.toLowerCase() } })
    .returning({ id: npcs.id });
  if (!row) throw new Error('no NPC row');
  return row.id;
}

export async function insertItem(database: Database, userId: string, name: string): Promise<string> {
  const [row] = await database.db
    .insert(items)
    .values({ userId, searchName: name.toLowerCase(), body: { name: name.toLowerCase() } })
    .returning({ id: items.id });
  if (!row) throw new Error('no item row');
  return row.id;
}
