import { readFileSync } from 'node:fs';
import { monotonicMs } from './fleet-protocol.ts';

/** A field of /proc/<pid>/status in MB (VmRSS: resident now; VmHWM: the most it was resident). */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? Number.NaN) / 1024;
}

export interface RssSample {
  atMs: number;
  mb: number;
}

/** Reads the process's VmRSS every `intervalMs` until `stop`, which answers every sample and the peak. */
export function sampleRss(pid: number, intervalMs: number) {
  const samples: RssSample[] = [];
  const take = () => samples.push({ atMs: monotonicMs(), mb: statusMb(pid, 'VmRSS') });
  take();
  const timer = setInterval(take, intervalMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      take();
      return { samples, peakMb: Math.max(...samples.map((sample) => sample.mb)) };
    },
  };
}

/** Least squares slope of the samples, MB per minute. */
export function slopeMbPerMinute(samples: RssSample[]): number {
  if (samples.length < 2) return Number.NaN;
  const xs = samples.map((sample) => sample.atMs / 60_000);
  const meanX = xs.reduce((sum, x) => sum + x, 0) / xs.length;
  const meanY = samples.reduce((sum, sample) => sum + sample.mb, 0) / samples.length;
  let covariance = 0;
  let variance = 0;
  samples.forEach((sample, index) => {
    const dx = (xs[index] ?? 0) - meanX;
    covariance += dx * (sample.mb - meanY);
    variance += dx * dx;
  });
  return covariance / variance;
}
