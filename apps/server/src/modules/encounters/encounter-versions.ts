import type { encounters } from './encounter-tables.ts';

/**
 * An encounter row as the transaction that made `version` committed it: what the live hub shows, handed
 * over in-process so it need not read the row back. It never leaves this process.
 */
export type CommittedEncounter = Pick<
  typeof encounters.$inferSelect,
  'id' | 'userId' | 'campaignId' | 'version' | 'state' | 'awards' | 'loot' | 'weather'
>;

/**
 * What made a version: the runner's commands (the GM is running this fight), or anything else (a builder
 * save, rewards given, a paused fight caught up as it opens). Only a command moves the live broadcast.
 */
export type VersionCause = 'command' | 'edit';

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
 * Who follows which encounter in this process, and the one place new versions are announced: every
 * committed change publishes here. A listener for another instance's changes (PostgreSQL NOTIFY, issue 14)
 * publishes into the same registry.
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
   * Tells every follower of the encounter that it is now at `version`; `committed` is that version's row
   * when the caller holds it (this process committed it), for the live bus, and `cause` what made it.
   */
  publish(encounterId: string, version: number, _committed?: CommittedEncounter, _cause: VersionCause = 'edit'): void {
    for (const listener of [...(this.#listeners.get(encounterId) ?? [])]) listener(version);
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

  /** The encounter was deleted (committed): its streams end, here and, through the live bus, everywhere. */
  deleted(encounterId: string, _userId: string): void {
    this.endStreams((stream) => stream.encounterId === encounterId);
  }

  /** How many follow the encounter (for tests and upkeep). */
  followers(encounterId: string): number {
    return this.#listeners.get(encounterId)?.size ?? 0;
  }
}
