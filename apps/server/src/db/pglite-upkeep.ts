import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * PGlite runs no autovacuum. Left alone, no table ever gets a visibility map (so every index-only scan
 * reads each row as well, and a library list of 10,000 rows slows to tens of milliseconds) or planner
 * statistics (the planner guesses). This does what PostgreSQL's autovacuum would, by its default
 * thresholds, from the counts this process has seen; pages written since a table's last VACUUM count too,
 * because a restart forgets the counts but not the pages.
 */

export interface TableState {
  name: string;
  /** Rows at the last VACUUM or ANALYZE; negative when never analysed. */
  tuples: number;
  /** Pages on disk, and of them the pages the last VACUUM found all visible. */
  pages: number;
  allVisible: number;
  /** Since this process started: dead rows, rows inserted since a VACUUM, rows changed since an ANALYZE. */
  dead: number;
  inserted: number;
  modified: number;
}

export type UpkeepAction = 'VACUUM (ANALYZE)' | 'ANALYZE';

/** What autovacuum would do to a table now, or nothing. */
export function upkeepAction(table: TableState): UpkeepAction | undefined {
  const tuples = Math.max(table.tuples, 0);
  const unvisited = table.pages - table.allVisible;
  const vacuum =
    table.dead > 50 + 0.2 * tuples || table.inserted > 1000 + 0.2 * tuples || unvisited > 8 + 0.2 * table.pages;
  if (vacuum) return 'VACUUM (ANALYZE)';
  const analyze = (table.tuples < 0 && table.pages > 0) || table.modified > 50 + 0.1 * tuples;
  return analyze ? 'ANALYZE' : undefined;
}

/** Every table of the public schema, as `upkeepAction` reads it. */
export async function tableStates(db: Db): Promise<TableState[]> {
  const result = (await db.execute(sql`
    SELECT c.relname AS name, c.reltuples::float8 AS tuples, c.relallvisible AS "allVisible",
           (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages,
           coalesce(s.n_dead_tup, 0)::int AS dead, coalesce(s.n_ins_since_vacuum, 0)::int AS inserted,
           coalesce(s.n_mod_since_analyze, 0)::int AS modified
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE c.relkind = 'r' AND n.nspname = 'public'
    ORDER BY c.relname`)) as unknown as { rows: TableState[] };
  return result.rows;
}

export interface UpkeepDone {
  table: string;
  action: UpkeepAction;
  milliseconds: number;
}

/** Vacuums and analyses the tables that need it, one at a time; answers what it did. */
export async function upkeepOnce(db: Db): Promise<UpkeepDone[]> {
  const done: UpkeepDone[] = [];
  for (const table of await tableStates(db)) {
    const action = upkeepAction(table);
    if (!action) continue;
    const started = performance.now();
    await db.execute(sql`${sql.raw(action)} ${sql.identifier(table.name)}`);
    done.push({ table: table.name, action, milliseconds: Math.round(performance.now() - started) });
  }
  return done;
}

interface UpkeepLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/**
 * Runs `upkeepOnce` now and then every `intervalMs` until `stop`, which waits for a run in progress.
 * A failed run is logged and the next one tried; the timer never keeps the process alive.
 */
export async function startPgliteUpkeep(
  db: Db,
  log: UpkeepLog,
  intervalMs = 60_000,
): Promise<{ stop(): Promise<void> }> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = async () => {
    try {
      const done = await upkeepOnce(db);
      if (done.length > 0) log.info({ upkeep: done }, 'PGlite upkeep: vacuumed and analysed');
    } catch (error) {
      log.warn({ err: error }, 'PGlite upkeep failed; trying again later');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = run().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  running = run();
  await running;
  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
