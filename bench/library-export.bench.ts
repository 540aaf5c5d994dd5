import { randomUUID } from 'node:crypto';
import { LIBRARY_FILE_FORMAT, LIBRARY_FILE_VERSION } from '@skald/contract/library/library-io-limits';
import { createEntity } from '@skald/rules/encounter/entity';
import { openSession } from '@skald/testing/http-session';
import { startServer } from '@skald/testing/server-process';
import { sampleRss, statusMb } from './live/rss-sampler.ts';
import { report } from './report.ts';

/**
 * The library export of a big library: 10,000 NPCs and 200 encounters whose logs hold 500 commands each,
 * on the real server (embedded database, Unlimited tier). The library is built through the API: the NPCs
 * in one import, one fight of 500 commands through sync, then its export's encounter copied 200 times in
 * imports under 20 MiB each. Then GET /api/library/export is read as a stream (its bytes counted, not kept):
 * the time to the last byte, the file's size, the server's resident memory before and at its peak, and the
 * longest wait of another user's list request meanwhile.
 */
const BENCH = 'library-export';
const NPCS = 10_000;
const ENCOUNTERS = 200;
const COMMANDS = 500;

type Session = Awaited<ReturnType<typeof openSession>>;

async function json(response: Response) {
  if (!response.ok)
    throw new Error(`${response.url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/** Reads the export as it comes; answers its bytes and the milliseconds to the last one. */
async function readExport(session: Session) {
  const started = performance.now();
  const response = await session.call('GET', '/api/library/export');
  if (!response.ok || !response.body) throw new Error(`the export answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return { bytes, ms: performance.now() - started };
}

/** The longest wait of sequential list requests until `done` settles. */
async function longestWait(session: Session, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  let longest = 0;
  while (!finished) {
    const started = performance.now();
    await (await session.call('GET', '/api/library/spells')).arrayBuffer();
    longest = Math.max(longest, performance.now() - started);
  }
  return longest;
}

const server = await startServer({ DEFAULT_TIER: 'unlimited' });
try {
  const gm = await openSession(server.url);
  await gm.signUp(`bench-${randomUUID()}@example.test`, 'a bench password');
  const other = await openSession(server.url);
  await other.signUp(`other-${randomUUID()}@example.test`, 'a bench password');
  const npcs = Array.from({ length: NPCS }, (_, index) => ({
    id: randomUUID(),
    name: `Bench NPC ${index}`,
    armor_class: 13,
    hit_points: 22,
    special_abilities: [{ name: 'Keen Smell', desc: 'Advantage on Wisdom (Perception) checks that rely on smell.' }],
  }));
  await json(await gm.call('POST', '/api/library/import', { format: LIBRARY_FILE_FORMAT, version: 2, npcs }));

  const campaign = await json(await gm.call('POST', '/api/library/campaigns', { name: 'Long war' }));
  const orc = (key: string) => createEntity({ key, name: `Orc ${key}`, entityType: 'npc', maxHp: 30, ac: 13 });
  const made = await json(
    await gm.call('POST', `/api/library/campaigns/${campaign.id}/encounters`, {
      name: 'Battle 0',
      entities: [orc('o1'), orc('o2')],
    }),
  );
  const url = `/api/library/campaigns/${campaign.id}/encounters/${made.id}/commands`;
  let version = 0;
  for (let sent = 0; sent < COMMANDS; sent += 100) {
    const commands = Array.from({ length: 100 }, (_, index) => ({
      id: randomUUID(),
      at: Date.now(),
      automate: true,
      action: {
        kind: 'command',
        command: { type: index % 2 ? 'heal' : 'damage', target: 'o1', amount: 2, by: 'o2' },
      },
    }));
    version = (await json(await gm.call('POST', url, { baseVersion: version, commands }))).version;
  }
  const fight = (await json(await gm.call('GET', '/api/library/export'))).encounters[0];
  // As many copies a file as stay under the import's 20 MiB.
  const perImport = Math.max(1, Math.floor((19 * 1024 * 1024) / JSON.stringify(fight).length));
  for (let copied = 1; copied < ENCOUNTERS; copied += perImport) {
    const count = Math.min(perImport, ENCOUNTERS - copied);
    const encounters = Array.from({ length: count }, (_, index) => ({
      ...fight,
      id: randomUUID(),
      name: `Battle ${copied + index}`,
    }));
    await json(
      await gm.call('POST', '/api/library/import', {
        format: LIBRARY_FILE_FORMAT,
        version: LIBRARY_FILE_VERSION,
        encounters,
      }),
    );
  }

  const pid = server.process.child.pid as number;
  const before = statusMb(pid, 'VmRSS');
  const rss = sampleRss(pid, 50);
  const exporting = readExport(gm);
  const waited = await longestWait(other, exporting);
  const { bytes, ms } = await exporting;
  const { peakMb } = rss.stop();
  report(BENCH, 'export_seconds', ms / 1000, 's');
  report(BENCH, 'export_file_mb', bytes / 1024 / 1024, 'MiB');
  report(BENCH, 'server_rss_before_mb', before, 'MB');
  report(BENCH, 'server_rss_peak_mb', peakMb, 'MB');
  report(BENCH, 'other_user_longest_wait_ms', waited, 'ms');
} finally {
  await server.stop();
}
