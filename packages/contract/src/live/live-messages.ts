import type { FollowerView, SharedRoll } from './follower-view.ts';

/**
 * The live protocol (issue 14, DESIGN.md "Live"): one WebSocket at /api/live, JSON text frames. Types only,
 * no zod, for the follow page; the server checks what clients send with `live-message-schemas.ts`.
 */

export const LIVE_PATH = '/api/live';

/** A GM connection lost for less than this never ends the broadcast for followers. */
export const BROADCAST_GRACE_MS = 30_000;

/** The spec's words (combat.md §4, §8). */
export const BROADCAST_MESSAGES = {
  continueQuestion: 'Would you like to continue your broadcast?',
  interrupted: 'Broadcast interrupted',
} as const;

/** The largest frame a client may send; bigger ones close the socket (1009). */
export const MAX_CLIENT_FRAME_BYTES = 4096;

// ── client → server ─────────────────────────────────────────────────────────────────────────────────

/**
 * Follow one campaign of a user, or with no campaign the user's live one (whichever it becomes). `since`
 * is the last version the client holds: the server answers with the patches after it when it still has
 * them, else with a snapshot. A new follow on the same socket replaces the previous one.
 */
export interface FollowMessage {
  type: 'follow';
  userId: string;
  campaignId?: string;
  since?: string;
}

/** The signed-in GM's browser (cookie session): keeps their presence and hears their broadcast's state. */
export interface HostMessage {
  type: 'host';
}

export type LiveClientMessage = FollowMessage | HostMessage;

// ── server → client ─────────────────────────────────────────────────────────────────────────────────

/** The whole view at `version` (an opaque token; send it back as `since` to resume). */
export interface SnapshotMessage {
  type: 'snapshot';
  version: string;
  view: FollowerView;
}

/** A JSON merge patch (RFC 7396, `merge-patch.ts`) taking the view at `from` to the view at `version`. */
export interface PatchMessage {
  type: 'patch';
  from: string;
  version: string;
  patch: unknown;
}

/** A roll the GM shared; not part of the view. */
export interface RollMessage {
  type: 'roll';
  roll: SharedRoll;
}

/** The followed user or campaign does not exist or is private; the socket stays open for another follow. */
export interface GoneMessage {
  type: 'gone';
  message: string;
}

/** A frame the server could not read, in words; the socket stays open. */
export interface LiveErrorMessage {
  type: 'error';
  message: string;
}

/** The GM's own broadcast, told to their host sockets at `host` and on every change. */
export interface BroadcastState {
  live: boolean;
  campaignId: string | null;
  encounterId: string | null;
  /** The GM's connection was lost for longer than the grace: ask whether to continue. */
  interrupted: boolean;
}

export interface BroadcastMessage {
  type: 'broadcast';
  broadcast: BroadcastState;
}

/** A follower's request to the GM came or went: the Requests tab reads the list again. */
export interface RequestsMessage {
  type: 'requests';
  campaignId: string;
  encounterId: string;
}

export type LiveServerMessage =
  | SnapshotMessage
  | PatchMessage
  | RollMessage
  | GoneMessage
  | LiveErrorMessage
  | BroadcastMessage
  | RequestsMessage;
