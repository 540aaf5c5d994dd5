import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { createEntity } from '@skald/rules/encounter/entity';
import { openSession } from '@skald/testing/http-session';
import { repoRoot, startServer } from '@skald/testing/server-process';
import autocannon, { type SequenceRequest } from 'autocannon';
import { createScratchPostgresDatabase } from '../apps/server/test/test-database.ts';
import { startBareJsonServer } from './bare-json-server.ts';
import { measureRepaintBeforeAnswer } from './encounter-paint.ts';
import { percentile, report } from './report.ts';

/**
 * A GM's command round trip on a saved encounter: one connection sends one command at a time, as a GM's
 * gestures come, each on the version the last answer gave, through the real HTTP API (autocannon, a
 * request sequence whose `onResponse` carries the version to the next `setupRequest`). Every command
 * is applied by the rules engine in its own transaction that bumps the version and stores its log row.
 *
 * Beside it, in the same run, a bare node:http server answers the same POST with the same answer's
 * shape, so the ratio shows what Skald adds to HTTP and JSON. On the embedded database always, and on
 * PostgreSQL when DATABASE_URL names a server (metrics prefixed pg_). Then, in Chromium on the run page,
 * whether the GM's screen repaints before the server answers (`bench/encounter-paint.ts`).
 */
const BENCH = 'encounter';
const SECONDS = 5;
const BUDGET_P95_MS = 50;

/** The demo's party and monsters, as the builder would save them. */
function combatants() {
  return [
    createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15 }),
    createEntity({ key: 'warlock', name: 'Warlock', entityType: 'player', maxHp: 31, ac: 16 }),
    createEntity({ key: 'druid', name: 'Druid', entityType: 'player', maxHp: 34, ac: 16 }),
    createEntity({ key: 'orc-1', name: 'Orc 1', entityType: 'npc', maxHp: 21, ac: 13 }),
    createEntity({ key: 'orc-2', name: 'Orc 2', entityType: 'npc', maxHp: 12, ac: 13 }),
    createEntity({ key: 'ogre', name: 'Ogre', entityType: 'npc', maxHp: 72, ac: 11 }),
  ];
}

/** The n-th gesture: the barbarian hits the ogre for 1, then the druid heals it back, and so on. */
function command(n: number) {
  return n % 2 === 0
    ? { type: 'damage', target: 'ogre', amount: 1, by: 'barbarian' }
    : { type: 'heal', target: 'ogre', amount: 1, by: 'druid' };
}

/** A signed-in GM with a campaign and an encounter; answers the sync address, headers and run page. */
async function encounterOn(base: string) {
  const session = await openSession(base);
  await session.signUp(`bench-${randomUUID()}@example.test`, 'a bench password');
  const campaign = (await (await session.call('POST', '/api/library/campaigns', { name: 'Bench' })).json()) as {
    id: string;
  };
  const created = await session.call('POST', `/api/library/campaigns/${campaign.id}/encounters`, {
    name: 'Orcs and an ogre',
    entities: combatants(),
  });
  if (created.status !== 201)
    throw new Error(`creating the encounter answered ${created.status}: ${await created.text()}`);
  const encounter = (await created.json()) as { id: string; version: number };
  const path = `/api/library/campaigns/${campaign.id}/encounters/${encounter.id}/commands`;
  const token = ((await (await session.call('GET', '/api/auth/session')).json()) as { csrfToken: string }).csrfToken;
  const headers = { cookie: session.cookie(), 'x-csrf-token': token, 'content-type': 'application/json' };
  return { path, headers, version: encounter.version, runPage: `/run-encounter/${campaign.id}/${encounter.id}` };
}

