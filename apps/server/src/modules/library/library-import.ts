import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LibraryImportFile } from '@skald/contract/library/library-file';
import {
  LIBRARY_FILE_KINDS,
  LIBRARY_FILE_NOTES,
  LIBRARY_IO_MESSAGES,
  type LibraryFileKind,
} from '@skald/contract/library/library-io-limits';
import type { ImportNote, ImportReport } from '@skald/contract/library/library-io-routes';
import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import type { ContentSlots } from './content-slots.ts';
import { type ImportableSpec, LIBRARY_COLLECTIONS } from './library-collections.ts';
import { linkContext, relink } from './library-import-links.ts';
import { type ImportedBodies, settleMemberLinks } from './library-import-members.ts';
import { planNotes, storeNotes } from './library-import-notes.ts';
import { byKind, INSERT_CHUNK, planRecords, readFile, slotsHold, takeTurns } from './library-import-plan.ts';
import { avatars } from './library-tables.ts';

export interface ImportOptions {
  userId: string;
  slots: ContentSlots;
  dryRun: boolean;
}

/**
 * Imports a library file into a user's library. The file is read (a record that cannot be read refuses
 * it whole: `unreadable`); each record is checked with its kind's schema against the free slots, given a
 * new id and its links renamed, and the links' other ends are set (`library-import-members.ts`), all
 * before the transaction, which only counts the slots again under the user's lock and writes every row
 * a few hundred at a time, then the campaign notes, each to its campaign's copy
 * (`library-import-notes.ts`). PGlite serves one transaction at a time, so a short one keeps the other
 * users' requests moving. A dry run does all but the writing.
 */
export async function importLibrary(
  db: Db,
  file: LibraryImportFile,
  options: ImportOptions,
): Promise<{ report: ImportReport } | { unreadable: ImportNote[] }> {
  const { records, unreadable } = readFile(file);
  if (unreadable.length > 0) return { unreadable };
  const { userId, slots } = options;
  const { planned, rejected } = await planRecords(records, await slots.free(db, userId));
  const own = await db.select({ id: avatars.id }).from(avatars).where(eq(avatars.userId, userId));
  const context = linkContext(planned, new Set(own.map((avatar) => avatar.id)));
  const changed: ImportNote[] = [];
  const bodies: ImportedBodies = byKind(() => []);
  const turn = takeTurns();
  for (const kind of LIBRARY_FILE_KINDS) {
    const { derive } = LIBRARY_COLLECTIONS[kind];
    for (const one of planned[kind]) {
      await turn();
      const { record, dropped } = relink(kind, one.record, context);
      for (const reason of dropped) changed.push({ kind, name: one.name, reason });
      bodies[kind].push({ id: one.id, body: derive ? derive(record) : record });
    }
  }
  settleMemberLinks(bodies);
  const notes = await planNotes(file[LIBRARY_FILE_NOTES], context.ids.campaigns);
  if (!options.dryRun) {
    await db.transaction(async (tx) => {
      if (!slotsHold(planned, await slots.lockFree(tx, userId)))
        throw new HttpError(409, LIBRARY_IO_MESSAGES.libraryChanged);
      await store(tx, userId, bodies);
      await storeNotes(tx, userId, notes.planned);
    });
  }
  return {
    report: {
      dryRun: options.dryRun,
      format: 'skald',
      label: 'a Skald library file',
      added: {
        ...byKind((kind) => planned[kind].length),
        [LIBRARY_FILE_NOTES]: notes.planned.length,
        encounters: 0,
        soundboard: 0,
      },
      overwritten: { ...byKind(() => 0), [LIBRARY_FILE_NOTES]: 0, encounters: 0, soundboard: 0 },
      duplicates: [],
      rejected: [...rejected, ...notes.rejected],
      changed,
    },
  };
}

/**
 * Inserts every kind in order, a few hundred rows a statement. Each collection's hooks are not run: the
 * links were checked by `relink` (they name only records of this import) and their other ends set by
 * `settleMemberLinks`.
 */
async function store(tx: Db, userId: string, bodies: ImportedBodies) {
  for (const kind of LIBRARY_FILE_KINDS) {
    const rows = bodies[kind];
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await insertRows(tx, LIBRARY_COLLECTIONS[kind], userId, rows.slice(start, start + INSERT_CHUNK), start);
      // PGlite runs each statement on this thread and answers in promises alone: between statements the
      // server reads sockets and fires timers.
      await nextTurn();
    }
  }
}

/**
 * Inserts `rows` as one JSON parameter that PostgreSQL unpacks: on PGlite three times faster than a
 * VALUES list of several parameters a row, and the import's transaction is what other requests wait
 * for. Each row's time is the transaction's, a microsecond later per record from `first`, so each kind
 * keeps the file's order (lists and the export sort by this time, then by the new, random id).
 */
async function insertRows(
  tx: Db,
  spec: ImportableSpec,
  userId: string,
  rows: ImportedBodies[LibraryFileKind],
  first: number,
) {
  const table: { [field: string]: PgColumn | undefined } = getTableColumns(spec.table);
  const extra = Object.keys(spec.columns?.(rows[0]?.body ?? {}) ?? {});
  const file = rows.map(({ id, body }) => ({ id, name: spec.searchName(body), body, columns: spec.columns?.(body) }));
  const storedAt = sql`now() + (${first - 1} + n) * interval '1 microsecond'`;
  const columns: [string, SQL][] = [
    ['id', sql`(r->>'id')::uuid`],
    ['user_id', sql`${userId}::uuid`],
    ['created', storedAt],
    ['updated', storedAt],
    ['search_name', sql`r->>'name'`],
    ['body', sql`r->'body'`],
    ...extra.map((field): [string, SQL] => {
      const column = table[field];
      if (!column) throw new Error(`${spec.kind} has no column ${field}.`);
      return [column.name, sql`(r->'columns'->>${field})::${sql.raw(column.getSQLType())}`];
    }),
  ];
  await tx.execute(sql`
    INSERT INTO ${spec.table} (${sql.join(
      columns.map(([name]) => sql.identifier(name)),
      sql`, `,
    )})
    SELECT ${sql.join(
      columns.map(([, value]) => value),
      sql`, `,
    )}
    FROM jsonb_array_elements(${JSON.stringify(file)}::jsonb) WITH ORDINALITY AS rows(r, n)`);
}
