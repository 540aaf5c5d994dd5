import { type EndedSessions, endedFor } from '../auth/public.ts';
import type { CampaignEvent } from '../library/public.ts';
import type { encounters } from './encounter-tables.ts';

/**
 * An encounter row as the transaction that made `version` committed it: what the live hub shows, handed
 * over in-process so it need not read the row back. It never leaves this process.
 */
export type CommittedEncounter = Pick<
  typeof encounters.$inferSelect,
  'id' | 'userId' | 'campaignId' | 'version' | 'state' | 'awards' | 'loot' | 'weather'
>;

/** What the encounters module announces once the transaction that made it committed. */
export type EncounterEvent =
  /**
   * A version committed; `committed` is its row when this process committed it (the live hub shows it
   * without reading it back; it never goes to other instances). `command` when the runner's commands made
   * it (only that moves the live broadcast, issue 27), not a builder save, an award or a catch-up.
   */
  | { kind: 'encounter'; encounterId: string; version: number; committed?: CommittedEncounter; command?: true }
  /** An encounter was deleted: its event streams end, and a follower's view that showed it is read again. */
  | { kind: 'encounter-deleted'; encounterId: string; userId: string };

/** Sessions of a user ended (signed out, password changed, account deleted): streams read with them end. */
export type SessionsEndedEvent = { kind: 'sessions-ended' } & EndedSessions;

/** Told each new version of one encounter. */
export type VersionListener = (version: number) => void;

/** An open event stream of an encounter, held so that a deletion or the end of its session ends it. */
export interface HeldStream {
  encounterId: string;
  campaignId: string;
  /** Who reads it, and the session they read it with. */
  userId: string;
  sessionId: string;
  end(): void;
}

/**
 * Who follows which encounter in this process: the event streams. It hears every published event (this
 * instance's commits and, through the relay, the others'), tells a new version to the encounter's
 * followers, and ends the streams of a deleted encounter or campaign or of sessions that ended.
 */
export class EncounterVersions {
  readonly #listeners = new Map<string, Set<VersionListener>>();
  readonly #streams = new Set<HeldStream>();

  /** Starts telling `listener` the encounter's new versions; the answer stops it. */
  subscribe(encounterId: string, listener: VersionListener): () => void {
    let listeners = this.#listeners.get(encounterId);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(encounterId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.#listeners.get(encounterId) === listeners) this.#listeners.delete(encounterId);
    };
  }

  /**
   * One published event (any the publisher carries): a version is told to the encounter's followers; a
   * deleted encounter or campaign, or sessions that ended, end their streams; the rest is not theirs.
   */
  onEvent(heard: { kind: string }): void {
    const event = heard as EncounterEvent | CampaignEvent | SessionsEndedEvent;
    if (event.kind === 'encounter') {
      for (const listener of [...(this.#listeners.get(event.encounterId) ?? [])]) listener(event.version);
    } else if (event.kind === 'encounter-deleted') {
      this.endStreams((stream) => stream.encounterId === event.encounterId);
    } else if (event.kind === 'campaign' && event.deleted) {
      this.endStreams((stream) => stream.campaignId === event.campaignId);
    } else if (event.kind === 'sessions-ended') {
      this.endStreams((stream) => endedFor(event, stream.userId, stream.sessionId));
    }
  }

  /** Holds an open stream until the answer is called (the stream ended). */
  hold(stream: HeldStream): () => void {
    this.#streams.add(stream);
    return () => this.#streams.delete(stream);
  }

  /** Ends the open streams `which` picks: a deleted encounter's or campaign's, or of a session that ended. */
  endStreams(which: (stream: HeldStream) => boolean): void {
    for (const stream of [...this.#streams]) if (which(stream)) stream.end();
  }

  /** How many follow the encounter (for tests and upkeep). */
  followers(encounterId: string): number {
    return this.#listeners.get(encounterId)?.size ?? 0;
  }
}
