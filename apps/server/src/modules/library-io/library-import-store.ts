import { LIBRARY_FILE_KINDS, type LibraryFileKind } from '@skald/contract/library/library-io-limits';
import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { type ImportableSpec, LIBRARY_COLLECTIONS } from '../library/public.ts';
import type { ImportedBodies } from './library-import-members.ts';
import { INSERT_CHUNK } from './library-import-plan.ts';

type Row = ImportedBodies[LibraryFileKind][number];

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Whether a record names one of `ids` anywhere (its links are ids, as text). */
function names(body: object, ids: Set<string>): boolean {
  if (ids.size === 0) return false;
  return (JSON.stringify(body).match(UUID) ?? []).some((id) => ids.has(id.toLowerCase()));
}

/**
 * Writes a plan's records in the import's transaction: every new record in bulk (links among them were
 * settled in memory), then each overwritten record over the library's one of the same name, then the
 * kind's own link hooks (`afterWrite`) for the records that touch the library's rows (overwritten ones,
 * and new ones linking to a skipped or overwritten record), so the other ends of those links agree too.
 */
export async function storeRecords(tx: Db, userId: string, bodies: ImportedBodies, existing: Set<string>) {
  for (const kind of LIBRARY_FILE_KINDS) {
    const rows = bodies[kind].filter((one) => !one.overwrite);
    for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
      await insertRows(tx, LIBRARY_COLLECTIONS[kind], userId, rows.slice(start, start + INSERT_CHUNK), start);
    }
  }
  for (const kind of LIBRARY_FILE_KINDS) {
    const spec = LIBRARY_COLLECTIONS[kind];
    for (const one of bodies[kind]) if (one.overwrite) await overwriteRow(tx, spec, userId, one);
  }
  for (const kind of LIBRARY_FILE_KINDS) {
    const { afterWrite } = LIBRARY_COLLECTIONS[kind];
    if (!afterWrite) continue;
    for (const one of bodies[kind]) {
      if (!one.overwrite && !names(one.body, existing)) continue;
      const now = new Date();
      await afterWrite(tx, { id: one.id, userId, body: one.body, created: now, updated: now });
    }
  }
}

/** Replaces the body of the library's record (its id, owner and creation kept). */
async function overwriteRow(tx: Db, spec: ImportableSpec, userId: string, one: Row) {
  const { table } = spec;
  await tx
    .update(table)
    .set({
      searchName: spec.searchName(one.body),
      body: one.body,
      updated: new Date(),
      ...spec.columns?.(one.body),
    } as never)
    .where(and(eq(table.id, one.id), eq(table.userId, userId)));
}

/**
 * Inserts `rows` as one JSON parameter that PostgreSQL unpacks: on PGlite three times faster than a
 * VALUES list of several parameters a row, and the import's transaction is what other requests wait
 * for. Each row's time is the transaction's, a microsecond later per record from `first`, so each kind
 * keeps the file's order (lists and the export sort by this time, then by the new, random id).
 */
async function insertRows(tx: Db, spec: ImportableSpec, userId: string, rows: Row[], first: number) {
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
