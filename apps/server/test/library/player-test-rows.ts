import type { Database } from '../../src/db/database.ts';
import { campaigns, npcs } from '../../src/modules/library/library-tables.ts';

/** Rows other engineers' routes write, put in directly so player tests do not wait on those routes. */

export async function insertNpc(database: Database, userId: string, name = 'wolf', playerId: string | null = null) {
  const [row] = await database.db
    .insert(npcs)
    .values({ userId, searchName: name, playerId, body: { name } })
    .returning({ id: npcs.id });
  if (!row) throw new Error('no NPC row');
  return row.id;
}

export async function insertCampaign(database: Database, userId: string, body: { [key: string]: unknown } = {}) {
  const [row] = await database.db
    .insert(campaigns)
    .values({
      userId,
      searchName: 'the lost mine',
      body: { name: 'The Lost Mine', players: {}, companions: {}, ...body },
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('no campaign row');
  return row.id;
}
