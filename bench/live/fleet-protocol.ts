import type { FollowMessage } from '@skald/contract/live/live-messages';

/**
 * What the bench process and its follower fleet (`follower-fleet-child.ts`, another process) tell each
 * other over IPC. Times are CLOCK_MONOTONIC milliseconds (`monotonicMs`), comparable across processes.
 */

export type FleetCommand =
  /** Open `count` sockets to `url`, each sending `follow` once open (the bare server reads it the same way). */
  | { type: 'open'; url: string; count: number; follow: FollowMessage; record: boolean }
  /** Close `count` sockets and open them again, each following with `since` its last version. */
  | { type: 'churn'; count: number }
  | { type: 'report' }
  | { type: 'close' };

/** A frame's kind, as recorded. */
export const FRAME_KINDS = ['snapshot', 'patch', 'other'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/** Every frame the followers received, one entry per frame across all sockets (columns). */
export interface FrameRecords {
  /** Interned version tokens; `version[i]` indexes this list, -1 for a frame without one. */
  versions: string[];
  socket: Uint16Array;
  version: Int32Array;
  kind: Uint8Array;
  receivedMs: Float64Array;
  bytes: Uint32Array;
}

export type FleetEvent =
  | { type: 'ready'; opened: number; failed: string[]; extensions: string }
  /** Every open socket now holds `version`, the newest one seen. */
  | { type: 'caught-up'; version: string; atMs: number }
  | { type: 'churned'; reconnected: number; resumed: number; snapshots: number; failed: string[] }
  | { type: 'report'; frames: FrameRecords; behind: number; newest: string | null; unexpected: string[] }
  | { type: 'closed' };

/** CLOCK_MONOTONIC in milliseconds (`process.hrtime.bigint()`), the same clock in every process on Linux. */
export function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}
