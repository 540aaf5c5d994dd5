import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { storedSecret } from '../../db/stored-secret.ts';
import { liveBroadcasts } from './live-tables.ts';

/** A user's broadcast as the GM's pages and the hub read it. */
export interface BroadcastState {
  live: boolean;
  campaignId: string | null;
  encounterId: string | null;
  interrupted: boolean;
}

export const NOT_BROADCASTING: BroadcastState = {
  live: false,
  campaignId: null,
  encounterId: null,
  interrupted: false,
};

const stateColumns = {
  live: liveBroadcasts.live,
  campaignId: liveBroadcasts.campaignId,
  encounterId: liveBroadcasts.encounterId,
  interrupted: liveBroadcasts.interrupted,
};

/** The user's broadcast; one that is neither live nor interrupted reads as not broadcasting. */
export async function readBroadcast(db: Db, userId: string): Promise<BroadcastState> {
  const [row] = await db.select(stateColumns).from(liveBroadcasts).where(eq(liveBroadcasts.userId, userId));
  if (!row || (!row.live && !row.interrupted)) return NOT_BROADCASTING;
  return row;
}

/** Writes the broadcast row, creating it on first use, and answers its state after the write. */
export async function writeBroadcast(
  db: Db,
  userId: string,
  change: Partial<typeof liveBroadcasts.$inferInsert>,
): Promise<BroadcastState> {
  const values = { ...change, updated: sql`now()` };
  const [row] = await db
    .insert(liveBroadcasts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: liveBroadcasts.userId, set: values })
    .returning(stateColumns);
  if (!row || (!row.live && !row.interrupted)) return NOT_BROADCASTING;
  return row;
}

/** The GM's connection came or went: followers read it with the time it changed. */
export async function setPresence(db: Db, userId: string, online: boolean): Promise<void> {
  const values = { online, presenceAt: sql`now()` };
  await db
    .insert(liveBroadcasts)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: liveBroadcasts.userId, set: values });
}

/**
 * The GM stayed away too long: the broadcast stops and is marked interrupted, so their next page asks
 * whether to continue. True when it was live.
 */
export async function interruptBroadcast(db: Db, userId: string): Promise<boolean> {
  const changed = await db
    .update(liveBroadcasts)
    .set({ live: false, interrupted: true, updated: sql`now()` })
    .where(and(eq(liveBroadcasts.userId, userId), eq(liveBroadcasts.live, true)))
    .returning({ userId: liveBroadcasts.userId });
  return changed.length > 0;
}

const secrets = new WeakMap<Db, Promise<string>>();

/**
 * The secret public combatant ids are derived from: generated once and kept in `server_settings`, so every
 * instance on one database gives a combatant the same id; read once per process.
 */
export function liveSecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = storedSecret(db, 'live_secret');
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}
