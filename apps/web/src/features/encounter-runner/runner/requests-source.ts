import type { RequestInput } from '../actions/follower-actions.ts';

/** Where the Requests tab reads followers' requests from, and how a settled one reaches the fight. */
export interface RequestsSource {
  campaignId: string;
  encounterId: string;
  /** Applies a settled request through the runner's dispatcher; true when the fight took it. */
  applyRequest(input: RequestInput): boolean;
}
