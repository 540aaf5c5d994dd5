import { percentile } from '../report.ts';
import type { FrameRecords } from './fleet-protocol.ts';

/** When the GM sent each update and when its answer came (CLOCK_MONOTONIC ms), in order. */
export interface SentUpdates {
  sentMs: number[];
  answeredMs: number[];
}

export interface DeliveryFigures {
  /** Follower receive − GM send, sorted (ms). */
  fromSend: number[];
  /** Follower receive − GM answer received, sorted (ms; below 0 when the frame came first). */
  fromAnswer: number[];
  /** Per update, the first follower's receive − GM send, sorted (ms): the server's part before the fan-out. */
  firstFromSend: number[];
  expected: number;
  delivered: number;
  /** Updates no follower received at all. */
  lostUpdates: number;
  /** Frames of versions that belong to no command (a second version in one command's window). */
  extraFrames: number;
  meanFrameBytes: number;
}

/** The last command sent at or before `atMs`; -1 before the first. */
function commandAt(sentMs: number[], atMs: number): number {
  let low = 0;
  let high = sentMs.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((sentMs[middle] ?? Number.POSITIVE_INFINITY) <= atMs) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * Which update each patch frame carries: a version belongs to the last command sent before any follower
 * first received it (the GM sends one command at a time and waits for the followers, so the windows do
 * not overlap); the first such version of a command is its update. Every follower should receive every
 * update once.
 */
export function deliveryFigures(frames: FrameRecords, sent: SentUpdates, followers: number): DeliveryFigures {
  const firstSeen = new Map<number, number>();
  for (let i = 0; i < frames.version.length; i += 1) {
    const version = frames.version[i] ?? -1;
    if (frames.kind[i] !== 1 || version < 0) continue;
    const at = frames.receivedMs[i] ?? 0;
    if (at < (firstSeen.get(version) ?? Number.POSITIVE_INFINITY)) firstSeen.set(version, at);
  }
  const updateOf = new Map<number, number>();
  const versionOfCommand = new Map<number, number>();
  for (const [version, at] of [...firstSeen].sort((a, b) => a[1] - b[1])) {
    const command = commandAt(sent.sentMs, at);
    if (command < 0 || versionOfCommand.has(command)) continue;
    versionOfCommand.set(command, version);
    updateOf.set(version, command);
  }
  const fromSend: number[] = [];
  const fromAnswer: number[] = [];
  const got = new Set<number>();
  let extraFrames = 0;
  let bytes = 0;
  for (let i = 0; i < frames.version.length; i += 1) {
    if (frames.kind[i] !== 1 || (frames.receivedMs[i] ?? 0) < (sent.sentMs[0] ?? 0)) continue;
    const command = updateOf.get(frames.version[i] ?? -1);
    if (command === undefined) {
      extraFrames += 1;
      continue;
    }
    const pair = command * 65_536 + (frames.socket[i] ?? 0);
    if (got.has(pair)) continue;
    got.add(pair);
    const at = frames.receivedMs[i] ?? 0;
    fromSend.push(at - (sent.sentMs[command] ?? 0));
    fromAnswer.push(at - (sent.answeredMs[command] ?? 0));
    bytes += frames.bytes[i] ?? 0;
  }
  fromSend.sort((a, b) => a - b);
  fromAnswer.sort((a, b) => a - b);
  const firstFromSend = [...versionOfCommand]
    .map(([command, version]) => (firstSeen.get(version) ?? 0) - (sent.sentMs[command] ?? 0))
    .sort((a, b) => a - b);
  return {
    fromSend,
    fromAnswer,
    firstFromSend,
    expected: sent.sentMs.length * followers,
    delivered: got.size,
    lostUpdates: sent.sentMs.length - versionOfCommand.size,
    extraFrames,
    meanFrameBytes: got.size > 0 ? bytes / got.size : Number.NaN,
  };
}

/** p50, p95 and p99 of sorted values. */
export function spread(sorted: number[]) {
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), p99: percentile(sorted, 0.99) };
}
