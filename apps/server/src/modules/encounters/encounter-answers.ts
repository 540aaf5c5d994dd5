import type { EncounterSnapshot, StoredEncounter } from '@skald/contract/library/encounter-record';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { EncounterRow } from './encounter-access.ts';
import { encounterCommands } from './encounter-tables.ts';

/**
 * The encounter's log at `version`: every command not undone, oldest first, named by its command id. A
 * command committed after the version was read is left for the next read.
 */
export async function readLog(db: Db, encounterId: string, version: number): Promise<EncounterSnapshot['log']> {
  const rows = await db
    .select({ id: encounterCommands.id, entry: encounterCommands.entry })
    .from(encounterCommands)
    .where(
      and(
        eq(encounterCommands.encounterId, encounterId),
        eq(encounterCommands.kind, 'command'),
        eq(encounterCommands.undone, false),
        lte(encounterCommands.seq, version),
      ),
    )
    .orderBy(asc(encounterCommands.seq));
  return rows.flatMap((row) => (row.entry ? [{ id: row.id, entry: row.entry }] : []));
}

/** The fight at the row's version, with its log. */
export async function snapshotOf(db: Db, row: EncounterRow): Promise<EncounterSnapshot> {
  return { version: row.version, encounter: row.state, log: await readLog(db, row.id, row.version) };
}

/** A stored encounter as the API answers it: its setup and its fight at the row's version. */
export async function storedEncounter(db: Db, row: EncounterRow): Promise<StoredEncounter> {
  return {
    id: row.id,
    campaign_id: row.campaignId,
    name: row.state.name,
    loot: row.loot,
    weather: row.weather,
    xp: row.xp,
    timestamp: row.timestamp.toISOString(),
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
    ...(await snapshotOf(db, row)),
  };
}
