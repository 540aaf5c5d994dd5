import type { collectionRoutes } from '@skald/contract/library/collection-routes';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AttemptLimits } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Commits } from '../../events/commits.ts';
import { HttpError } from '../../http/http-error.ts';
import { serveRoute } from '../../http/serve-route.ts';
import { requireSignedIn, type SignedIn } from '../auth/public.ts';
import type { ContentSlots, CountedKind } from './content-slots.ts';
import { listPageJson } from './library-list.ts';
import type { LibraryTable } from './library-tables.ts';

/**
 * What the library announces once the transaction that made it committed: a campaign saved (name, party,
 * visibility, privacy; a player's save counts as their campaign's) or deleted, by its owner `userId` (a
 * deleted campaign took its owner's live broadcast and its encounters' event streams with it).
 */
export interface CampaignEvent {
  kind: 'campaign';
  campaignId: string;
  userId: string;
  deleted?: true;
}

export interface LibraryDeps {
  db: Db;
  /** Writes that announce what they committed, handed to the server's one publisher after the commit. */
  commits: Commits<CampaignEvent>;
  /** The tier of accounts given none (DEFAULT_TIER): `free` unless the operator chose another. */
  defaultTierId: string;
  /** The tier's gate on new rows (the tiers module's `contentSlots()`). */
  slots: ContentSlots;
  /** How often a player's control may be given (the account limits'); the defaults when left out. */
  attemptLimits?: AttemptLimits;
}

type Routes = ReturnType<typeof collectionRoutes<string, z.ZodRawShape, z.ZodObject>>;

export interface CollectionSpec<Record> {
  kind: CountedKind;
  table: LibraryTable;
  /** The lowercased name lists search and sort on. */
  searchName: (record: Record) => string;
  /** Columns stored beside the body, for filters and links. */
  columns?: (record: Record) => { [column: string]: unknown };
  /** Runs inside the delete's transaction before the row goes (unlinking what pointed at it). */
  beforeDelete?: (tx: Db, id: string, userId: string) => Promise<void>;
  /** Checks what a record links to (another table's rows the writer must own); throws an HttpError to refuse. */
  beforeWrite?: (tx: Db, record: Record, userId: string) => Promise<void>;
  /** The body to store for a record as sent: fields the server keeps (counts, timestamps) filled in. */
  derive?: (record: Record) => Record;
  /**
   * Runs in the create's or replace's transaction once the row is written: checks and updates the rows it
   * links to (throw an HttpError to refuse; nothing is then saved).
   */
  afterWrite?: (tx: Db, row: LoadedRow) => Promise<void>;
  /** What a save or delete tells others (a campaign's followers) once its transaction committed. */
  announce?: (row: AnnouncedRow, deleted: boolean) => CampaignEvent[];
  /** Repairs a loaded row (links to rows that are gone) and answers its body as it now stands. */
  afterRead?: (db: Db, row: LoadedRow, request: FastifyRequest) => Promise<{ [key: string]: unknown }>;
}

/** A row as saved, or as found before its delete (a player's campaign only when saved). */
export interface AnnouncedRow {
  id: string;
  userId: string;
  campaignId?: string | null;
}

/** A row as read, before it is answered. */
export interface LoadedRow {
  id: string;
  userId: string;
  body: { [key: string]: unknown };
  created: Date;
  updated: Date;
}

/** A stored row as the API answers it: the record with its id and timestamps. */
export function storedRecord(row: { id: string; body: unknown; created: Date; updated: Date }) {
  return {
    ...(row.body as object),
    id: row.id,
    created: row.created.toISOString(),
    updated: row.updated.toISOString(),
  };
}

/** The rows a user may read: their own, or anyone's for an admin. */
export function readableBy(table: LibraryTable, signedIn: SignedIn): SQL | undefined {
  return signedIn.user.admin ? undefined : eq(table.userId, signedIn.user.id);
}

/**
 * Serves one library kind's five routes. Every row is its owner's: another user's id answers 404, as if
 * it did not exist; an admin may read anyone's. Creates claim a tier slot in the insert's transaction.
 */
export function serveCollection<Record extends object>(
  app: FastifyInstance,
  deps: LibraryDeps,
  routes: Routes,
  spec: CollectionSpec<Record>,
): void {
  const { db } = deps;
  const { table } = spec;
  // The page arrives as the answer's JSON text, written by the database: sent as it is.
  serveRoute(app, routes.list, async ({ query, request, reply }) =>
    reply
      .type('application/json; charset=utf-8')
      .send(await listPageJson(db, table, requireSignedIn(request).user.id, query)),
  );

  serveRoute(app, routes.read, async ({ params, request }) => {
    const reader = requireSignedIn(request);
    const [row] = await db
      .select()
      .from(table)
      .where(and(eq(table.id, params.id), readableBy(table, reader)));
    if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
    if (!spec.afterRead) return storedRecord(row);
    return storedRecord({ ...row, body: await spec.afterRead(db, row, request) });
  });

  serveRoute(app, routes.create, async ({ body, request }) => {
    const userId = requireSignedIn(request).user.id;
    const record = spec.derive ? spec.derive(body as Record) : (body as Record);
    const row = await db.transaction(async (tx) => {
      await spec.beforeWrite?.(tx, record, userId);
      await deps.slots.claim(tx, userId, spec.kind);
      const [inserted] = await tx
        .insert(table)
        .values({ userId, searchName: spec.searchName(record), body: record, ...spec.columns?.(record) } as never)
        .returning();
      if (inserted) await spec.afterWrite?.(tx, inserted as LoadedRow);
      return inserted;
    });
    if (!row) throw new Error('The insert returned no row.');
    return storedRecord(row);
  });

  serveRoute(app, routes.replace, async ({ params, body, request }) => {
    const userId = requireSignedIn(request).user.id;
    const record = spec.derive ? spec.derive(body as Record) : (body as Record);
    const row = await deps.commits.transaction(async (tx, announce) => {
      await spec.beforeWrite?.(tx, record, userId);
      const [updated] = await tx
        .update(table)
        .set({
          searchName: spec.searchName(record),
          body: record,
          updated: new Date(),
          ...spec.columns?.(record),
        } as never)
        .where(and(eq(table.id, params.id), eq(table.userId, userId)))
        .returning();
      if (!updated) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
      await spec.afterWrite?.(tx, updated as LoadedRow);
      for (const event of spec.announce?.(updated, false) ?? []) announce(event);
      return updated;
    });
    return storedRecord(row);
  });

  serveRoute(app, routes.remove, async ({ params, request }) => {
    const userId = requireSignedIn(request).user.id;
    await deps.commits.transaction(async (tx, announce) => {
      const [row] = await tx
        .select({ id: table.id, userId: table.userId })
        .from(table)
        .where(and(eq(table.id, params.id), eq(table.userId, userId)))
        .for('update');
      if (!row) throw new HttpError(404, LIBRARY_MESSAGES.notFound);
      await spec.beforeDelete?.(tx, row.id, userId);
      await tx.delete(table).where(eq(table.id, row.id));
      for (const event of spec.announce?.(row, true) ?? []) announce(event);
    });
    return undefined;
  });
}
