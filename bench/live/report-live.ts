import { availableParallelism, loadavg } from 'node:os';
import { type Budget, report } from '../report.ts';
import { spread } from './delivery-figures.ts';
import type { DeliveryRun } from './measure-delivery.ts';
import type { SoakFigures } from './soak.ts';

export const BENCH = 'live';

/** Issue 14's budgets on this 2-core machine, and issue 31's ratio to the bare `ws` server of the same run. */
export const BUDGETS = {
  p95Ms: 25,
  p99Ms: 50,
  /** Delivery p95 and p99 at most this many times the bare server's. */
  vsBare: 1.5,
  rssMb: 250,
  followPageGzipKb: 120,
  /** "Memory flat over 10 minutes": at most 5 MB more over ten minutes after the first. */
  soakSlopeMbPerMinute: 0.5,
};

/** The budgeted figures of Skald's delivery runs (the bare baseline's have none). */
const DELIVERY_BUDGETS: Record<string, Budget> = {
  delivery_p95: { max: BUDGETS.p95Ms },
  delivery_p99: { max: BUDGETS.p99Ms },
  delivery_p95_vs_bare: { max: BUDGETS.vsBare },
  delivery_p99_vs_bare: { max: BUDGETS.vsBare },
  server_rss_peak: { max: BUDGETS.rssMb },
  updates_missing: { max: 0 },
};

const verdict = (within: boolean) => (within ? 'pass' : 'FAIL');

/** Prints each [metric, value, unit] as the bench's JSON line, the metric after `prefix`, with its budget if it has one. */
function reportAll(prefix: string, figures: [string, number, string][], budgets: Record<string, Budget> = {}): void {
  for (const [metric, value, unit] of figures) {
    // A figure the target has not got (the embedded database's memory on PostgreSQL or the bare server) is left out.
    if (!Number.isNaN(value)) report(BENCH, `${prefix}${metric}`, value, unit, budgets[metric]);
  }
}

export function machine(): string {
  return `load average ${loadavg()
    .map((load) => load.toFixed(1))
    .join(' ')} on ${availableParallelism()} cores, shared with other work: figures are noisy`;
}

/** One run's figures, Skald's or the bare server's. */
function runFigures(run: DeliveryRun): [string, number, string][] {
  const fromSend = spread(run.fromSend);
  const fromAnswer = spread(run.fromAnswer);
  const first = spread(run.firstFromSend);
  return [
    ['followers', run.followers, 'sockets'],
    ['commands', run.commands, 'commands'],
    ['delivery_p50', fromSend.p50, 'ms'],
    ['delivery_p95', fromSend.p95, 'ms'],
    ['delivery_p99', fromSend.p99, 'ms'],
    ['delivery_after_answer_p50', fromAnswer.p50, 'ms'],
    ['delivery_after_answer_p95', fromAnswer.p95, 'ms'],
    ['delivery_after_answer_p99', fromAnswer.p99, 'ms'],
    ['first_follower_p50', first.p50, 'ms'],
    ['first_follower_p95', first.p95, 'ms'],
    ['server_cpu_per_update', run.serverCpuPerUpdateMs, 'ms'],
    ['embedded_database_cpu_per_update', run.databaseCpuPerUpdateMs, 'ms'],
    ['command_round_trip_p50', run.roundTrip.p50, 'ms'],
    ['command_round_trip_p95', run.roundTrip.p95, 'ms'],
    ['updates_expected', run.expected, 'frames'],
    ['updates_delivered', run.delivered, 'frames'],
    ['updates_missing', run.expected - run.delivered, 'frames'],
    ['updates_lost_by_all', run.lostUpdates, 'updates'],
    ['extra_frames', run.extraFrames, 'frames'],
    ['updates_not_all_delivered_in_2s', run.timedOut, 'updates'],
    ['bytes_per_follower_per_update', run.meanFrameBytes, 'bytes'],
    ['server_rss_before_followers', run.rssBeforeMb, 'MB'],
    ['server_rss_with_followers', run.rssConnectedMb, 'MB'],
    ['server_rss_peak', run.rssPeakMb, 'MB'],
    ['server_rss_peak_added_by_followers', run.rssPeakMb - run.rssBeforeMb, 'MB'],
    ['server_rss_high_water_since_start', run.rssHighWaterMb, 'MB'],
    ['embedded_database_rss_before_followers', run.databaseRssBeforeMb, 'MB'],
    ['embedded_database_rss_after_updates', run.databaseRssAfterMb, 'MB'],
  ];
}

/** The bare `ws` baseline's figures, prefixed bare_ws_. */
export function reportBare(bare: DeliveryRun): void {
  reportAll('bare_ws_', runFigures(bare));
}

