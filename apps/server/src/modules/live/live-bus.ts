import type { SharedRoll } from '@skald/contract/live/follower-view';
import type { Publisher } from '../../events/publisher.ts';
import type { EncounterEvent, SessionsEndedEvent } from '../encounters/public.ts';
import type { CampaignEvent } from '../library/public.ts';

/**
 * What changes the live broadcast (issue 14): what the modules below committed (an encounter's version or
 * deletion, a campaign saved or deleted, sessions ended) and this module's own. Each reaches the hub, the
 * encounters' event streams and the relay through the one publisher (issue 31); between server instances
 * the same events travel as PostgreSQL notifications (ids only, and a shared roll).
 */
export type LiveEvent =
  | EncounterEvent
  | CampaignEvent
  | SessionsEndedEvent
  /** A user's broadcast changed: started, stopped, interrupted, moved to another encounter, presence. */
  | { kind: 'broadcast'; userId: string }
  /** The GM shared a roll with their live broadcast's followers (nothing is stored). */
  | { kind: 'roll'; userId: string; roll: SharedRoll }
  /** A follower's request to the GM came or went. */
  | { kind: 'requests'; userId: string; campaignId: string; encounterId: string }
  /** A GM's first host socket on one instance came (online), or its last one went (offline). */
  | { kind: 'host'; userId: string; instanceId: string; online: boolean };

/** The server's one publisher, as the live module hears it. */
export type LiveBus = Publisher<LiveEvent>;
