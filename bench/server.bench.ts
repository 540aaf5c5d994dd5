import { rmSync } from 'node:fs';
import { spawnServer, startServer } from '@skald/testing/server-process';
import { loadTest, percentile, report } from './report.ts';

/** Start-up on a fresh and on an existing embedded database, and health-check latency over loopback. */
const BENCH = 'server';

let t0 = performance.now();
const server = await startServer();
report(BENCH, 'cold_start_fresh_data_dir', performance.now() - t0, 'ms');

const { latencies, requestsPerSecond } = await loadTest(`${server.url}/api/health`, 2000, 16);
report(BENCH, 'health_p50', percentile(latencies, 0.5), 'ms');
report(BENCH, 'health_p95', percentile(latencies, 0.95), 'ms');
report(BENCH, 'health_p99', percentile(latencies, 0.99), 'ms');
report(BENCH, 'health_throughput', requestsPerSecond, 'req/s');

await server.process.stop();
const port = new URL(server.url).port;
t0 = performance.now();
const restarted = spawnServer({ PORT: port, DATA_DIR: server.dataDir });
await restarted.waitUntilRunning();
report(BENCH, 'start_existing_data_dir', performance.now() - t0, 'ms');
await restarted.stop();
rmSync(server.dataDir, { recursive: true, force: true });
