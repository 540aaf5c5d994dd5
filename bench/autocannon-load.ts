import autocannon from 'autocannon';
import { percentile } from './report.ts';

export interface LoadFigures {
  p50: number;
  p95: number;
  perSecond: number;
}

/**
 * GETs `url` from `connections` connections at once for `seconds` with autocannon, after a warm-up second
 * that is not counted (JIT, connection set-up, the database's caches). Any answer but 200 stops the run.
 */
export async function loadFor(
  url: string,
  { connections, seconds, headers = {} }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadFigures> {
  const run = async (duration: number) => {
    const latencies: number[] = [];
    let refused: number | undefined;
    const instance = autocannon({ url, headers, connections, duration });
    instance.on('response', (_client, status, _bytes, milliseconds) => {
      if (status !== 200) refused ??= status;
      latencies.push(milliseconds);
    });
    const result = await instance;
    if (refused !== undefined) throw new Error(`${url} answered ${refused}`);
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), perSecond: result.requests.average };
  };
  await run(1);
  return run(seconds);
}
