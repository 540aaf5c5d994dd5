import type { encounters } from './encounter-tables.ts';

/**
 * An encounter row as the transaction that made `version` committed it: what the live hub shows, handed
 * over in-process so it need not read the row back. It never leaves this process.
 */
export type CommittedEncounter = Pick<
  typeof encounters.$inferSelect,
  'id' | 'userId' | 'campaignId' | 'version' | 'state' | 'awards' | 'loot'
>;

/** Told each new version of one encounter. */
export type VersionListener = (version: number) => void;

/**
 * Who follows which encounter in this process, and the one place new versions are announced: every
 * committed change publishes here. A listener for another instance's changes (PostgreSQL NOTIFY, issue 14)
 * publishes into the same registry.
 */
export class EncounterVersions {
  readonly #listeners = new Map<string, Set<VersionListener>>();

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
   * when the caller holds it (this process committed it), for the live bus.
   */
  publish(encounterId: string, version: number, _committed?: CommittedEncounter): void {
    for (const listener of [...(this.#listeners.get(encounterId) ?? [])]) listener(version);
  }

  /** How many follow the encounter (for tests and upkeep). */
  followers(encounterId: string): number {
    return this.#listeners.get(encounterId)?.size ?? 0;
  }
}
