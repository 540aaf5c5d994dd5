import { LIBRARY_FILE_KINDS } from '@skald/contract/library/library-io-limits';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { LIBRARY_COLLECTIONS } from '../library/public.ts';
import { type ByKind, byKind, type FileRecord } from './library-import-plan.ts';

/**
 * The library's records a file's records may duplicate: per kind, the lowercase names the file uses that
 * the user's library already has, each with the id of the oldest such record. One query a kind, the names
 * sent as one JSON parameter, read through the (owner, name) index.
 */
export async function existingByName(
  db: Db,
  userId: string,
  records: ByKind<FileRecord[]>,
): Promise<ByKind<Map<string, string>>> {
  const found = byKind(() => new Map<string, string>());
  for (const kind of LIBRARY_FILE_KINDS) {
    if (records[kind].length === 0) continue;
    const { table } = LIBRARY_COLLECTIONS[kind];
    const names = JSON.stringify([...new Set(records[kind].map((one) => one.name.toLowerCase()))]);
    const rows = await db
      .select({ id: table.id, name: table.searchName })
      .from(table)
      .where(
        and(eq(table.userId, userId), sql`${table.searchName} IN (SELECT jsonb_array_elements_text(${names}::jsonb))`),
      )
      .orderBy(asc(table.created), asc(table.id));
    for (const row of rows) if (!found[kind].has(row.name)) found[kind].set(row.name, row.id);
  }
  return found;
}
