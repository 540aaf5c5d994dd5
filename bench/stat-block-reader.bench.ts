import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { MAX_STAT_BLOCK_LENGTH, STAT_BLOCK_READING_LIMITS } from '@skald/contract/stat-block-limits';
import { mapMonster } from '@skald/statblock/five-e-database/map-monster';
import type { SrdMonster } from '@skald/statblock/five-e-database/monster-source';
import { readStatBlock } from '@skald/statblock/read-stat-block';
import { renderStatBlock } from '@skald/statblock/render/render-stat-block';
import { repoRoot, startServer } from '@skald/testing/server-process';
import { loadBesideBare, reportBesideBare } from './autocannon-load.ts';
import { percentile, report } from './report.ts';

/**
 * The stat-block reader (`readStatBlock`): every SRD monster written out in each text layout and as its
 * 5e-database JSON, read in this process (p50, p95, slowest per layout); the slowest of several hostile texts
 * of the longest length the route takes (100,000 characters), each read three times; then the public route
 * `POST /api/tools/read-stat-block` under load with autocannon (one connection, 5 s) beside a bare node:http server; then another visitor's waits for /api/health and for a typical
 * block, alone and while a hostile visitor keeps sending the slowest hostile text, so the delay one visitor's
 * worst texts give the others is measured. The SRD is read from SRD_DATA_DIR or the folder beside the
 * repository.
 */
const BENCH = 'stat-block-reader';
const SRD_DIR = process.env.SRD_DATA_DIR ?? join(repoRoot, '../shared/srd/5e-database-v5.10.0/src/2014/en');
const sources = JSON.parse(readFileSync(join(SRD_DIR, '5e-SRD-Monsters.json'), 'utf8')) as SrdMonster[];
const monsters = sources.map((source) => mapMonster(source).value.monster);

function timed(text: string): number {
  const started = performance.now();
  const reading = readStatBlock(text);
  const elapsed = performance.now() - started;
  if (!reading.ok && text.length <= MAX_STAT_BLOCK_LENGTH && /Armor Class|"name"/.test(text.slice(0, 400))) {
    throw new Error(`a typical block was not read: ${reading.message}`);
  }
  return elapsed;
}

const typical: Record<string, string[]> = {
  'srd-text': monsters.map((monster) => renderStatBlock(monster, 'srd-text')),
  markdown: monsters.map((monster) => renderStatBlock(monster, 'markdown')),
  'srd-2024': monsters.map((monster) => renderStatBlock(monster, 'srd-2024')),
  flattened: monsters.map((monster) => renderStatBlock(monster, 'flattened')),
  '5e-database-json': sources.map((source) => JSON.stringify(source, null, 2)),
};
for (const texts of Object.values(typical)) for (const text of texts.slice(0, 30)) timed(text);
for (const [layout, texts] of Object.entries(typical)) {
  const times = texts.map(timed).sort((a, b) => a - b);
  report(BENCH, `read_${layout}_p50`, percentile(times, 0.5), 'ms');
  report(BENCH, `read_${layout}_p95`, percentile(times, 0.95), 'ms', { max: 50 });
  report(BENCH, `read_${layout}_slowest`, times[times.length - 1] ?? Number.NaN, 'ms');
}

/** Texts of exactly the longest length, built to make a reader backtrack, split, nest or refuse field after field. */
function fill(unit: string): string {
  return unit.repeat(Math.ceil(MAX_STAT_BLOCK_LENGTH / unit.length)).slice(0, MAX_STAT_BLOCK_LENGTH);
}
const attack = 'Bite. Melee Weapon Attack: +5 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) piercing damage. ';
const manyEntries = JSON.stringify({
  name: 'Hostile',
  actions: Array.from({ length: 700 }, (_, index) => ({
    name: index % 2 ? '' : `Claw ${index}`,
    desc: 'x',
    action_list: [{ type: 'melee_weapon', attack_bonus: 999, rolls: [{ damage_type: 'frost', dice_count: -1 }] }],
  })),
}).slice(0, MAX_STAT_BLOCK_LENGTH - 2);
const hostile: Record<string, string> = {
  one_letter: fill('a'),
  labels_a_line: fill('Armor Class 1\n'),
  one_long_attack_line: fill(attack),
  attack_a_line: fill(`${attack}\n`),
  open_brackets: fill('('),
  recharge_brackets: fill('(Recharge 5–6) ('),
  dice_soup: fill('1d6+1d8 '),
  saves_soup: fill('DC 10 Dexterity saving throw, half as much damage '),
  markdown_rows: fill('> |10 (+0)|10 (+0)|10 (+0)|\n'),
  json_nesting: fill('['),
  json_refusals: `${manyEntries.slice(0, manyEntries.lastIndexOf('},{') + 1)}]}`,
  unicode: fill('𝔄𝔯𝔪𝔬𝔯 ℭ𝔩𝔞𝔰𝔰 '),
};
let worst = { name: '', ms: 0 };
for (const [name, text] of Object.entries(hostile)) {
  const ms = Math.max(timed(text), timed(text), timed(text));
  report(BENCH, `hostile_${name}`, ms, 'ms');
  if (ms > worst.ms) worst = { name, ms };
}
report(BENCH, 'hostile_slowest', worst.ms, 'ms', { max: 500 });
process.stderr.write(`${BENCH}: the slowest hostile text is ${worst.name}, ${worst.ms.toFixed(1)} ms\n`);

