import type { CompendiumListQuery, SortOrder } from '@skald/contract/compendium';
import { type CompendiumKind, SORTABLE_FIELDS } from '@skald/contract/compendium-kinds';
import { type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { orderOf, tableOf } from './compendium-query.ts';
import { compendiumItems, compendiumMonsters, compendiumSpells } from './compendium-tables.ts';
import type { IndexedRecord } from './indexed-record.ts';
import { matcher } from './memory-filters.ts';
import { servedRecord } from './served-record.ts';

/** One page of a list, and how many records match in all. */
export interface IndexedPage {
  count: number;
  records: IndexedRecord[];
}

/** The filter columns each kind's list tests. */
function filterColumns(kind: CompendiumKind): SelectedFields {
  if (kind === 'monsters') {
    const table = compendiumMonsters;
    return {
      type: table.type,
      size: table.size,
      alignment: sql<string | null>`lower(${table.alignment})`,
      challengeRating: table.challengeRating,
      environments: table.environments,
    };
  }
  if (kind === 'spells')
    return { level: compendiumSpells.level, school: compendiumSpells.school, classes: compendiumSpells.classes };
  if (kind === 'items')
    return { kind: compendiumItems.kind, rarity: compendiumItems.rarity, category: compendiumItems.category };
  return {};
}

const sortKey = ({ field, descending }: SortOrder): string => `${field}:${descending ? 'desc' : 'asc'}`;

/** Every order a list of the kind can ask for. */
function sortOrders(kind: CompendiumKind): SortOrder[] {
  return SORTABLE_FIELDS[kind].flatMap((field: string) => [false, true].map((descending) => ({ field, descending })));
}

/** The record's place (from 1) in the order, as the database sorts it (byte order, nulls last, ties broken). */
function rankIn(kind: CompendiumKind, order: SortOrder): SQL<number> {
  return sql<number>`(row_number() over (order by ${sql.join(orderOf(kind, order), sql`, `)}))::int`;
}

/**
 * A kind's records held in memory with every sorted order, answering lists and single records without
 * the database. Loaded in one statement, so the records and their orders come from one snapshot; the
 * orders are the database's own (the list query's ORDER BY as window ranks), so a page is the same
 * records in the same order as the database would answer.
 */
export class KindIndex {
  private constructor(
    private readonly kind: CompendiumKind,
    private readonly byId: ReadonlyMap<number, IndexedRecord>,
    private readonly bySlug: ReadonlyMap<string, IndexedRecord>,
    private readonly orders: ReadonlyMap<string, readonly IndexedRecord[]>,
  ) {}

  static async load(db: Db, kind: CompendiumKind): Promise<KindIndex> {
    const table = tableOf(kind);
    const orders = sortOrders(kind);
    const ranks = Object.fromEntries(orders.map((order, index) => [`rank${index}`, rankIn(kind, order)]));
    const rows = (await db
      .select({
        id: table.id,
        slug: table.slug,
        nameLower: table.nameLower,
        source: table.source,
        body: table.body,
        ...filterColumns(kind),
        ...ranks,
      } as SelectedFields)
      .from(table)) as unknown as (Record<string, unknown> & {
      id: number;
      slug: string;
      nameLower: string;
      source: string;
    })[];

    const columnNames = Object.keys(filterColumns(kind));
    const records: IndexedRecord[] = rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      nameLower: row.nameLower,
      source: row.source,
      columns: Object.fromEntries(columnNames.map((name) => [name, row[name]])),
      served: servedRecord(kind, row.id, row.body as Record<string, unknown>),
    }));
    const sorted = new Map(
      orders.map((order, index) => {
        const rank = (at: number) => rows[at]?.[`rank${index}`] as number;
        const places = records.map((_, at) => at).sort((a, b) => rank(a) - rank(b));
        return [sortKey(order), places.map((at) => records[at] as IndexedRecord)];
      }),
    );
    return new KindIndex(
      kind,
      new Map(records.map((record) => [record.id, record])),
      new Map(records.map((record) => [record.slug, record])),
      sorted,
    );
  }

  /** The page `query` asks for: its records in order, and how many match in all. */
  page(query: CompendiumListQuery): IndexedPage {
    const order = this.orders.get(sortKey(query.sort));
    if (!order) throw new Error(`The ${this.kind} cannot be sorted by ${sortKey(query.sort)}.`);
    const matches = matcher(this.kind, query);
    const end = query.skip + query.limit;
    const records: IndexedRecord[] = [];
    let count = 0;
    for (const record of order) {
      if (!matches(record)) continue;
      if (count >= query.skip && count < end) records.push(record);
      count += 1;
    }
    return { count, records };
  }

  /** The record with that numeric `_id` or slug, if there is one. */
  find(idOrSlug: string): IndexedRecord | undefined {
    return /^\d+$/.test(idOrSlug) ? this.byId.get(Number(idOrSlug)) : this.bySlug.get(idOrSlug);
  }
}
