import type { BroadcastState } from '@skald/contract/live/live-messages';
import type { LoadedFollowerView } from '../projection/loaded-view.ts';

/** Whom a follower follows: one campaign of a user, or with no campaign the user's live one. */
export interface FollowTarget {
  userId: string;
  campaignId?: string;
}

/**
 * A follow resolved: the campaign, the encounter it shows (and its version), the view, and how to show a
 * newer committed row of that encounter with the rest as read; or why there is nothing.
 */
export type LoadedView = LoadedFollowerView;

/** What the hub reads and writes of a broadcast (the broadcast module's store, bound to one database). */
export interface LiveStore {
  readBroadcast(userId: string): Promise<BroadcastState>;
  setPresence(userId: string, online: boolean): Promise<void>;
  /** True when the broadcast was live and is now interrupted. */
  interruptBroadcast(userId: string): Promise<boolean>;
  loadFollowerView(target: FollowTarget): Promise<LoadedView>;
}
