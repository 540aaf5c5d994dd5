import type { SharedRoll } from '@skald/contract/live/follower-view';
import type { EndedSessions } from '../auth/public.ts';
import type { CommittedEncounter } from '../encounters/public.ts';

/**
 * What changes the live broadcast (issue 14). Routes publish here after their transaction commits; the
 * hub listens and recomputes the follower views it serves. Between server instances the same events
 * travel as PostgreSQL notifications (ids only, and a shared roll).
 */
export type LiveEvent =
  /**
   * A command or builder save committed on an encounter; `committed` is that version's row when this
   * process committed it (the hub shows it without reading it back). It never goes to other instances.
   * `command` when the runner's commands made it (only that moves the broadcast, issue 27).
   */
  | { kind: 'encounter'; encounterId: string; version: number; committed?: CommittedEncounter; command?: true }
  /** A user's broadcast changed: started, stopped, interrupted, moved to another encounter, presence. */
  | { kind: 'broadcast'; userId: string }
  /** A campaign was saved (name, party, visibility, privacy) or deleted (its encounters' event streams end). */
  | { kind: 'campaign'; campaignId: string; deleted?: true }
  /** An encounter was deleted: its event streams end, and a view that showed it is read again. */
  | { kind: 'encounter-deleted'; encounterId: string; userId: string }
  /**
   * Sessions of a user ended (signed out, password changed, account deleted): host sockets and event
   * streams signed in with them end; a deleted account's broadcast is gone with it.
   */
  | ({ kind: 'sessions-ended' } & EndedSessions)
  /** The GM shared a roll with their live broadcast's followers. */
  | { kind: 'roll'; userId: string; roll: SharedRoll }
  /** A follower's request to the GM came or went. */
  | { kind: 'requests'; userId: string; campaignId: string; encounterId: string }
  /** A GM's first host socket on one instance came (online), or its last one went (offline). */
  | { kind: 'host'; userId: string; instanceId: string; online: boolean };

export type LiveListener = (event: LiveEvent) => void;

/** One process's announcements; a listener that throws never stops the others, and is reported. */
export class LiveBus {
  readonly #listeners = new Set<LiveListener>();
  readonly #onError: (error: unknown) => void;

  constructor(onError: (error: unknown) => void = (error) => console.error('live listener failed', error)) {
    this.#onError = onError;
  }

  subscribe(listener: LiveListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  publish(event: LiveEvent): void {
    for (const listener of [...this.#listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.#onError(error);
      }
    }
  }
}