/** One connection, one command at a time for SECONDS; each answer's version feeds the next command. */
async function roundTrips(url: string, headers: Record<string, string>, startVersion: number) {
  const latencies: number[] = [];
  let refused: string | undefined;
  let sent = 0;
  const request: SequenceRequest = {
    method: 'POST',
    headers,
    setupRequest: (template, context) => {
      const baseVersion = (context.version as number | undefined) ?? startVersion;
      const body = {
        baseVersion,
        commands: [
          { id: randomUUID(), at: Date.now(), automate: true, action: { kind: 'command', command: command(sent++) } },
        ],
      };
      return { ...template, body: JSON.stringify(body) };
    },
    onResponse: (status, body, context) => {
      if (status !== 200) {
        refused ??= `${status} ${body.slice(0, 200)}`;
        return;
      }
      const answer = JSON.parse(body) as { version: number; outcomes: { outcome: string; error: string | null }[] };
      const outcome = answer.outcomes[0];
      if (outcome?.outcome !== 'applied') refused ??= `a command was ${outcome?.outcome}: ${outcome?.error}`;
      context.version = answer.version;
    },
  };
  const run = async (duration: number) => {
    latencies.length = 0;
    const instance = autocannon({ url, connections: 1, duration, requests: [request] });
    instance.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
    const result = await instance;
    if (refused) throw new Error(`${url} refused a command: ${refused}`);
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), perSecond: result.requests.average };
  };
  await run(1);
  return run(SECONDS);
}

async function measure(prefix: string, database: string, base: string): Promise<void> {
  const { path, headers, version } = await encounterOn(base);
  const answer = {
    version: version + 1,
    outcomes: [{ id: randomUUID(), outcome: 'applied', version: 1, error: null }],
    snapshot: null,
  };
  const bareServer = await startBareJsonServer(answer);
  let bare: Awaited<ReturnType<typeof roundTrips>>;
  try {
    bare = await roundTrips(bareServer.url, headers, 0);
  } finally {
    await bareServer.stop();
  }
  const skald = await roundTrips(`${base}${path}`, headers, version);
  for (const [label, figures, p95Budget] of [
    ['command_round_trip_bare_node_http', bare, undefined],
    ['command_round_trip', skald, { max: BUDGET_P95_MS }],
  ] as const) {
    report(BENCH, `${prefix}${label}_p50`, figures.p50, 'ms');
    report(BENCH, `${prefix}${label}_p95`, figures.p95, 'ms', p95Budget);
    report(BENCH, `${prefix}${label}_per_second`, figures.perSecond, 'commands/s');
  }
  report(BENCH, `${prefix}command_round_trip_p95_vs_bare`, skald.p95 / bare.p95, 'x');
  const verdict = skald.p95 <= BUDGET_P95_MS ? 'within' : 'OVER';
  process.stderr.write(
    `${database}: a command's round trip p95 ${skald.p95} ms, ${verdict} the ${BUDGET_P95_MS} ms budget ` +
      `(bare node:http p95 ${bare.p95} ms in the same run; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores).\n`,
  );
  // The browser half, on an encounter of its own: the run page paints each hit before the server answers it.
  const fresh = await encounterOn(base);
  await measureRepaintBeforeAnswer(prefix, BENCH, { base, runPage: fresh.runPage, cookie: fresh.headers.cookie });
}

execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: repoRoot, stdio: 'inherit' });
const srd: Record<string, string> = process.env.SRD_DATA_DIR ? { SRD_DATA_DIR: process.env.SRD_DATA_DIR } : {};
const pglite = await startServer({ ...srd, DEFAULT_TIER: 'unlimited' });
try {
  await measure('', 'PGlite', pglite.url);
} finally {
  await pglite.stop();
}

const adminUrl = process.env.DATABASE_URL?.trim();
if (adminUrl) {
  const scratch = await createScratchPostgresDatabase(adminUrl);
  try {
    const server = await startServer({ ...srd, DEFAULT_TIER: 'unlimited', DATABASE_URL: scratch.url });
    try {
      await measure('pg_', 'PostgreSQL', server.url);
    } finally {
      await server.stop();
    }
  } finally {
    await scratch.drop();
  }
}
