import { ENCOUNTER_LOG_PAGE } from '@skald/contract/library/encounter-log-limits';
import type { EncounterSnapshot, StoredEncounter } from '@skald/contract/library/encounter-record';
import { and, asc, desc, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { EncounterRow } from './encounter-access.ts';
import { encounterCommands } from './encounter-tables.ts';

export interface LogPage {
  log: EncounterSnapshot['log'];
  /** Whether entries older than the page remain. */
  earlier: boolean;
}

/**
 * A page of the encounter's log at `version`: the newest commands not undone (before the command at
 * `beforeSeq`, when given), as many as `ENCOUNTER_LOG_PAGE` allows, oldest first and named by their
 * command ids. A command committed after the version was read is left for the next read. The entries'
 * sizes are read first, so a page of large entries is cut without loading those left out.
 */
export async function readLogPage(db: Db, encounterId: string, version: number, beforeSeq?: number): Promise<LogPage> {
  const wanted = and(
    eq(encounterCommands.encounterId, encounterId),
    eq(encounterCommands.kind, 'command'),
    eq(encounterCommands.undone, false),
    lte(encounterCommands.seq, version),
    beforeSeq === undefined ? undefined : lt(encounterCommands.seq, beforeSeq),
  );
  const newest = await db
    .select({ seq: encounterCommands.seq, size: sql<number>`octet_length(${encounterCommands.entry}::text)` })
    .from(encounterCommands)
    .where(wanted)
    .orderBy(desc(encounterCommands.seq))
    .limit(ENCOUNTER_LOG_PAGE.entries + 1);
  let taken = 0;
  let characters = 0;
  for (const row of newest) {
    characters += Number(row.size ?? 0);
    if (taken === ENCOUNTER_LOG_PAGE.entries || (taken > 0 && characters > ENCOUNTER_LOG_PAGE.characters)) break;
    taken += 1;
  }
  const oldest = newest[taken - 1];
  if (!oldest) return { log: [], earlier: false };
  const rows = await db
    .select({ id: encounterCommands.id, entry: encounterCommands.entry })
    .from(encounterCommands)
    .where(and(wanted, gte(encounterCommands.seq, oldest.seq)))
    .orderBy(asc(encounterCommands.seq));
  const log = rows.flatMap((row) => (row.entry ? [{ id: row.id, entry: row.entry }] : []));
  return { log, earlier: newest.length > taken };
}

/** The fight at the row's version, with the newest page of its log. */
export async function snapshotOf(db: Db, row: EncounterRow): Promise<EncounterSnapshot> {
  const { log, earlier } = await readLogPage(db, row.id, row.version);
  return { version: row.version, encounter: row.state, log, ...(earlier ? { earlierLog: true } : {}) };
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
