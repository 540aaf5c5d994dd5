import type { ListQuery } from '@skald/contract/library/collection-routes';
import { LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import { and, asc, count, desc, eq, getTableName, like, type Placeholder, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type LibraryTable, libraryCounts } from './library-tables.ts';

/** `%text%` for LIKE, with the pattern characters in the text matched literally. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** What a list statement is asked: given outright, or placeholders a prepared statement fills per request. */
export type ListValues = {
  owner: string | Placeholder;
  /** The name search's LIKE pattern; unused by an unsearched list. */
  pattern: string | Placeholder;
  offset: number | Placeholder;
  page: number | Placeholder;
};

const PLACEHOLDERS: ListValues = {
  owner: sql.placeholder('owner'),
  pattern: sql.placeholder('pattern'),
  offset: sql.placeholder('offset'),
  page: sql.placeholder('page'),
};

/** The values of `query`'s page of `userId`'s rows. */
export function listValues(userId: string, query: ListQuery): ListValues {
  return {
    owner: userId,
    pattern: containsPattern(query.name ?? ''),
    offset: (query.page - 1) * LIBRARY_PAGE_SIZE,
    page: query.page,
  };
}

/**
 * A list's page as the API answers it, `{ results, count, page, pageSize }`, written by the database as
 * JSON text in one statement. The page's ids come from the (owner, name, id) index alone, so a later page
 * skips index entries rather than rows; equal names keep their ids' order, reversed with the names, so the
 * index serves both directions. Only the 15 chosen rows are then read, and of them only the list fields the
 * database keeps beside each record (`summary`). The count is exact: unsearched, the one the database keeps
 * per owner and kind (`library_counts`); a search counts its matches, through the names' trigram index
 * where few match. A page past the last still carries the count.
 */
export function listPageQuery(
  db: Db,
  table: LibraryTable,
  query: Pick<ListQuery, 'name' | 'sort'>,
  values: ListValues,
) {
  const mine = eq(table.userId, values.owner);
  const where = query.name ? and(mine, like(table.searchName, values.pattern)) : mine;
  const direction = query.sort === 'name:desc' ? desc : asc;
  const chosen = db
    .select({ id: table.id, searchName: table.searchName })
    .from(table)
    .where(where)
    .orderBy(direction(table.searchName), direction(table.id))
    .limit(LIBRARY_PAGE_SIZE)
    .offset(values.offset)
    .as('chosen');
  const total = query.name
    ? db.select({ n: count() }).from(table).where(where)
    : db
        .select({ n: sql`coalesce(sum(${libraryCounts.rows}), 0)::int` })
        .from(libraryCounts)
        .where(and(eq(libraryCounts.userId, values.owner), eq(libraryCounts.kind, getTableName(table))));
  const results = sql`coalesce(jsonb_agg(${table.summary} || jsonb_build_object('id', ${table.id})
    ORDER BY ${direction(chosen.searchName)}, ${direction(chosen.id)}), '[]'::jsonb)`;
  return db
    .select({
      page: sql<string>`jsonb_build_object('results', ${results}, 'count', (${total}),
        'page', ${values.page}::int, 'pageSize', ${LIBRARY_PAGE_SIZE}::int)::text`,
    })
    .from(chosen)
    .innerJoin(table, eq(table.id, chosen.id));
}

type PreparedList = ReturnType<ReturnType<typeof listPageQuery>['prepare']>;

/** Each database's list statements, their SQL built once per kind, sort and search-or-not, not per request. */
const preparedLists = new WeakMap<Db, Map<string, PreparedList>>();

function preparedList(db: Db, table: LibraryTable, query: ListQuery): PreparedList {
  const key = `${getTableName(table)}_list_${query.sort === 'name:desc' ? 'desc' : 'asc'}${query.name ? '_search' : ''}`;
  const lists = preparedLists.get(db) ?? new Map<string, PreparedList>();
  preparedLists.set(db, lists);
  let list = lists.get(key);
  if (!list) {
    // Unnamed (''), so the database plans each run for its values: a plan made once for any words could read
    // the trigram index for a two-letter search, which has no trigram to look up; and the embedded database is
    // one session every connection shares, where a named statement would outlive the connection that made it.
    list = listPageQuery(db, table, query, PLACEHOLDERS).prepare('');
    lists.set(key, list);
  }
  return list;
}

/** One page of a user's rows of one kind, 15 searched and sorted by name, with the exact count: JSON text. */
export async function listPageJson(db: Db, table: LibraryTable, userId: string, query: ListQuery): Promise<string> {
  const [row] = await preparedList(db, table, query).execute(listValues(userId, query));
  if (!row) throw new Error('The list query answered no row.');
  return row.page;
}
