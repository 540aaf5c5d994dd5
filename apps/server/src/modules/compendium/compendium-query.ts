import type { ChallengeRatingRange, CompendiumListQuery, SortOrder } from '@skald/contract/compendium';
import type { CompendiumKind, SortField } from '@skald/contract/compendium-kinds';
import { and, arrayOverlaps, between, eq, inArray, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { searchableName } from './compendium-rows.ts';
import {
  COMPENDIUM_TABLES,
  type compendiumConditions,
  compendiumItems,
  compendiumMonsters,
  compendiumSpells,
} from './compendium-tables.ts';

/** The columns every compendium table shares, which is all the generic part of a query touches. */
type RecordTable = typeof compendiumConditions;

export function tableOf(kind: CompendiumKind): RecordTable {
  return COMPENDIUM_TABLES[kind] as unknown as RecordTable;
}

/** The highest fractional challenge rating: a minimum of 0 takes in 1/8, 1/4 and 1/2 whatever the maximum. */
const HIGHEST_FRACTION = 0.5;

/** The challenge ratings `challenge_rating[]` takes in, both ends included. */
export function challengeRatingBounds(rating: ChallengeRatingRange): ChallengeRatingRange {
  return { min: rating.min, max: rating.min === 0 ? Math.max(rating.max, HIGHEST_FRACTION) : rating.max };
}

/** `%`, `_` and `\` in searched text match themselves (backslash is LIKE's default escape character). */
function containing(text: string): string {
  return `%${searchableName(text).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function monsterFilters(filters: CompendiumListQuery<'monsters'>['filters']): SQL[] {
  const table = compendiumMonsters;
  const where: SQL[] = [];
  if (filters.source) where.push(eq(table.source, filters.source));
  if (filters['type[]']) where.push(inArray(table.type, filters['type[]']));
  if (filters['size[]']) where.push(inArray(table.size, filters['size[]']));
  // The filter's values come lowercased; a homebrew alignment may be written in capitals.
  if (filters['alignment[]']) where.push(inArray(sql`lower(${table.alignment})`, filters['alignment[]']));
  if (filters['environment[]']) where.push(arrayOverlaps(table.environments, filters['environment[]']));
  const rating = filters['challenge_rating[]'];
  if (rating) {
    const { min, max } = challengeRatingBounds(rating);
    where.push(between(table.challengeRating, min, max));
  }
  return where;
}

function spellFilters(filters: CompendiumListQuery<'spells'>['filters']): SQL[] {
  const table = compendiumSpells;
  const where: SQL[] = [];
  if (filters['school[]']) where.push(inArray(table.school, filters['school[]']));
  if (filters['level[]']) where.push(inArray(table.level, filters['level[]']));
  if (filters['classes[]']) where.push(arrayOverlaps(table.classes, filters['classes[]']));
  return where;
}

function itemFilters(filters: CompendiumListQuery<'items'>['filters']): SQL[] {
  const table = compendiumItems;
  const where: SQL[] = [];
  if (filters['kind[]']) where.push(inArray(table.kind, filters['kind[]']));
  if (filters['rarity[]']) where.push(inArray(table.rarity, filters['rarity[]']));
  if (filters['category[]']) where.push(inArray(table.category, filters['category[]']));
  return where;
}

function filtersOf(kind: CompendiumKind, query: CompendiumListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.name !== undefined) where.push(like(tableOf(kind).nameLower, containing(query.name)));
  const filters = query.filters as never;
  if (kind === 'monsters') where.push(...monsterFilters(filters));
  if (kind === 'spells') where.push(...spellFilters(filters));
  if (kind === 'items') where.push(...itemFilters(filters));
  return where;
}

/** Byte order ("C"), so PGlite and a PostgreSQL server with any locale list names the same way. */
const byBytes = (column: SQLWrapper) => sql`${column} collate "C"`;

/** What each sort orders by: sizes smallest first and rarities commonest first, not alphabetically. */
const SORT_EXPRESSIONS: { [K in CompendiumKind]: Record<SortField<K>, SQL> } = {
  monsters: {
    name: byBytes(compendiumMonsters.nameLower),
    challenge_rating: sql`${compendiumMonsters.challengeRating}`,
    type: byBytes(compendiumMonsters.type),
    size: sql`${compendiumMonsters.sizeRank}`,
    hit_points: sql`${compendiumMonsters.hitPoints}`,
    armor_class: sql`${compendiumMonsters.armorClass}`,
  },
  spells: {
    name: byBytes(compendiumSpells.nameLower),
    level: sql`${compendiumSpells.level}`,
    school: byBytes(compendiumSpells.school),
  },
  items: {
    name: byBytes(compendiumItems.nameLower),
    rarity: sql`${compendiumItems.rarityRank}`,
    category: byBytes(compendiumItems.category),
  },
  conditions: { name: byBytes(tableOf('conditions').nameLower) },
  rules: { name: byBytes(tableOf('rules').nameLower) },
};

/** The sort, then name and `_id` to break ties; a missing value (equipment's rarity) comes last either way. */
export function orderOf(kind: CompendiumKind, sort: SortOrder): SQL[] {
  const table = tableOf(kind);
  const { field, descending } = sort;
  const expression = (SORT_EXPRESSIONS[kind] as Record<string, SQL>)[field] ?? byBytes(table.nameLower);
  if (field === 'name') {
    const direction = descending ? sql`desc` : sql`asc`;
    return [sql`${expression} ${direction}`, sql`${byBytes(table.name)} ${direction}`, sql`${table.id} ${direction}`];
  }
  return [
    descending ? sql`${expression} desc nulls last` : sql`${expression} asc nulls last`,
    sql`${byBytes(table.nameLower)} asc`,
    sql`${byBytes(table.name)} asc`,
    sql`${table.id} asc`,
  ];
}

export interface RecordPage {
  /** How many records match, whatever the page. */
  count: number;
  /** The `_id`s of the page's records, in order. */
  ids: number[];
}

/**
 * Which records make up one page, and how many match in all, as the database answers: the reference
 * the in-memory index (`compendium-memory.ts`), which serves requests, is tested against. The total
 * comes with the page in one query, and needs its own only when the page is past the end.
 */
export async function listRecordIds(db: Db, kind: CompendiumKind, query: CompendiumListQuery): Promise<RecordPage> {
  const table = tableOf(kind);
  const where = and(...filtersOf(kind, query));
  const rows = await db
    .select({ id: table.id, total: sql<number>`(count(*) over ())::int` })
    .from(table)
    .where(where)
    .orderBy(...orderOf(kind, query.sort))
    .limit(query.limit)
    .offset(query.skip);
  let count = rows[0]?.total;
  if (count === undefined) {
    if (query.skip === 0) count = 0;
    else [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(table).where(where);
  }
  return { count, ids: rows.map((row) => row.id) };
}
