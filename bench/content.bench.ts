import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
// The session module sets cookies with @fastify/cookie's reply methods, which its import types.
import type {} from '@fastify/cookie';
import { SESSION_COOKIE } from '@skald/contract/account-limits';
import { listQuerySchema } from '@skald/contract/library/collection-routes';
import { openSession } from '@skald/testing/http-session';
import { spawnServer, startServer } from '@skald/testing/server-process';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/database.ts';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { findSignedIn } from '../apps/server/src/modules/auth/sessions.ts';
import { listPageJson, listPageQuery, listValues } from '../apps/server/src/modules/library/library-list.ts';
import { npcs } from '../apps/server/src/modules/library/library-tables.ts';
import { createScratchPostgresDatabase } from '../apps/server/test/test-database.ts';
import { type LoadFigures, loadFor } from './autocannon-load.ts';
import { startBareJsonServer } from './bare-json-server.ts';
import { type Budget, percentile, report } from './report.ts';

/**
 * A library of 10,000 NPCs for one user on the Unlimited tier (DEFAULT_TIER=unlimited), then its list
 * through the real HTTP API with autocannon from 8 connections: page 1, page 50, and a search by part of a
 * name ("dragon", which 4,400 of the names hold). The bodies are real: 50 compendium monsters copied
 * through "Copy to my NPCs", then repeated in SQL under numbered names up to 10,000 rows.
 *
 * Before each Skald figure, a bare node:http server answering the same page (serialised per request) is
 * loaded the same way in the same run, and the ratio printed, so the machine's share of its two cores is
 * visible. Each server's CPU time per answer is printed too: its work, which a busy machine does not
 * inflate as it does latency (on PostgreSQL the database's own processes are not in it). A p95 over the
 * budget is said in a sentence on stderr.
 *
 * Then the database's part alone: the two statements a list request makes (the session's lookup and the
 * page), each run one after another as the server runs them, their median time reported (`_alone_p50`),
 * and the list's statement planned and run by the database (EXPLAIN ANALYZE on stderr, its time reported).
 *
 * On the embedded database (always) and, when DATABASE_URL names a PostgreSQL server, on a scratch
 * database there (metrics prefixed pg_).
 */
const BENCH = 'content';
const NPCS = 10_000;
const COPIED = 50;
const SECONDS = 5;
const CONNECTIONS = 8;
const WARM_UP_SECONDS = 3;
const BUDGET_P95_MS = 20;
/** How often a statement is run alone for its median, after as many runs again to warm up. */
const ALONE_RUNS = 200;

const srd: Record<string, string> = process.env.SRD_DATA_DIR ? { SRD_DATA_DIR: process.env.SRD_DATA_DIR } : {};
const env = { ...srd, DEFAULT_TIER: 'unlimited' };

/** Signs up and copies COPIED compendium monsters into the new account's NPCs; answers the session. */
async function copyMonsters(base: string) {
  const session = await openSession(base);
  await session.signUp('bench@example.test', 'a bench password');
  const monsters = (await (await session.call('GET', `/api/v1/monsters?limit=${COPIED}&fields=name`)).json()) as {
    results: { url: string }[];
  };
  for (const monster of monsters.results) {
    const copied = await session.call('POST', `/api/library/npcs/copy-monster/${monster.url}`);
    if (copied.status !== 201)
      throw new Error(`copying ${monster.url} answered ${copied.status}: ${await copied.text()}`);
  }
  return session;
}

async function rows<Row>(db: Db, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Repeats the copied NPCs under numbered names up to NPCS rows; answers the count and the owner. */
async function fillLibrary(db: Db) {
  const repeats = Math.ceil((NPCS - COPIED) / COPIED);
  await db.execute(sql`
    INSERT INTO npcs (user_id, search_name, challenge_rating, type, shared, body)
    SELECT user_id, search_name || ' ' || n, challenge_rating, type, shared,
           jsonb_set(body, '{name}', to_jsonb(search_name || ' ' || n))
    FROM npcs, generate_series(1, ${repeats}) AS n`);
  const [library] = await rows<Library>(db, sql`SELECT count(*)::int AS total, min(user_id::text) AS owner FROM npcs`);
  if (!library) throw new Error('the library is empty');
  return library;
}

interface Library {
  total: number;
  owner: string;
}

/** The lists measured: label and query. */
function lists(): [string, string][] {
  return [
    ['page_1', ''],
    ['page_50', '?page=50'],
    ['search', '?name=dragon'],
  ];
}

function reportLoad(prefix: string, label: string, figures: LoadFigures, p95Budget?: Budget): void {
  report(BENCH, `${prefix}${label}_p50`, figures.p50, 'ms');
  report(BENCH, `${prefix}${label}_p95`, figures.p95, 'ms', p95Budget);
  report(BENCH, `${prefix}${label}_throughput`, figures.perSecond, 'req/s');
  report(BENCH, `${prefix}${label}_server_cpu_per_request`, figures.cpuPerRequest, 'ms');
}

/** Each list under load, each after the bare server answering the same page; ratios and the budget said. */
async function loadLists(database: string, prefix: string, server: { url: string; pid: number }, cookie: string) {
  const base = server.url;
  // Every list loaded once, unmeasured, before any is measured: a server just started (and on the embedded
  // database its process's WebAssembly) runs slower code for its first seconds, which would fall on page 1.
  const urls = lists().map(([, query]) => `${base}/api/library/npcs${query}`);
  await loadFor(urls, { headers: { cookie }, connections: CONNECTIONS, seconds: WARM_UP_SECONDS, pid: server.pid });
  for (const [label, query] of lists()) {
    const url = `${base}/api/library/npcs${query}`;
    const page = (await (await fetch(url, { headers: { cookie } })).json()) as { count: number };
    report(BENCH, `${prefix}list_${label}_matches`, page.count, 'rows');
    const bareServer = await startBareJsonServer(page);
    let bare: LoadFigures;
    try {
      bare = await loadFor(bareServer.url, { connections: CONNECTIONS, seconds: SECONDS, pid: bareServer.pid });
    } finally {
      await bareServer.stop();
    }
    const skald = await loadFor(url, {
      headers: { cookie },
      connections: CONNECTIONS,
      seconds: SECONDS,
      pid: server.pid,
    });
    reportLoad(prefix, `list_${label}_bare_node_http`, bare);
    reportLoad(prefix, `list_${label}`, skald, { max: BUDGET_P95_MS });
    report(BENCH, `${prefix}list_${label}_p50_vs_bare`, skald.p50 / bare.p50, 'x');
    report(BENCH, `${prefix}list_${label}_p95_vs_bare`, skald.p95 / bare.p95, 'x');
    report(BENCH, `${prefix}list_${label}_throughput_vs_bare`, skald.perSecond / bare.perSecond, 'x');
    report(BENCH, `${prefix}list_${label}_server_cpu_vs_bare`, skald.cpuPerRequest / bare.cpuPerRequest, 'x');
    const verdict = skald.p95 <= BUDGET_P95_MS ? 'within' : 'OVER';
    process.stderr.write(
      `${database} list ${label}: p95 ${skald.p95} ms at ${CONNECTIONS} connections, ${verdict} the ${BUDGET_P95_MS} ms budget ` +
        `(bare node:http p95 ${bare.p95} ms in the same run; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores).\n`,
    );
  }
}

/** The median of `ALONE_RUNS` runs of `statement`, one after another, after as many to warm up. */
async function medianAlone(statement: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 2 * ALONE_RUNS; run++) {
    const start = performance.now();
    await statement();
    if (run >= ALONE_RUNS) times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    0.5,
  );
}

