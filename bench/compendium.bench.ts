import { rmSync } from 'node:fs';
import { spawnServer, startServer } from '@skald/testing/server-process';
import { loadTest, percentile, report } from './report.ts';

/**
 * The SRD import on a fresh database (its own log line), then compendium name searches with filters
 * over loopback: 500 one at a time, then 2,000 with 16 at a time (91 different searches in turn; the
 * server caches no answers, only the SRD documents, so each is a query).
 * The import reads SRD_DATA_DIR, or the SRD folder beside the repository when it is unset.
 */
const BENCH = 'compendium';
const REQUESTS = 2000;
const CONCURRENCY = 16;

const srd: Record<string, string> = process.env.SRD_DATA_DIR ? { SRD_DATA_DIR: process.env.SRD_DATA_DIR } : {};
const server = await startServer({ ...srd, LOG_LEVEL: 'info' });

/** pino writes to the pipe asynchronously, so the import line may come after the "running" line. */
async function importLine(): Promise<{ durationMs: number; compendium: Record<string, number> }> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const line = server.process
      .stdout()
      .split('\n')
      .find((text) => text.includes('"msg":"Compendium imported'));
    if (line) return JSON.parse(line);
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`no import line; is the SRD there? Set SRD_DATA_DIR.\n${server.process.stdout().slice(0, 2000)}`);
}
const imported = await importLine();
report(BENCH, 'srd_import', imported.durationMs, 'ms');
report(
  BENCH,
  'srd_records',
  Object.values(imported.compendium).reduce((sum, count) => sum + count, 0),
  'records',
);

// The searches run against a restart on the same data with warnings only, as `npm start` runs, so
// request logging is not what is measured.
await server.process.stop();
const restarted = spawnServer({ ...srd, PORT: new URL(server.url).port, DATA_DIR: server.dataDir });
const url = await restarted.waitUntilRunning();

const NAMES = ['dra', 'gob', 'ogre', 'wolf', 'giant', 'skel', 'orc', 'bear', 'spi', 'an', 'e', 'zomb', 'elem'];
const FILTERS = [
  '',
  '&type[]=dragon&type[]=humanoid',
  '&size[]=large&size[]=huge&sort=challenge_rating:desc',
  '&challenge_rating[]=0&challenge_rating[]=5',
  '&challenge_rating[]=1&challenge_rating[]=10&type[]=beast&type[]=monstrosity&type[]=giant',
  '&alignment[]=chaotic_evil&alignment[]=neutral_evil&sort=hit_points',
  '&fields=name+challenge_rating+type+size&skip=5',
];
const search = (index: number) => {
  const name = NAMES[index % NAMES.length];
  const filters = FILTERS[Math.floor(index / NAMES.length) % FILTERS.length];
  return `${url}/api/v1/monsters?name=${name}${filters}`;
};

await loadTest(search, 200, CONCURRENCY); // warm-up: JIT, connection pool, PGlite caches

// One at a time first: the time one search takes, with nothing queued before it.
const single = await loadTest((index) => search(index + 7), 500, 1);
report(BENCH, 'monster_search_one_at_a_time_p50', percentile(single.latencies, 0.5), 'ms');
report(BENCH, 'monster_search_one_at_a_time_p95', percentile(single.latencies, 0.95), 'ms');

const { latencies, requestsPerSecond } = await loadTest(search, REQUESTS, CONCURRENCY);
report(BENCH, 'monster_search_p50', percentile(latencies, 0.5), 'ms');
report(BENCH, 'monster_search_p95', percentile(latencies, 0.95), 'ms', { max: 10 });
report(BENCH, 'monster_search_p99', percentile(latencies, 0.99), 'ms');
report(BENCH, 'monster_search_throughput', requestsPerSecond, 'req/s', { min: 3000 });

await restarted.stop();
rmSync(server.dataDir, { recursive: true, force: true });
