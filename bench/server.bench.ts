import { rmSync } from 'node:fs';
import { embeddedDatabasePid, spawnServer, startServer } from '@skald/testing/server-process';
import { loadBesideBare, reportBesideBare } from './autocannon-load.ts';
import { statusMb } from './live/rss-sampler.ts';
import { report } from './report.ts';

/** The server process stays small: the embedded database's memory is its own process's (issue 31). */
const SERVER_RSS_BUDGET_MB = 250;

/** Resident memory of the server and of its embedded database's process, a moment after it serves. */
async function reportMemory(serverPid: number, when: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  report(BENCH, `server_rss_${when}_mb`, statusMb(serverPid, 'VmRSS'), 'MB', { max: SERVER_RSS_BUDGET_MB });
  const databasePid = embeddedDatabasePid(serverPid);
  if (databasePid) report(BENCH, `embedded_database_rss_${when}_mb`, statusMb(databasePid, 'VmRSS'), 'MB');
}

/**
 * Start-up on a fresh and on an existing embedded database, the resident memory of the server and of the
 * embedded database's process after each, and `/api/health` over loopback with
 * autocannon (16 connections, 5 s) beside a bare node:http server answering the same body, measured
 * the same way in the same run, with the ratios.
 */
const BENCH = 'server';

let t0 = performance.now();
const server = await startServer();
report(BENCH, 'cold_start_fresh_data_dir', performance.now() - t0, 'ms');
await reportMemory(server.process.child.pid ?? 0, 'after_first_start');

const health = `${server.url}/api/health`;
const page: unknown = await (await fetch(health)).json();
const loaded = await loadBesideBare(page, health, { connections: 16, seconds: 5, pid: server.process.child.pid ?? 0 });
reportBesideBare(BENCH, 'health', loaded);

await server.process.stop();
const port = new URL(server.url).port;
t0 = performance.now();
const restarted = spawnServer({ PORT: port, DATA_DIR: server.dataDir });
await restarted.waitUntilRunning();
report(BENCH, 'start_existing_data_dir', performance.now() - t0, 'ms');
await reportMemory(restarted.child.pid ?? 0, 'at_start');
await restarted.stop();
rmSync(server.dataDir, { recursive: true, force: true });
