import type { EncounterSnapshot } from '@skald/contract/library/encounter-record';
import type { CommandOutcome, EncounterSyncAnswer, QueuedCommand } from '@skald/contract/library/encounter-sync';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { ApiError } from '../../../lib/api-client.ts';
import { applyQueued, type Fight, snapshotOf } from './fight-replay.ts';
import type { SyncTransport } from './sync-transport.ts';

/**
 * For the session's tests: the sync protocol as the server keeps it (each command applied by the rules
 * engine at a new version, an id seen before answered `duplicate`, a snapshot whenever the browser's base
 * was not the server's or a command did not apply), in memory, with a switch for the network.
 */
export class SyncTestServer {
  version = 0;
  fight: Fight;
  offline = false;
  /** Answer every sync with this refusal (status and sentence) instead. */
  refusal: { status: number; message: string } | null = null;
  /** While set, a sync is applied at once but its answer reaches the browser only when this settles (a slow way back). */
  answerAfter: Promise<void> | null = null;
  /** How many commands each sync carried, in order. */
  readonly batches: number[] = [];
  private readonly seen = new Set<string>();
  private readonly followers = new Set<(version: number) => void>();

  constructor(encounter: Encounter) {
    this.fight = { encounter, log: [], ids: [] };
  }

  snapshot(): EncounterSnapshot {
    return snapshotOf(this.fight, this.version);
  }

  sync(baseVersion: number, commands: readonly QueuedCommand[]): EncounterSyncAnswer {
    const startVersion = this.version;
    let allApplied = true;
    const outcomes = commands.map((queued): CommandOutcome => {
      if (this.seen.has(queued.id)) {
        allApplied = false;
        return { id: queued.id, outcome: 'duplicate', version: null, error: null };
      }
      const result = applyQueued(this.fight, queued);
      if (!result.ok) {
        allApplied = false;
        return { id: queued.id, outcome: 'refused', version: null, error: result.error };
      }
      this.seen.add(queued.id);
      this.fight = result.fight;
      this.version += 1;
      return { id: queued.id, outcome: 'applied', version: this.version, error: null };
    });
    if (this.version !== startVersion) for (const follower of this.followers) follower(this.version);
    const snapshot = startVersion === baseVersion && allApplied ? null : this.snapshot();
    return { version: this.version, outcomes, snapshot };
  }

  private reach<T>(answer: () => T | Promise<T>): Promise<T> {
    if (this.offline) return Promise.reject(new ApiError(0, 'You are offline, so this could not be loaded.'));
    return Promise.resolve().then(answer);
  }

  /** A browser's way to this server, as `serverTransport` is to the real one. */
  transport(): SyncTransport {
    return {
      sync: (baseVersion, commands) =>
        this.reach(() => {
          this.batches.push(commands.length);
          if (this.refusal) throw new ApiError(this.refusal.status, this.refusal.message);
          const answer = this.sync(baseVersion, commands);
          return this.answerAfter ? this.answerAfter.then(() => answer) : answer;
        }),
      snapshot: () => this.reach(() => this.snapshot()),
      follow: (_since, onVersion) => {
        const follower = (version: number) => queueMicrotask(() => onVersion(version));
        this.followers.add(follower);
        return () => this.followers.delete(follower);
      },
    };
  }
}
