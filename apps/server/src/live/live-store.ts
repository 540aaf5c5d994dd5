import type { FollowerView } from '@skald/contract/live/follower-view';
import type { BroadcastState } from '@skald/contract/live/live-messages';

/** Whom a follower follows: one campaign of a user, or with no campaign the user's live one. */
export interface FollowTarget {
  userId: string;
  campaignId?: string;
}

/** A follow resolved: the campaign, the encounter it shows, and the view; or why there is nothing. */
export type LoadedView = { campaignId: string; encounterId: string | null; view: FollowerView } | { gone: string };

/** What the hub reads and writes of a broadcast (the broadcast module's store, bound to one database). */
export interface LiveStore {
  readBroadcast(userId: string): Promise<BroadcastState>;
  setPresence(userId: string, online: boolean): Promise<void>;
  /** True when the broadcast was live and is now interrupted. */
  interruptBroadcast(userId: string): Promise<boolean>;
  loadFollowerView(target: FollowTarget): Promise<LoadedView>;
}
