import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { encounters } from '../encounters/public.ts';
import type { LiveBus } from './live-bus.ts';
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

/**
 * Listens on the bus for the runner's committed commands and moves the broadcast to their encounter. Other
 * changes leave it where it is: opening, preparing or rewarding an encounter never shows it to followers
 * before the GM runs it (issue 27).
 */
export function followEncounterChanges(db: Db, bus: LiveBus, log: FastifyBaseLogger): () => void {
  return bus.subscribe((event) => {
    if (event.kind !== 'encounter' || !event.command) return;
    followRunEncounter(db, event.encounterId, event.committed?.userId).then(
      (userId) => {
        if (userId) bus.publish({ kind: 'broadcast', userId });
      },
      (error) => log.error({ err: error }, 'moving the live broadcast to the changed encounter failed'),
    );
  });
}