/** Skald's figures (`prefix` '' on PGlite, 'pg_' on PostgreSQL), their ratio to the bare baseline, and verdicts. */
export function reportDelivery(prefix: string, database: string, skald: DeliveryRun, bare: DeliveryRun): void {
  const fromSend = spread(skald.fromSend);
  const floor = spread(bare.fromSend);
  reportAll(
    prefix,
    [
      ...runFigures(skald),
      ['delivery_p50_vs_bare', fromSend.p50 / floor.p50, 'x'],
      ['delivery_p95_vs_bare', fromSend.p95 / floor.p95, 'x'],
      ['delivery_p99_vs_bare', fromSend.p99 / floor.p99, 'x'],
      ['server_cpu_per_update_vs_bare', skald.serverCpuPerUpdateMs / bare.serverCpuPerUpdateMs, 'x'],
    ],
    DELIVERY_BUDGETS,
  );
  const missing = skald.expected - skald.delivered;
  process.stderr.write(
    `${database}, ${skald.followers} followers, ${skald.commands} commands: ` +
      `delivery p95 ${fromSend.p95.toFixed(1)} ms ${verdict(fromSend.p95 < BUDGETS.p95Ms)} (< ${BUDGETS.p95Ms}), ` +
      `p99 ${fromSend.p99.toFixed(1)} ms ${verdict(fromSend.p99 < BUDGETS.p99Ms)} (< ${BUDGETS.p99Ms}), ` +
      `server RSS peak ${skald.rssPeakMb.toFixed(0)} MB ${verdict(skald.rssPeakMb < BUDGETS.rssMb)} (< ${BUDGETS.rssMb}; ` +
      `${skald.rssBeforeMb.toFixed(0)} MB before the followers came), ` +
      `every update to every follower ${verdict(missing === 0)} (${missing} missing); ` +
      `bare ws p95 ${floor.p95.toFixed(1)} ms, p99 ${floor.p99.toFixed(1)} ms in the same run; server CPU per update ` +
      `${skald.serverCpuPerUpdateMs.toFixed(1)} ms (bare ${bare.serverCpuPerUpdateMs.toFixed(1)} ms)` +
      `${Number.isNaN(skald.databaseCpuPerUpdateMs) ? '' : `, the embedded database's ${skald.databaseCpuPerUpdateMs.toFixed(1)} ms`}; ` +
      `${machine()}.\n`,
  );
  process.stderr.write(`${database}: ${physicalLimits(fromSend, floor)}\n`);
}

/**
 * A plain sentence per delivery budget: met, or missed where the bare `ws` server of the same run, which
 * does nothing but send the same frames, misses it too (a limit of two shared cores, not of Skald), or
 * missed by Skald alone (the ratio to the bare server says by how much).
 */
function physicalLimits(skald: ReturnType<typeof spread>, bare: ReturnType<typeof spread>): string {
  const sentence = (name: 'p95' | 'p99', budget: number) => {
    const ours = skald[name];
    const floor = bare[name];
    const ratio = `${(ours / floor).toFixed(2)}× the bare server's ${floor.toFixed(1)} ms (budget ${BUDGETS.vsBare}×)`;
    if (ours <= budget) return `delivery ${name} ${ours.toFixed(1)} ms is within ${budget} ms, ${ratio}.`;
    if (floor > budget) {
      return (
        `delivery ${name} ${ours.toFixed(1)} ms misses ${budget} ms, and the limit is physical on this machine: the ` +
        `bare ws server alone, sending the same frames to as many followers in the same run, took ${floor.toFixed(1)} ms; ` +
        `Skald is ${ratio}.`
      );
    }
    return `delivery ${name} ${ours.toFixed(1)} ms misses ${budget} ms where the bare server met it: ${ratio}.`;
  };
  return `${sentence('p95', BUDGETS.p95Ms)} ${sentence('p99', BUDGETS.p99Ms)}`;
}

export function reportSoak(soak: SoakFigures): void {
  reportAll(
    'soak_',
    [
      ['seconds', soak.seconds, 's'],
      ['commands', soak.commands, 'commands'],
      ['rss_first_minute', soak.firstMinuteMb, 'MB'],
      ['rss_last_minute', soak.lastMinuteMb, 'MB'],
      ['rss_slope_after_first_minute', soak.slopeMbPerMinute, 'MB/min'],
      ['reconnects', soak.reconnects, 'sockets'],
      ['reconnects_resumed', soak.resumed, 'sockets'],
      ['reconnects_snapshot', soak.snapshots, 'sockets'],
      ['reconnects_failed', soak.failedReconnects, 'sockets'],
      ['followers_behind_at_end', soak.behind, 'sockets'],
    ],
    { rss_slope_after_first_minute: { max: BUDGETS.soakSlopeMbPerMinute } },
  );
  const flat = soak.slopeMbPerMinute <= BUDGETS.soakSlopeMbPerMinute;
  process.stderr.write(
    `soak ${soak.seconds} s: RSS ${soak.firstMinuteMb.toFixed(0)} MB in the first minute, ` +
      `${soak.lastMinuteMb.toFixed(0)} MB in the last, slope ${soak.slopeMbPerMinute.toFixed(2)} MB/min: ` +
      `flat ${verdict(flat)} (<= ${BUDGETS.soakSlopeMbPerMinute} MB/min); ` +
      `${soak.reconnects} reconnects (${soak.resumed} resumed, ${soak.snapshots} snapshot, ${soak.failedReconnects} failed), ` +
      `${soak.behind} followers behind at the end; RSS samples ${soak.samples.map((sample) => sample.mb.toFixed(0)).join(' ')}; ${machine()}.\n`,
  );
}

export function reportFollowPage(size: { bytes: number; files: string[] } | undefined): void {
  if (!size) {
    process.stderr.write('The web build has no follow.html: no follow page size.\n');
    return;
  }
  const kb = size.bytes / 1024;
  report(BENCH, 'follow_page_js_gzip', kb, 'KB', { max: BUDGETS.followPageGzipKb });
  process.stderr.write(
    `follow page JS ${kb.toFixed(1)} KB gzip over ${size.files.length} files ` +
      `${verdict(kb < BUDGETS.followPageGzipKb)} (< ${BUDGETS.followPageGzipKb} KB).\n`,
  );
}