// The route, over loopback on the real server, with the CSRF cookie and token any visitor gets.
const server = await startServer({ LOG_LEVEL: 'warn' });
const sessionAnswer = await fetch(`${server.url}/api/auth/session`);
const headers = {
  cookie: sessionAnswer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; '),
  'x-csrf-token': ((await sessionAnswer.json()) as { csrfToken: string }).csrfToken,
  'content-type': 'application/json',
};
const median = typical['srd-text']?.[Math.floor(monsters.length / 2)] ?? '';
const post = JSON.stringify({ text: median });
const answer = await fetch(`${server.url}/api/tools/read-stat-block`, { method: 'POST', headers, body: post });
if (answer.status !== 200) throw new Error(`the route answered ${answer.status}: ${await answer.text()}`);
const page = await answer.json();
const pid = server.process.child.pid ?? 0;
// One address may have only `perAddress` readings in flight (more are answered 429), and a reading the
// warm-up second left unanswered still counts when the run starts: one connection, one request at a time.
const loaded = await loadBesideBare(page, `${server.url}/api/tools/read-stat-block`, {
  connections: 1,
  seconds: 5,
  pid,
  headers,
  post,
});
reportBesideBare(BENCH, 'route', loaded, { p95: { max: 250 } });

const clients = {
  other: { localAddress: '127.0.0.2', agent: new Agent({ keepAlive: true }) },
  hostile: { localAddress: '127.0.0.3', agent: new Agent({ keepAlive: true }) },
};
/**
 * A request from a loopback address of its own (Linux answers all of 127.0.0.0/8), so the route counts each
 * client apart as it would two visitors; resolves with the status once the answer has arrived.
 */
function send(client: keyof typeof clients, path: string, body?: string): Promise<number> {
  const { localAddress, agent } = clients[client];
  return new Promise((done, fail) => {
    const sent = httpRequest(
      new URL(path, server.url),
      { method: body ? 'POST' : 'GET', headers: body ? headers : {}, localAddress, agent },
      (answer) => {
        answer.resume();
        answer.on('end', () => done(answer.statusCode ?? 0));
      },
    );
    sent.on('error', fail);
    sent.end(body);
  });
}

/** Another visitor asks `path` (with `body`, a POST) one request after another until `until` settles. */
async function waits(path: string, until: Promise<unknown>, body?: string): Promise<number[]> {
  let going = true;
  void until.then(() => {
    going = false;
  });
  const times: number[] = [];
  while (going) {
    const started = performance.now();
    const status = await send('other', path, body);
    if (status !== 200) throw new Error(`the other visitor's ${path} answered ${status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** A hostile visitor keeps as many of the slowest hostile texts in flight as the route lets one address. */
async function sendHostile(seconds: number): Promise<{ sent: number; statuses: Set<number> }> {
  const ends = performance.now() + seconds * 1000;
  const body = JSON.stringify({ text: hostile[worst.name] });
  const statuses = new Set<number>();
  let sent = 0;
  const lane = async () => {
    while (performance.now() < ends) {
      statuses.add(await send('hostile', '/api/tools/read-stat-block', body));
      sent += 1;
    }
  };
  await Promise.all(Array.from({ length: STAT_BLOCK_READING_LIMITS.perAddress }, lane));
  return { sent, statuses };
}

const pause = (seconds: number) => new Promise((done) => setTimeout(done, seconds * 1000));
/** The other visitor's waits for `/api/health` and for a typical block: alone, then beside the hostile one. */
for (const [label, path, body] of [
  ['health', '/api/health', undefined],
  ['read', '/api/tools/read-stat-block', post],
] as const) {
  const alone = await waits(path, pause(3), body);
  const hostileRun = sendHostile(3);
  const beside = await waits(path, hostileRun, body);
  const { sent, statuses } = await hostileRun;
  report(BENCH, `route_others_${label}_p95_alone`, percentile(alone, 0.95), 'ms');
  report(BENCH, `route_others_${label}_worst_alone`, alone[alone.length - 1] ?? Number.NaN, 'ms');
  // Health never waits for a reading; another visitor's reading waits for at most one hostile reading.
  report(BENCH, `route_others_${label}_p95_beside_hostile`, percentile(beside, 0.95), 'ms', {
    max: label === 'health' ? 50 : 1000,
  });
  report(BENCH, `route_others_${label}_worst_beside_hostile`, beside[beside.length - 1] ?? Number.NaN, 'ms');
  process.stderr.write(
    `${BENCH}: another visitor's ${path} beside ${sent} hostile readings (answered ${[...statuses].join(', ')}): ` +
      `p95 ${percentile(beside, 0.95).toFixed(1)} ms, worst ${(beside[beside.length - 1] ?? 0).toFixed(1)} ms; ` +
      `alone p95 ${percentile(alone, 0.95).toFixed(1)} ms\n`,
  );
}
for (const { agent } of Object.values(clients)) agent.destroy();

await server.stop();
