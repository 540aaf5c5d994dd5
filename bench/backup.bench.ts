import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSession } from '@skald/testing/http-session';
import { repoRoot, startServer } from '@skald/testing/server-process';
import { runProcess } from '../apps/server/src/db/backup/run-process.ts';
import { percentile, report } from './report.ts';

/**
 * What `npm run backup` costs a running server on the embedded database: how long PGlite's query lock is
 * held while the data folder is copied (the command prints it), and the longest wait a GM's request saw
 * meanwhile, against the same requests' ordinary time. One connection asks for a page of NPCs, one request
 * at a time, before and during the backup; the library holds NPCS NPCs. Then the restore's time.
 */
const BENCH = 'backup';
const NPCS = 1_000;
const BASELINE_MS = 2_000;
const BUDGET_LOCK_MS = 500;

/** Sequential list requests until `done` resolves; answers each one's milliseconds. */
async function listLatencies(session: Awaited<ReturnType<typeof openSession>>, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => {
    finished = true;
  });
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    const answer = await session.call('GET', '/api/library/npcs?page=2');
    await answer.arrayBuffer();
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

const work = mkdtempSync(join(tmpdir(), 'skald-backup-bench-'));
const server = await startServer({ DEFAULT_TIER: 'unlimited' });
try {
  const session = await openSession(server.url);
  await session.signUp(`bench-${randomUUID()}@example.test`, 'a bench password');
  for (let n = 0; n < NPCS; n += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, k) => session.call('POST', '/api/library/npcs', { name: `Bench NPC ${n + k}` })),
    );
  }
  const baseline = await listLatencies(session, new Promise((done) => setTimeout(done, BASELINE_MS)));

  const file = join(work, 'bench.pglite');
  const started = performance.now();
  const backup = runProcess('npm', ['run', '--silent', 'backup', '--', '--out', file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
  });
  const during = await listLatencies(session, backup);
  const { code, stdout, stderr } = await backup;
  if (code !== 0) throw new Error(`npm run backup failed: ${stderr}`);
  const backupSeconds = (performance.now() - started) / 1000;
  const lockMs = Number(/queries waited (\d+) ms/.exec(stdout)?.[1]);

  const restoreStarted = performance.now();
  const restore = await runProcess('npm', ['run', '--silent', 'restore', '--', file], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: join(work, 'restored'), DATABASE_URL: '' },
  });
  if (restore.code !== 0) throw new Error(`npm run restore failed: ${restore.stderr}`);

  report(BENCH, 'lock_held', lockMs, 'ms', { max: BUDGET_LOCK_MS });
  report(BENCH, 'request_p50_before', percentile(baseline, 0.5), 'ms');
  report(BENCH, 'request_max_before', baseline.at(-1) ?? Number.NaN, 'ms');
  report(BENCH, 'request_max_during_backup', during.at(-1) ?? Number.NaN, 'ms');
  report(BENCH, 'requests_during_backup', during.length, 'requests');
  report(BENCH, 'backup_command', backupSeconds, 's');
  report(BENCH, 'backup_file', statSync(file).size / 1_000_000, 'MB');
  report(BENCH, 'restore_command', (performance.now() - restoreStarted) / 1000, 's');
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
