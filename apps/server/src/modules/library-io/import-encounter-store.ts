import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type CommittedEncounter, encounterCommands, encounters } from '../encounters/public.ts';
import type { PlannedEncounter } from './import-encounters.ts';
import { INSERT_CHUNK } from './library-import-plan.ts';

/**
 * Writes the planned encounters in the import's transaction: a new one as a row and its log, an
 * overwritten one over the campaign's encounter of the same name (its id kept, its log replaced, its
 * version past both, so a runner holding it reloads). Between statements the thread is let go. Answers the
 * overwritten encounters as committed, for their new versions to be announced once the transaction is.
 */
export async function storeEncounters(
  tx: Db,
  userId: string,
  planned: PlannedEncounter[],
): Promise<CommittedEncounter[]> {
  const overwritten: CommittedEncounter[] = [];
  for (const [index, one] of planned.entries()) {
    const values = {
      searchName: one.name.toLowerCase(),
      state: one.state,
      loot: one.loot,
      weather: one.weather,
      xp: one.xp,
      awards: one.awards,
      timestamp: one.timestamp,
    };
    if (one.overwrite) {
      const [row] = await tx
        .update(encounters)
        .set({ ...values, version: sql`greatest(${encounters.version} + 1, ${one.version})`, updated: new Date() })
        .where(and(eq(encounters.id, one.id), eq(encounters.userId, userId)))
        .returning();
      if (row) overwritten.push(row);
      await tx.delete(encounterCommands).where(eq(encounterCommands.encounterId, one.id));
    } else {
      await tx.insert(encounters).values({
        ...values,
        id: one.id,
        userId,
        campaignId: one.campaignId,
        version: one.version,
        ...storedAt(index),
      });
    }
    await storeLog(tx, one);
    await nextTurn();
  }
  return overwritten;
}

/** The file's order, a microsecond apart: the export lists encounters by when they were stored. */
function storedAt(index: number) {
  const at = sql<Date>`now() + ${index}::int * interval '1 microsecond'`;
  return { created: at, updated: at };
}

/** The encounter's log rows as they were, a few hundred a statement, as one JSON parameter each. */
async function storeLog(tx: Db, one: PlannedEncounter) {
  for (let start = 0; start < one.log.length; start += INSERT_CHUNK) {
    const rows = one.log.slice(start, start + INSERT_CHUNK);
    await tx.execute(sql`
      INSERT INTO ${encounterCommands} (encounter_id, id, seq, kind, entry, undone)
      SELECT ${one.id}::uuid, (r->>'id')::uuid, (r->>'seq')::int, r->>'kind',
        CASE WHEN jsonb_typeof(r->'entry') = 'object' THEN r->'entry' END, (r->>'undone')::boolean
      FROM jsonb_array_elements(${JSON.stringify(rows)}::jsonb) AS rows(r)`);
    await nextTurn();
  }
}
