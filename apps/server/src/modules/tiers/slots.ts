import type { CONTENT_KINDS } from '@skald/contract/account-limits';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { campaigns, characters, items, npcs, players, reminders, spells } from '../library/library-tables.ts';
import { users } from '../users/user-tables.ts';
import { tiers } from './tier-tables.ts';

type ContentKind = (typeof CONTENT_KINDS)[number];

/** Accounts created before this day (or with no creation date) are on the legacy tier (content.md §6). */
export const LEGACY_CUTOFF = new Date('2024-05-15T00:00:00Z');

/** The tables whose rows a tier counts; encounters are counted per campaign once they are stored. */
const COUNTED = { campaigns, players, npcs, items, spells, reminders, characters } as const;
export type CountedKind = keyof typeof COUNTED;

export interface TierLimits {
  id: string;
  name: string;
  /** Slots per kind; null is unlimited. */
  benefits: Record<string, number | null>;
}

/** The tier a user is on: the one given to the account, else legacy by creation date, else the default. */
export async function userTier(db: Db, userId: string, defaultTierId: string): Promise<TierLimits> {
  const [row] = await db
    .select({ tierId: users.tierId, created: users.created })
    .from(users)
    .where(eq(users.id, userId));
  const wanted = row?.tierId ?? (row && row.created < LEGACY_CUTOFF ? 'legacy' : defaultTierId);
  const [tier] = await db.select().from(tiers).where(eq(tiers.id, wanted));
  if (!tier) throw new Error(`The tier "${wanted}" is not in the tiers table.`);
  return { id: tier.id, name: tier.name, benefits: tier.benefits };
}

/** Exact counts of a user's content, every kind, in one query (a transaction runs one query at a time). */
export async function contentCounts(db: Db, userId: string): Promise<Record<ContentKind, number>> {
  const columns = Object.entries(COUNTED).map(
    ([kind, table]) =>
      sql`(SELECT count(*) FROM ${table} WHERE ${table.userId} = ${userId})::int AS ${sql.identifier(kind)}`,
  );
  const result = (await db.execute(sql`SELECT ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Record<CountedKind, number>[];
  };
  const row = result.rows[0];
  return { encounters: 0, ...row } as Record<ContentKind, number>;
}

/** True when any count is over its limit (content.md §5). */
export function isOverencumbered(counts: Record<string, number>, benefits: Record<string, number | null>): boolean {
  return Object.entries(counts).some(([kind, n]) => {
    const limit = benefits[kind];
    return limit !== null && limit !== undefined && n > limit;
  });
}

/**
 * Refuses a new row of `kind` unless the user's tier has a free slot and nothing is over its limit. Call
 * it inside the transaction that inserts: it locks the user's row first, so concurrent creates by one
 * user take turns and can never overshoot the limit.
 */
export async function claimSlot(tx: Db, userId: string, kind: CountedKind, defaultTierId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
  const tier = await userTier(tx, userId, defaultTierId);
  const counts = await contentCounts(tx, userId);
  const limit = tier.benefits[kind];
  if (limit !== null && limit !== undefined && (counts[kind] ?? 0) >= limit) {
    throw new HttpError(409, LIBRARY_MESSAGES.notEnoughSlots);
  }
  if (isOverencumbered(counts, tier.benefits)) throw new HttpError(409, LIBRARY_MESSAGES.overencumbered);
}