/**
 * The database's part of a list request, measured alone: the session's lookup and the list's statement (page
 * and count in one), each as the server runs it; then the list's statement planned and run (EXPLAIN ANALYZE).
 */
async function databaseAlone(prefix: string, db: Db, library: Library, cookie: string): Promise<void> {
  const token = new URLSearchParams(cookie.replaceAll('; ', '&')).get(SESSION_COOKIE) ?? undefined;
  if (!(await findSignedIn(db, token))) throw new Error('the session is not in the database');
  report(BENCH, `${prefix}session_lookup_alone_p50`, await medianAlone(() => findSignedIn(db, token)), 'ms');
  for (const [label, query] of lists()) {
    const parsed = listQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const alone = await medianAlone(() => listPageJson(db, npcs, library.owner, parsed));
    report(BENCH, `${prefix}list_${label}_query_alone_p50`, alone, 'ms');
    const list = listPageQuery(db, npcs, parsed, listValues(library.owner, parsed));
    const plan = (await rows<{ 'QUERY PLAN': string }>(db, sql`EXPLAIN (ANALYZE, BUFFERS) ${list}`)).map(
      (row) => row['QUERY PLAN'],
    );
    process.stderr.write(`-- ${prefix}${label}\n${plan.join('\n')}\n`);
    report(BENCH, `${prefix}sql_${label}`, Number(/Execution Time: ([\d.]+)/.exec(plan.at(-1) ?? '')?.[1]), 'ms');
  }
}

/** The embedded database: filled while the server is stopped (one process at a time), then served again. */
async function benchPglite(): Promise<void> {
  const first = await startServer(env);
  try {
    const session = await copyMonsters(first.url);
    await first.process.stop();
    const dbDir = join(first.dataDir, 'db');
    let database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    const library = await fillLibrary(database.db);
    await database.close();
    report(BENCH, 'npcs_for_one_user', library.total, 'rows');

    // The session written before the stop is still good: sessions live in the database. The server
    // vacuums and analyses the embedded database itself before it serves (PGlite has no autovacuum).
    const second = spawnServer({ ...env, PORT: new URL(first.url).port, DATA_DIR: first.dataDir });
    try {
      await second.waitUntilRunning();
      await loadLists('PGlite', '', { url: first.url, pid: second.child.pid ?? 0 }, session.cookie());
    } finally {
      await second.stop();
    }
    database = await openDatabase({ kind: 'pglite', dataDir: dbDir });
    try {
      await databaseAlone('', database.db, library, session.cookie());
    } finally {
      await database.close();
    }
  } finally {
    await first.stop();
  }
}

/** PostgreSQL: a scratch database on DATABASE_URL's server, filled beside the running server. */
async function benchPostgres(adminUrl: string): Promise<void> {
  const scratch = await createScratchPostgresDatabase(adminUrl);
  try {
    const server = await startServer({ ...env, DATABASE_URL: scratch.url });
    try {
      const session = await copyMonsters(server.url);
      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      try {
        const library = await fillLibrary(database.db);
        report(BENCH, 'pg_npcs_for_one_user', library.total, 'rows');
        // What autovacuum does a moment after such an insert, done now rather than waited for.
        await database.db.execute(sql`VACUUM (ANALYZE) npcs`);
        await loadLists('PostgreSQL', 'pg_', { url: server.url, pid: server.process.child.pid ?? 0 }, session.cookie());
        await databaseAlone('pg_', database.db, library, session.cookie());
      } finally {
        await database.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}

await benchPglite();
const adminUrl = process.env.DATABASE_URL?.trim();
if (adminUrl) await benchPostgres(adminUrl);
else process.stderr.write('DATABASE_URL is not set: PostgreSQL was not measured.\n');
