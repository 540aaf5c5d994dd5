import type { ListQuery } from '@skald/contract/library/collection-routes';
import { LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import { and, asc, count, desc, eq, getTableName, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type LibraryTable, libraryCounts } from './library-tables.ts';

/** `%text%` for LIKE, with the pattern characters in the text matched literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The WHERE, page and ORDER BY of a list query over one owner's rows. Equal names keep the order of
 * their ids, reversed with the names, so the (owner, name, id) index serves both directions.
 */
export function listFilter(table: LibraryTable, userId: string, query: ListQuery) {
  const conditions = [eq(table.userId, userId)];
  if (query.name) conditions.push(like(table.searchName, containsPattern(query.name)));
  const where = and(...conditions);
  const direction = query.sort === 'name:desc' ? desc : asc;
  return { where, page: query.page, direction, orderBy: [direction(table.searchName), direction(table.id)] };
}

/**
 * A list's query: the page's rows, each carrying the exact count of all matches. The page's ids come from
 * the (owner, name, id) index alone, so a later page skips index entries rather than rows; only the 15
 * chosen rows are then read, and of their records only `keys`. Unsearched, the count is the one the
 * database keeps per owner and kind (`library_counts`); a search counts its matches, through the names'
 * trigram index where there is one. `total` is that count alone, for a page past the last.
 */
export function listQueries(db: Db, table: LibraryTable, userId: string, query: ListQuery, keys: string[]) {
  const { where, page, direction, orderBy } = listFilter(table, userId, query);
  const chosen = db
    .select({ id: table.id, searchName: table.searchName })
    .from(table)
    .where(where)
    .orderBy(...orderBy)
    .limit(LIBRARY_PAGE_SIZE)
    .offset((page - 1) * LIBRARY_PAGE_SIZE)
    .as('chosen');
  const total = query.name
    ? db.select({ n: count() }).from(table).where(where)
    : db
        .select({ n: sql<number>`coalesce(sum(${libraryCounts.rows}), 0)::int` })
        .from(libraryCounts)
        .where(and(eq(libraryCounts.userId, userId), eq(libraryCounts.kind, getTableName(table))));
  return {
    page,
    // One statement, so PGlite (which runs one at a time) is asked once; the count is worked out once.
    // The join keeps the chosen ids' order, so nothing is sorted again.
    rows: db
      .select({ id: table.id, summary: summaryOf(table, keys), total: sql<number>`(${total})` })
      .from(chosen)
      .innerJoin(table, eq(table.id, chosen.id))
      .orderBy(direction(chosen.searchName), direction(chosen.id)),
    total,
  };
}

/** One page of a user's rows of one kind, 15 searched and sorted by name, with the exact count of all matches. */
export async function listPage(db: Db, table: LibraryTable, userId: string, query: ListQuery, keys: string[]) {
  const { page, rows, total } = listQueries(db, table, userId, query, keys);
  const found = await rows;
  // No rows: nothing matches at all, or the page is past the last one and the count is asked alone.
  const counted = found[0]?.total ?? (page === 1 ? 0 : ((await total)[0]?.n ?? 0));
  return {
    results: found.map((row) => ({ ...pick(row.summary, keys), id: row.id })),
    count: Number(counted),
    page,
    pageSize: LIBRARY_PAGE_SIZE as typeof LIBRARY_PAGE_SIZE,
  };
}

/** A list row's fields taken out of the stored record by the database, so the whole record never travels. */
function summaryOf(table: LibraryTable, keys: string[]): SQL<{ [key: string]: unknown }> {
  const pairs = keys.map((key) => sql`${key}::text, ${table.body} -> ${key}::text`);
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

function pick(body: unknown, keys: string[]): { [key: string]: unknown } {
  const source = (body ?? {}) as { [key: string]: unknown };
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? null]));
}
