import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { percentile } from './report.ts';

export interface LoadFigures {
  p50: number;
  p95: number;
  perSecond: number;
  /** The server process's CPU time (user + system) per answer: its work, however busy the machine is. */
  cpuPerRequest: number;
}

/** CPU milliseconds `pid` has used so far, from /proc (clock ticks at 100 a second). */
export function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * GETs `url` from `connections` connections at once for `seconds` with autocannon, after a warm-up second
 * that is not counted (JIT, connection set-up, the database's caches). Any answer but 200 stops the run.
 * `pid` is the server's process, whose CPU time is shared out over the answers.
 */
export async function loadFor(
  url: string,
  options: { connections: number; seconds: number; pid: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const run = async (duration: number) => {
    const latencies: number[] = [];
    let refused: number | undefined;
    const cpuBefore = cpuMilliseconds(options.pid);
    const instance = autocannon({ url, headers: options.headers ?? {}, connections: options.connections, duration });
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      if (status !== 200) refused ??= status;
      latencies.push(milliseconds);
    });
    const result = await instance;
    const cpu = cpuMilliseconds(options.pid) - cpuBefore;
    if (refused !== undefined) throw new Error(`${url} answered ${refused}`);
    latencies.sort((a, b) => a - b);
    return {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      perSecond: result.requests.average,
      cpuPerRequest: cpu / Math.max(1, latencies.length),
    };
  };
  await run(1);
  return run(options.seconds);
}
