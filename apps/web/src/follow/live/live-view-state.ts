import type { FollowerView } from '@skald/contract/live/follower-view';
import type { FollowMessage, LiveServerMessage } from '@skald/contract/live/live-messages';
import { applyMergePatch } from '@skald/contract/live/merge-patch';

/** What the page follows: a user's live campaign (whichever it becomes), or one campaign of theirs. */
export interface FollowTarget {
  userId: string;
  campaignId?: string;
}

/** The view the page holds and the version it is at, which a reconnect sends back as `since`. */
export interface HeldView {
  version: string;
  view: FollowerView;
}

/**
 * What a frame means for the page:
 * - `view`: a new view to show (a snapshot, or a patch applied to the one held);
 * - `resync`: a patch that does not start from the held version; ask again, for a snapshot;
 * - `roll`, `gone`, `error`: said to the follower, the view unchanged;
 * - `ignore`: nothing for a follower (the GM's own frames, a patch while a snapshot is awaited).
 */
export type LiveStep =
  | { kind: 'view'; held: HeldView }
  | { kind: 'resync' }
  | { kind: 'roll'; roll: Extract<LiveServerMessage, { type: 'roll' }>['roll'] }
  | { kind: 'gone'; message: string }
  | { kind: 'error'; message: string }
  | { kind: 'ignore' };

/** The follow frame for `target`, resuming from the held version when there is one. */
export function followMessage(target: FollowTarget, held: HeldView | null): FollowMessage {
  return {
    type: 'follow',
    userId: target.userId,
    ...(target.campaignId ? { campaignId: target.campaignId } : {}),
    ...(held ? { since: held.version } : {}),
  };
}

/**
 * The step one server frame makes from the held view. `awaitingSnapshot` is true after a resync was
 * asked for: patches still in flight for the old follow are passed over until the snapshot comes.
 */
export function receiveFrame(held: HeldView | null, awaitingSnapshot: boolean, message: LiveServerMessage): LiveStep {
  switch (message.type) {
    case 'snapshot':
      return { kind: 'view', held: { version: message.version, view: message.view } };
    case 'patch':
      if (awaitingSnapshot) return { kind: 'ignore' };
      if (!held || message.from !== held.version) return { kind: 'resync' };
      return { kind: 'view', held: { version: message.version, view: applyMergePatch(held.view, message.patch) } };
    case 'roll':
      return { kind: 'roll', roll: message.roll };
    case 'gone':
      return { kind: 'gone', message: message.message };
    case 'error':
      return { kind: 'error', message: message.message };
    default:
      return { kind: 'ignore' };
  }
}
