import { COMPENDIUM_KINDS, type CompendiumKind } from '@skald/contract/compendium-kinds';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { CompendiumRows } from './compendium-rows.ts';
import { COMPENDIUM_TABLES } from './compendium-tables.ts';

/** An arbitrary constant naming the SRD import among the database's advisory locks (migrations use 0x5ca1d). */
const IMPORT_LOCK = 0x5ca1e;

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const BATCH_SIZE = 200;

export type CompendiumCounts = Record<CompendiumKind, number>;

/**
 * The kinds that hold no SRD record yet, which are the ones an import fills. One query after another:
 * inside a transaction they share one connection, which runs a single query at a time.
 */
export async function kindsWithoutSrd(db: Db): Promise<CompendiumKind[]> {
  const empty: CompendiumKind[] = [];
  for (const kind of COMPENDIUM_KINDS) {
    const table = COMPENDIUM_TABLES[kind];
    const [row] = await db.select({ id: table.id }).from(table).where(eq(table.source, 'srd')).limit(1);
    if (!row) empty.push(kind);
  }
  return empty;
}

/**
 * Inserts the SRD rows of every kind that has none yet, all in one transaction. The transaction takes
 * an advisory lock first, so servers starting together on one PostgreSQL take turns and the later ones
 * find the records there and insert nothing. Returns how many rows of each kind it inserted.
 */
export async function storeCompendium(db: Db, rows: CompendiumRows): Promise<CompendiumCounts> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    const empty = new Set(await kindsWithoutSrd(tx as unknown as Db));
    const counts: CompendiumCounts = { monsters: 0, spells: 0, items: 0, conditions: 0, rules: 0 };
    for (const kind of COMPENDIUM_KINDS) {
      if (!empty.has(kind)) continue;
      const table = COMPENDIUM_TABLES[kind];
      const kindRows = rows[kind] as (typeof table.$inferInsert)[];
      for (let start = 0; start < kindRows.length; start += BATCH_SIZE) {
        await tx.insert(table).values(kindRows.slice(start, start + BATCH_SIZE));
      }
      counts[kind] = kindRows.length;
    }
    return counts;
  });
}
