import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon, { type SequenceRequest } from 'autocannon';
import { startBareJsonServer } from './bare-json-server.ts';
import { type Budget, percentile, report } from './report.ts';

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  /** The server process's CPU time (user + system) per answer: its work, however busy the machine is. */
  cpuPerRequest: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** The server's process, whose CPU time is shared out over the answers. */
  pid: number;
  headers?: Record<string, string>;
  /** A POST and its JSON body instead of a GET (the headers then need the content type and any CSRF token). */
  post?: string;
}

/** CPU milliseconds `pid` has used so far, from /proc (clock ticks at 100 a second). */
export function cpuMilliseconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Several URLs on one origin, asked in turn, one request after another whichever connection sends it. */
function inTurn(urls: readonly string[]): { url: string; requests?: SequenceRequest[] } {
  const first = urls[0];
  if (urls.length === 1 || first === undefined) return { url: first ?? '' };
  const origin = new URL(first).origin;
  const paths = urls.map((url) => {
    const parsed = new URL(url);
    if (parsed.origin !== origin) throw new Error(`${url} is not on ${origin}`);
    return `${parsed.pathname}${parsed.search}`;
  });
  let next = 0;
  return {
    url: origin,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  };
}

/**
 * GETs (or POSTs `options.post` to) `target` (a URL, or several on one origin asked in turn) from `connections` connections at once for
 * `seconds` with autocannon, after a warm-up second that is not counted (JIT, connection set-up, the
 * database's caches). Any answer but 200 stops the run.
 */
export async function loadFor(target: string | readonly string[], options: LoadOptions): Promise<LoadFigures> {
  const { url, requests } = inTurn(typeof target === 'string' ? [target] : target);
  const run = async (duration: number) => {
    const latencies: number[] = [];
    let refused: number | undefined;
    const cpuBefore = cpuMilliseconds(options.pid);
    const instance = autocannon({
      url,
      headers: options.headers ?? {},
      ...(options.post !== undefined && { method: 'POST' as const, body: options.post }),
      connections: options.connections,
      duration,
      ...(requests && { requests }),
    });
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
      p99: percentile(latencies, 0.99),
      perSecond: result.requests.average,
      cpuPerRequest: cpu / Math.max(1, latencies.length),
    };
  };
  await run(1);
  return run(options.seconds);
}

export interface BesideBare {
  bare: LoadFigures;
  skald: LoadFigures;
}

/**
 * Loads a bare node:http server answering `page` (bench/bare-json-server.ts), then `target` on Skald's
 * process `options.pid`, the same way in the same run, so the ratio shows what Skald adds to HTTP and JSON.
 */
export async function loadBesideBare(
  page: unknown,
  target: string | readonly string[],
  options: LoadOptions,
): Promise<BesideBare> {
  const bareServer = await startBareJsonServer(page);
  let bare: LoadFigures;
  try {
    bare = await loadFor(bareServer.url, { ...options, headers: {}, post: undefined, pid: bareServer.pid });
  } finally {
    await bareServer.stop();
  }
  return { bare, skald: await loadFor(target, options) };
}

function reportFigures(bench: string, label: string, figures: LoadFigures, budgets: LoadBudgets = {}): void {
  report(bench, `${label}_p50`, figures.p50, 'ms');
  report(bench, `${label}_p95`, figures.p95, 'ms', budgets.p95);
  report(bench, `${label}_p99`, figures.p99, 'ms');
  report(bench, `${label}_throughput`, figures.perSecond, 'req/s', budgets.throughput);
  report(bench, `${label}_server_cpu_per_request`, figures.cpuPerRequest, 'ms');
}

export interface LoadBudgets {
  p95?: Budget;
  throughput?: Budget;
}

/**
 * Reports `<label>_bare_node_http_…` and `<label>_…` (p50, p95, p99, throughput, server CPU per request),
 * the Skald figures with their budgets, then each as a ratio to the bare server's (`<label>_p95_vs_bare`…),
 * and says both on stderr with the load average, which on a shared machine explains much of the latency.
 */
export function reportBesideBare(
  bench: string,
  label: string,
  { bare, skald }: BesideBare,
  budgets: LoadBudgets = {},
): void {
  reportFigures(bench, `${label}_bare_node_http`, bare);
  reportFigures(bench, label, skald, budgets);
  for (const key of ['p50', 'p95', 'p99'] as const)
    report(bench, `${label}_${key}_vs_bare`, skald[key] / bare[key], 'x');
  report(bench, `${label}_throughput_vs_bare`, skald.perSecond / bare.perSecond, 'x');
  report(bench, `${label}_server_cpu_vs_bare`, skald.cpuPerRequest / bare.cpuPerRequest, 'x');
  process.stderr.write(
    `${bench} ${label}: p95 ${skald.p95.toFixed(2)} ms, ${Math.round(skald.perSecond)} req/s; bare node:http p95 ${bare.p95.toFixed(2)} ms, ` +
      `${Math.round(bare.perSecond)} req/s in the same run (load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores).\n`,
  );
}
