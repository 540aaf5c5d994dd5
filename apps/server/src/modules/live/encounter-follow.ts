import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { encounters } from '../encounters/public.ts';
import { readBroadcast } from './broadcast-store.ts';
import type { LiveBus, LiveEvent } from './live-bus.ts';
import { liveBroadcasts } from './live-tables.ts';

/**
 * Moves a live broadcast to the encounter the GM just changed, when it is another of the live campaign's
 * encounters: followers watch what the GM runs without the GM choosing it. One conditional update per
 * change; on several instances only the first to see the change moves it, and announces the move.
 */
export async function followRunEncounter(db: Db, encounterId: string, ownerId?: string): Promise<string | null> {
  const moved = await db
    .update(liveBroadcasts)
    .set({ encounterId, updated: sql`now()` })
    .where(
      and(
        // The encounter's owner, when known (committed here), so the update looks at one row.
        ownerId === undefined ? undefined : eq(liveBroadcasts.userId, ownerId),
        eq(liveBroadcasts.live, true),
        or(sql`${liveBroadcasts.encounterId} is null`, ne(liveBroadcasts.encounterId, encounterId)),
        sql`exists (select 1 from ${encounters} where ${encounters.id} = ${encounterId} and ${encounters.userId} = ${liveBroadcasts.userId} and ${encounters.campaignId} = ${liveBroadcasts.campaignId})`,
        isNotNull(liveBroadcasts.campaignId),
      ),
    )
    .returning({ userId: liveBroadcasts.userId });
  return moved[0]?.userId ?? null;
}

/** Where a GM's live broadcast stands: its campaign and encounter; null when it is not live. */
type Place = { campaignId: string | null; encounterId: string | null } | null;

/** Past this many GMs remembered, all are forgotten (each is read again on their next command). */
const MAX_REMEMBERED = 10_000;

/**
 * Where each GM's broadcast stands, as this process last read or moved it, so that a command on the
 * encounter it already shows (nearly every command of a fight) reads and writes nothing. A change to a
 * broadcast is announced (`broadcast`, a deleted campaign or encounter, a deleted account, from any
 * instance), and forgets what was known; the next command reads the row again. One GM's moves run one at
 * a time, and a read overtaken by a change is not remembered.
 */
export class BroadcastPlaces {
  readonly #db: Db;
  readonly #known = new Map<string, Place>();
  /** Bumped by each change heard, so a read begun before it is not kept. */
  readonly #changes = new Map<string, number>();
  readonly #moving = new Map<string, Promise<unknown>>();

  constructor(db: Db) {
    this.#db = db;
  }

  /** Forgets the place of a broadcast the event says changed (from this instance or another). */
  forget(event: LiveEvent): void {
    const changed =
      event.kind === 'broadcast' ||
      event.kind === 'encounter-deleted' ||
      (event.kind === 'campaign' && event.deleted) ||
      (event.kind === 'sessions-ended' && event.reason === 'account-deleted');
    if (!changed) return;
    this.#known.delete(event.userId);
    this.#changes.set(event.userId, (this.#changes.get(event.userId) ?? 0) + 1);
  }

  /**
   * Moves the GM's live broadcast to `encounterId`, one of its campaign's, when it shows another; true when
   * it moved (here; another instance may have moved it first, and then this one does not).
   */
  move(userId: string, campaignId: string, encounterId: string): Promise<boolean> {
    const previous = this.#moving.get(userId) ?? Promise.resolve();
    const next = previous.then(() => this.#moveNow(userId, campaignId, encounterId));
    const settled = next.catch(() => {});
    this.#moving.set(userId, settled);
    settled.then(() => {
      if (this.#moving.get(userId) === settled) this.#moving.delete(userId);
    });
    return next;
  }

  async #moveNow(userId: string, campaignId: string, encounterId: string): Promise<boolean> {
    let place = this.#known.get(userId);
    if (place === undefined) {
      const changes = this.#changes.get(userId);
      const read = await readBroadcast(this.#db, userId);
      place = read.live ? { campaignId: read.campaignId, encounterId: read.encounterId } : null;
      if (this.#changes.get(userId) === changes) this.#remember(userId, place);
    }
    if (!place || place.campaignId !== campaignId || place.encounterId === encounterId) return false;
    const changes = this.#changes.get(userId);
    const moved = (await followRunEncounter(this.#db, encounterId, userId)) !== null;
    // Not moved: the row was not what this process knew (another instance's change): read it next time.
    if (!moved) this.#known.delete(userId);
    else if (this.#changes.get(userId) === changes) this.#remember(userId, { campaignId, encounterId });
    return moved;
  }

  #remember(userId: string, place: Place): void {
    if (this.#known.size >= MAX_REMEMBERED) this.#known.clear();
    this.#known.set(userId, place);
  }
}

/**
 * Listens for the runner's commands this process committed and moves the broadcast to their encounter.
 * Other changes leave it where it is: opening, preparing or rewarding an encounter never shows it to
 * followers before the GM runs it (issue 27). Where each GM's broadcast stands is remembered
 * (`BroadcastPlaces`), so a command on the encounter it already shows costs no query (issue 31; it ran an
 * UPDATE on every command before); only a move writes.
 */
export function followEncounterChanges(db: Db, bus: LiveBus, log: FastifyBaseLogger): () => void {
  const places = new BroadcastPlaces(db);
  return bus.subscribe((event) => {
    places.forget(event);
    // Another instance's command is moved by the instance that committed it, which holds its row.
    if (event.kind !== 'encounter' || !event.command || !event.committed) return;
    const { userId, campaignId } = event.committed;
    places.move(userId, campaignId, event.encounterId).then(
      (moved) => {
        if (moved) bus.publish({ kind: 'broadcast', userId });
      },
      (error) => log.error({ err: error }, 'moving the live broadcast to the changed encounter failed'),
    );
  });
}
