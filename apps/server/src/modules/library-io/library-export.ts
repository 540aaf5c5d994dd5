import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  LIBRARY_FILE_ENCOUNTERS,
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_KINDS,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_SOUNDBOARD,
  LIBRARY_FILE_VERSION,
} from '@skald/contract/library/library-io-limits';
import { and, asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { encounterCommands, encounters } from '../encounters/public.ts';
import { campaignNotes, LIBRARY_COLLECTIONS } from '../library/public.ts';
import { soundboards } from '../soundboard/public.ts';

/**
 * A user's whole library as one file (`packages/contract/src/library/library-file.ts`), written as it is
 * read: each kind's records as stored (their create bodies) with their ids, oldest first, the campaigns'
 * notes, every encounter with its fight and every row of its log, and the soundboard. Rows are read a
 * page at a time and sent on, so a library of tens of thousands of records or a fight of thousands of
 * commands never sits in memory whole, and other requests are answered between pages. Who controls a
 * player lives beside the record, so it is not exported.
 */

/** Rows read per query: a page of records is a few hundred kilobytes. */
const PAGE = 500;
/** Encounters read per query: each carries its whole fight. */
const ENCOUNTER_PAGE = 20;
/** Log rows read per query: each holds the combatants it changed, before and after (a kilobyte or more). */
const LOG_PAGE = 100;

type Cursor = { created: string; id: string } | null;

/** `(created, id)` after the cursor: the text of a timestamp keeps its microseconds, which a Date drops. */
function after(created: PgColumn, id: PgColumn, cursor: Cursor): SQL | undefined {
  return cursor ? sql`(${created}, ${id}) > (${cursor.created}::timestamptz, ${cursor.id}::uuid)` : undefined;
}

/** Every page of a query ordered by (created, id), one page at a time, as JSON text of each row. */
async function* pages<Row extends { id: string; created: string }>(
  read: (cursor: Cursor) => Promise<Row[]>,
  write: (row: Row) => Promise<string> | string,
): AsyncGenerator<string> {
  let cursor: Cursor = null;
  let first = true;
  for (;;) {
    const rows = await read(cursor);
    for (const row of rows) {
      yield `${first ? '' : ','}${await write(row)}`;
      first = false;
    }
    const last = rows.at(-1);
    if (!last || rows.length < PAGE) return;
    cursor = { created: last.created, id: last.id };
    await nextTurn();
  }
}

async function* kindRecords(db: Db, userId: string, kind: (typeof LIBRARY_FILE_KINDS)[number]) {
  const { table } = LIBRARY_COLLECTIONS[kind];
  yield* pages(
    (cursor) =>
      db
        .select({ id: table.id, body: table.body, created: sql<string>`${table.created}::text` })
        .from(table)
        .where(and(eq(table.userId, userId), after(table.created, table.id, cursor)))
        .orderBy(asc(table.created), asc(table.id))
        .limit(PAGE),
    (row) => JSON.stringify({ ...row.body, id: row.id }),
  );
}

async function* notes(db: Db, userId: string) {
  yield* pages(
    (cursor) =>
      db
        .select({
          id: campaignNotes.id,
          campaignId: campaignNotes.campaignId,
          text: campaignNotes.text,
          noteCreated: campaignNotes.created,
          noteUpdated: campaignNotes.updated,
          created: sql<string>`${campaignNotes.created}::text`,
        })
        .from(campaignNotes)
        .where(and(eq(campaignNotes.userId, userId), after(campaignNotes.created, campaignNotes.id, cursor)))
        .orderBy(asc(campaignNotes.created), asc(campaignNotes.id))
        .limit(PAGE),
    (row) =>
      JSON.stringify({
        campaign_id: row.campaignId,
        text: row.text,
        created: row.noteCreated.toISOString(),
        updated: row.noteUpdated.toISOString(),
      }),
  );
}

/** An encounter's log rows, oldest first, a page at a time. */
async function* logRows(db: Db, encounterId: string) {
  let seq = 0;
  let first = true;
  for (;;) {
    const rows = await db
      .select({
        id: encounterCommands.id,
        seq: encounterCommands.seq,
        kind: encounterCommands.kind,
        entry: encounterCommands.entry,
        undone: encounterCommands.undone,
      })
      .from(encounterCommands)
      .where(and(eq(encounterCommands.encounterId, encounterId), gt(encounterCommands.seq, seq)))
      .orderBy(asc(encounterCommands.seq))
      .limit(LOG_PAGE);
    for (const row of rows) {
      yield `${first ? '' : ','}${JSON.stringify(row)}`;
      first = false;
    }
    const last = rows.at(-1);
    if (!last || rows.length < LOG_PAGE) return;
    seq = last.seq;
    await nextTurn();
  }
}

/** Every encounter as the file holds it: its setup (from the fight as it stands) and its fight, with or without its log. */
async function* encounterRecords(db: Db, userId: string, fightLogs: boolean) {
  let cursor: Cursor = null;
  let first = true;
  for (;;) {
    const rows = await db
      .select({
        id: encounters.id,
        campaignId: encounters.campaignId,
        version: encounters.version,
        state: encounters.state,
        loot: encounters.loot,
        weather: encounters.weather,
        xp: encounters.xp,
        awards: encounters.awards,
        timestamp: encounters.timestamp,
        created: sql<string>`${encounters.created}::text`,
      })
      .from(encounters)
      .where(and(eq(encounters.userId, userId), after(encounters.created, encounters.id, cursor)))
      .orderBy(asc(encounters.created), asc(encounters.id))
      .limit(ENCOUNTER_PAGE);
    for (const row of rows) {
      const setup = {
        id: row.id,
        campaign_id: row.campaignId,
        name: row.state.name,
        entities: row.state.entities,
        loot: row.loot,
        weather: row.weather,
        xp: row.xp,
        timestamp: row.timestamp.toISOString(),
      };
      const fight = `{"version":${row.version},"state":${JSON.stringify(row.state)},"awards":${JSON.stringify(row.awards)},"log":[`;
      yield `${first ? '' : ','}${JSON.stringify(setup).slice(0, -1)},"fight":${fight}`;
      first = false;
      if (fightLogs) yield* logRows(db, row.id);
      yield ']}}';
    }
    const last = rows.at(-1);
    if (!last || rows.length < ENCOUNTER_PAGE) return;
    cursor = { created: last.created, id: last.id };
    await nextTurn();
  }
}

async function* libraryFile(db: Db, userId: string, { exportedAt, fightLogs }: ExportOptions): AsyncGenerator<string> {
  const head = { format: LIBRARY_FILE_FORMAT, version: LIBRARY_FILE_VERSION, exportedAt: exportedAt.toISOString() };
  yield JSON.stringify(head).slice(0, -1);
  for (const kind of LIBRARY_FILE_KINDS) {
    yield `,"${kind}":[`;
    yield* kindRecords(db, userId, kind);
    yield ']';
  }
  yield `,"${LIBRARY_FILE_NOTES}":[`;
  yield* notes(db, userId);
  yield `],"${LIBRARY_FILE_ENCOUNTERS}":[`;
  yield* encounterRecords(db, userId, fightLogs);
  const [board] = await db.select({ links: soundboards.links }).from(soundboards).where(eq(soundboards.userId, userId));
  yield `],"${LIBRARY_FILE_SOUNDBOARD}":${JSON.stringify(board?.links ?? [])}}`;
}

export interface ExportOptions {
  exportedAt: Date;
  /** Whether each fight's log goes with it (undo of what came before); without, the file is mostly the library. */
  fightLogs: boolean;
}

/** The library file as a stream of JSON text (`libraryFileSchema`), read as it is sent. */
export function exportLibrary(db: Db, userId: string, options: ExportOptions): Readable {
  return Readable.from(libraryFile(db, userId, options), { objectMode: false });
}
