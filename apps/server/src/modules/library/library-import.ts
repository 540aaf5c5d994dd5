import type { LibraryImportFile } from '@skald/contract/library/library-file';
import { LIBRARY_FILE_KINDS, LIBRARY_FILE_NOTES } from '@skald/contract/library/library-io-limits';
import type { ImportNote, ImportReport } from '@skald/contract/library/library-io-routes';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { lockFreeSlots } from '../tiers/slots.ts';
import { LIBRARY_COLLECTIONS } from './library-collections.ts';
import { linkContext, relink } from './library-import-links.ts';
import { planNotes, storeNotes } from './library-import-notes.ts';
import { type ByKind, byKind, INSERT_CHUNK, planRecords, readFile } from './library-import-plan.ts';
import { avatars } from './library-tables.ts';
import type { LoadedRow } from './serve-collection.ts';

export interface ImportOptions {
  userId: string;
  defaultTierId: string;
  dryRun: boolean;
}

/**
 * Imports a library file into a user's library, in one transaction: the file is read (a record that
 * cannot be read refuses it whole: `unreadable`), each record checked with its kind's schema, given a
 * free slot, a new id and its links renamed, and stored as the collection stores it (derive, columns,
 * then the collection's link checks and link updates); then the campaign notes, each to its campaign's
 * copy (`library-import-notes.ts`). A dry run does all but the writing.
 */
export async function importLibrary(
  db: Db,
  file: LibraryImportFile,
  options: ImportOptions,
): Promise<{ report: ImportReport } | { unreadable: ImportNote[] }> {
  const { records, unreadable } = readFile(file);
  if (unreadable.length > 0) return { unreadable };
  const { userId } = options;
  return db.transaction(async (tx) => {
    const slots = await lockFreeSlots(tx, userId, options.defaultTierId);
    const { planned, rejected } = planRecords(records, slots);
    const own = await tx.select({ id: avatars.id }).from(avatars).where(eq(avatars.userId, userId));
    const context = linkContext(planned, new Set(own.map((avatar) => avatar.id)));
    const changed: ImportNote[] = [];
    const bodies = byKind((kind) =>
      planned[kind].map((one) => {
        const { record, dropped } = relink(kind, one.record, context);
        for (const reason of dropped) changed.push({ kind, name: one.name, reason });
        const { derive } = LIBRARY_COLLECTIONS[kind];
        return { id: one.id, body: derive ? derive(record) : record };
      }),
    );
    const notes = planNotes(file[LIBRARY_FILE_NOTES], context.ids.campaigns);
    if (!options.dryRun) {
      await store(tx, userId, bodies);
      await storeNotes(tx, userId, notes.planned);
    }
    return {
      report: {
        dryRun: options.dryRun,
        added: { ...byKind((kind) => planned[kind].length), [LIBRARY_FILE_NOTES]: notes.planned.length },
        rejected: [...rejected, ...notes.rejected],
        changed,
      },
    };
  });
}

type Body = { [field: string]: unknown };

/**
 * The time a record is stored at: the transaction's, a microsecond later per record, so each kind keeps
 * the file's order (lists and the export sort by this time, then by the new, random id).
 */
const storedAt = (position: number) => sql`now() + ${sql.raw(String(position))} * interval '1 microsecond'`;

/** Inserts every kind in order, then runs each collection's link checks and updates over the new rows. */
async function store(tx: Db, userId: string, bodies: ByKind<{ id: string; body: Body }[]>) {
  const written: { kind: (typeof LIBRARY_FILE_KINDS)[number]; row: LoadedRow }[] = [];
  for (const kind of LIBRARY_FILE_KINDS) {
    const spec = LIBRARY_COLLECTIONS[kind];
    const rows = bodies[kind];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      const values = rows.slice(start, start + INSERT_CHUNK).map(({ id, body }, offset) => ({
        id,
        userId,
        created: storedAt(start + offset),
        updated: storedAt(start + offset),
        searchName: spec.searchName(body),
        body,
        ...spec.columns?.(body),
      }));
      const inserted = await tx
        .insert(spec.table)
        .values(values as never)
        .returning();
      for (const row of inserted) written.push({ kind, row: row as LoadedRow });
    }
  }
  for (const { kind, row } of written) {
    const spec = LIBRARY_COLLECTIONS[kind];
    await spec.beforeWrite?.(tx, row.body, userId);
    await spec.afterWrite?.(tx, row);
  }
}
