import { join } from 'node:path';
import { spawnServer, startServer } from '@skald/testing/server-process';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/open-database.ts';
import { percentile, report } from './report.ts';

/**
 * A library of 10,000 NPCs for one user on the Unlimited tier (DEFAULT_TIER=unlimited), then its list
 * through the real HTTP API: page 1, a later page and a name search, each for a few seconds with
 * autocannon. The bodies are real: 50 compendium monsters copied through "Copy to my NPCs", then
 * repeated in SQL under numbered names up to 10,000 rows. EXPLAIN ANALYZE of the list's queries is
 * printed to stderr, and their server-side times reported, so an index that stops being used shows.
 */
const BENCH = 'content';
const NPCS = 10_000;
const COPIED = 50;
const SECONDS = 5;
const CONNECTIONS = 8;

const srd: Record<string, string> = process.env.SRD_DATA_DIR ? { SRD_DATA_DIR: process.env.SRD_DATA_DIR } : {};
const env = { ...srd, DEFAULT_TIER: 'unlimited' };
const first = await startServer(env);
const base = first.url;

let cookie = '';
let token = '';
async function call(method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, 'x-csrf-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const set = response.headers.getSetCookie().map((line) => line.split(';')[0]);
  if (set.length > 0) {
    const jar = new Map(cookie ? cookie.split('; ').map((pair) => pair.split('=') as [string, string]) : []);
    for (const pair of set) jar.set(pair?.split('=')[0] ?? '', pair?.split('=').slice(1).join('=') ?? '');
    cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  return response;
}

token = ((await (await call('GET', '/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
const signUp = await call('POST', '/api/auth/sign-up', { email: 'bench@example.test', password: 'a bench password' });
if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
token = ((await (await call('GET', '/api/auth/session')).json()) as { csrfToken: string }).csrfToken;

const monsters = (await (await call('GET', `/api/v1/monsters?limit=${COPIED}&fields=name`)).json()) as {
  results: { url: string }[];
};
for (const monster of monsters.results) {
  const copied = await call('POST', `/api/library/npcs/copy-monster/${monster.url}`);
  if (copied.status !== 201)
    throw new Error(`copying ${monster.url} answered ${copied.status}: ${await copied.text()}`);
}

// The embedded database serves one process at a time: fill it while the server is stopped.
await first.process.stop();
const database = await openDatabase({ kind: 'pglite', dataDir: join(first.dataDir, 'db') });
const repeats = Math.ceil((NPCS - COPIED) / COPIED);
await database.db.execute(sql`
  INSERT INTO npcs (user_id, search_name, challenge_rating, type, shared, body)
  SELECT user_id, search_name || ' ' || n, challenge_rating, type, shared,
         jsonb_set(body, '{name}', to_jsonb(search_name || ' ' || n))
  FROM npcs, generate_series(1, ${repeats}) AS n`);
await database.db.execute(sql`ANALYZE npcs`);
const [{ total, owner }] = (
  (await database.db.execute(sql`SELECT count(*)::int AS total, min(user_id::text) AS owner FROM npcs`)) as unknown as {
    rows: { total: number; owner: string }[];
  }
).rows as [{ total: number; owner: string }];
report(BENCH, 'npcs_for_one_user', total, 'rows');

/** The list's two queries as serve-collection sends them, planned and run by the database. */
async function explain(label: string, where: ReturnType<typeof sql>, offset: number): Promise<void> {
  const plans = [
    sql`EXPLAIN ANALYZE SELECT id, body FROM npcs WHERE user_id = ${owner} ${where} ORDER BY search_name, id LIMIT 15 OFFSET ${offset}`,
    sql`EXPLAIN ANALYZE SELECT count(*) FROM npcs WHERE user_id = ${owner} ${where}`,
  ];
  let milliseconds = 0;
  for (const plan of plans) {
    const lines = ((await database.db.execute(plan)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map(
      (row) => row['QUERY PLAN'],
    );
    process.stderr.write(`-- ${label}\n${lines.join('\n')}\n`);
    milliseconds += Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? Number.NaN);
  }
  report(BENCH, `sql_${label}`, milliseconds, 'ms');
}
const laterPage = Math.floor(total / 15 / 2);
await explain('page_1', sql``, 0);
await explain(`page_${laterPage}`, sql``, (laterPage - 1) * 15);
await explain('search', sql`AND search_name LIKE '%dragon%'`, 0);
await database.close();

// The session written before the stop is still good: sessions live in the database.
const second = spawnServer({ ...env, PORT: new URL(base).port, DATA_DIR: first.dataDir });
try {
  await second.waitUntilRunning();
  for (const [label, query] of [
    ['page_1', ''],
    ['later_page', `?page=${laterPage}`],
    ['search', '?name=dragon'],
  ] as const) {
    const latencies: number[] = [];
    const instance = autocannon({
      url: `${base}/api/library/npcs${query}`,
      headers: { cookie },
      connections: CONNECTIONS,
      duration: SECONDS,
    });
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      if (status !== 200) throw new Error(`${label} answered ${status}`);
      latencies.push(milliseconds);
    });
    const result = await instance;
    latencies.sort((a, b) => a - b);
    report(BENCH, `list_${label}_p50`, percentile(latencies, 0.5), 'ms');
    report(BENCH, `list_${label}_p95`, percentile(latencies, 0.95), 'ms');
    report(BENCH, `list_${label}_throughput`, result.requests.average, 'req/s');
  }
} finally {
  await second.stop();
  await first.stop();
}
