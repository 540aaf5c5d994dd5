import type { LibraryFile } from '@skald/contract/library/library-file';
import {
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_VERSION,
} from '@skald/contract/library/library-io-limits';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { LIBRARY_COLLECTIONS } from './library-collections.ts';
import { exportNotes } from './library-import-notes.ts';
import { byKind } from './library-import-plan.ts';

/**
 * A user's whole library as one file: each kind's records as stored (their create bodies) with their
 * ids, oldest first, and the campaigns' notes. Who controls a player lives beside the record, so it is
 * not exported.
 */
export async function exportLibrary(db: Db, userId: string, now = new Date()): Promise<LibraryFile> {
  const lists = byKind(async (kind) => {
    const { table } = LIBRARY_COLLECTIONS[kind];
    const rows = await db
      .select({ id: table.id, body: table.body })
      .from(table)
      .where(eq(table.userId, userId))
      .orderBy(asc(table.created), asc(table.id));
    return rows.map((row) => ({ ...row.body, id: row.id }));
  });
  const records = Object.fromEntries(
    await Promise.all(Object.entries(lists).map(async ([kind, list]) => [kind, await list] as const)),
  );
  return {
    format: LIBRARY_FILE_FORMAT,
    version: LIBRARY_FILE_VERSION,
    exportedAt: now.toISOString(),
    ...records,
    [LIBRARY_FILE_NOTES]: await exportNotes(db, userId),
  } as LibraryFile;
}
