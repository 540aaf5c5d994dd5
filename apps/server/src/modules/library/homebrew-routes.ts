import {
  type HomebrewEntry,
  type HomebrewKind,
  homebrewRoutes,
  type SharedEntry,
} from '@skald/contract/library/homebrew-routes';
import { LIBRARY_MESSAGES, LIBRARY_PAGE_SIZE } from '@skald/contract/library/library-limits';
import { and, asc, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { containsPattern } from './library-list.ts';
import { items, npcs, spells } from './library-tables.ts';
import { type LibraryDeps, storedRecord } from './serve-collection.ts';

const TABLES = { npcs, items, spells } as const;

/** What each kind's list row shows beside its name: columns only, never the rest of the record. */
const FACTS = {
  npcs: { challenge_rating: npcs.challengeRating, type: npcs.type },
  items: { rarity: sql<string | null>`${items.body}->>'rarity'` },
  spells: { level: spells.level, school: spells.school },
} as const;

interface HomebrewQuery {
  kind: HomebrewKind;
  name?: string;
  sort: 'name' | 'name:desc';
  page: number;
}

async function sharedPage(db: Db, query: HomebrewQuery) {
  const table = TABLES[query.kind];
  const conditions: SQL[] = [eq(table.shared, true)];
  if (query.name) conditions.push(like(table.searchName, containsPattern(query.name)));
  const where = and(...conditions);
  const order = query.sort === 'name:desc' ? desc(table.searchName) : asc(table.searchName);
  const rows = await db
    .select({ id: table.id, name: table.searchName, ...FACTS[query.kind] })
    .from(table)
    .where(where)
    .orderBy(order, asc(table.id))
    .limit(LIBRARY_PAGE_SIZE)
    .offset((query.page - 1) * LIBRARY_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(table).where(where);
  return {
    results: rows.map((row) => ({ ...row, kind: query.kind }) as HomebrewEntry),
    count: total?.n ?? 0,
    page: query.page,
    pageSize: LIBRARY_PAGE_SIZE as typeof LIBRARY_PAGE_SIZE,
  };
}

/**
 * One shared entry whole, so the list's rows open; an entry not shared answers 404 as one that does not
 * exist. A shared companion does not tell whose it is: its player stays the owner's.
 */
async function sharedEntry(db: Db, kind: HomebrewKind, id: string): Promise<SharedEntry> {
  const table = TABLES[kind];
  const [row] = await db
    .select({ id: table.id, body: table.body, created: table.created, updated: table.updated })
    .from(table)
    .where(and(eq(table.id, id), eq(table.shared, true)));
  if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
  const record = storedRecord(row);
  return (kind === 'npcs' ? { kind, record: { ...record, player_id: null } } : { kind, record }) as SharedEntry;
}

/** The Homebrew list: what game masters chose to share, readable by anyone, signed in or not. */
export async function homebrewLibraryRoutes(app: FastifyInstance, { db }: LibraryDeps): Promise<void> {
  serveRoute(app, homebrewRoutes.list, ({ query }) => sharedPage(db, query));
  serveRoute(app, homebrewRoutes.read, ({ params }) => sharedEntry(db, params.kind, params.id));
}
