import { rmSync } from 'node:fs';
import { spawnServer, startServer } from '@skald/testing/server-process';
import { loadBesideBare, loadFor, reportBesideBare } from './autocannon-load.ts';
import { report } from './report.ts';

/**
 * The SRD import on a fresh database (its own log line), then compendium name searches with filters
 * over loopback with autocannon (bench/autocannon-load.ts), 91 different searches asked in turn: one
 * connection first (the time one search takes, nothing queued before it), then 16 connections for
 * 5 s beside a bare node:http server answering a JSON body the size of the median search's answer,
 * measured the same way in the same run, with the ratios.
 * The import reads SRD_DATA_DIR, or the SRD folder beside the repository when it is unset.
 */
const BENCH = 'compendium';
const SECONDS = 5;
const CONNECTIONS = 16;

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

const searches = Array.from({ length: NAMES.length * FILTERS.length }, (_, index) => search(index));

/** Every search once (each must answer 200); answers the one whose body is the median size. */
async function medianAnswer(): Promise<{ page: unknown; bytes: number }> {
  const answers: { page: unknown; bytes: number }[] = [];
  for (const target of searches) {
    const response = await fetch(target);
    const body = await response.text();
    if (!response.ok) throw new Error(`${target} answered ${response.status}: ${body.slice(0, 200)}`);
    answers.push({ page: JSON.parse(body), bytes: Buffer.byteLength(body) });
  }
  answers.sort((a, b) => a.bytes - b.bytes);
  const median = answers[Math.floor(answers.length / 2)];
  if (!median) throw new Error('no searches');
  return median;
}
const median = await medianAnswer();
report(BENCH, 'monster_search_median_answer', median.bytes, 'bytes');

const pid = restarted.child.pid ?? 0;
const single = await loadFor(searches, { connections: 1, seconds: 3, pid });
report(BENCH, 'monster_search_one_at_a_time_p50', single.p50, 'ms');
report(BENCH, 'monster_search_one_at_a_time_p95', single.p95, 'ms');

const loaded = await loadBesideBare(median.page, searches, { connections: CONNECTIONS, seconds: SECONDS, pid });
reportBesideBare(BENCH, 'monster_search', loaded, { p95: { max: 10 }, throughput: { min: 3000 } });

await restarted.stop();
rmSync(server.dataDir, { recursive: true, force: true });
