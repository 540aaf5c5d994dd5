import { rmSync } from 'node:fs';
import { spawnServer, startServer } from '@skald/testing/server-process';
import { loadBesideBare, reportBesideBare } from './autocannon-load.ts';
import { report } from './report.ts';

/**
 * Start-up on a fresh and on an existing embedded database, and `/api/health` over loopback with
 * autocannon (16 connections, 5 s) beside a bare node:http server answering the same body, measured
 * the same way in the same run, with the ratios.
 */
const BENCH = 'server';

let t0 = performance.now();
const server = await startServer();
report(BENCH, 'cold_start_fresh_data_dir', performance.now() - t0, 'ms');

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
await restarted.stop();
rmSync(server.dataDir, { recursive: true, force: true });
