import { CONTENT_KINDS } from '@skald/contract/account-limits';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { type ContentKind, TIER_BENEFITS, type Tier } from '@skald/contract/library/tier-routes';
import { asc, count, eq, getTableName, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { HttpError } from '../../http/http-error.ts';
import { encounters } from '../encounters/public.ts';
import {
  type ContentSlots,
  type CountedKind,
  campaigns,
  characters,
  type FreeSlots,
  items,
  libraryCounts,
  npcs,
  players,
  reminders,
  spells,
} from '../library/public.ts';
import { tiers, users } from '../users/public.ts';

/** Accounts created before this day (or with no creation date) are on the legacy tier (content.md §6). */
export const LEGACY_CUTOFF = new Date('2024-05-15T00:00:00Z');

/** The tables whose rows a tier counts per user; encounters are counted per campaign (`claimEncounterSlot`). */
const COUNTED = { campaigns, players, npcs, items, spells, reminders, characters } as const satisfies Record<
  CountedKind,
  unknown
>;
const COUNTED_KINDS = Object.keys(COUNTED) as CountedKind[];

/** A tier as the API shows it: every benefit named, a missing one as null (unlimited). */
function tierFromRow(row: typeof tiers.$inferSelect): Tier {
  const benefits = Object.fromEntries(TIER_BENEFITS.map((key) => [key, row.benefits[key] ?? null]));
  return { id: row.id, name: row.name, order: row.order, benefits: benefits as Tier['benefits'] };
}

/** Every tier, lowest order first. */
export async function listTiers(db: Db): Promise<Tier[]> {
  const rows = await db.select().from(tiers).orderBy(asc(tiers.order), asc(tiers.id));
  return rows.map(tierFromRow);
}

/** Whether `tierId` names a row of the tiers table (DEFAULT_TIER must, or no one could add content). */
export async function tierExists(db: Db, tierId: string): Promise<boolean> {
  const [row] = await db.select({ id: tiers.id }).from(tiers).where(eq(tiers.id, tierId));
  return row !== undefined;
}

/** The tier a user is on: the one given to the account, else legacy by creation date, else the default. */
export async function userTier(db: Db, userId: string, defaultTierId: string): Promise<Tier> {
  const [row] = await db
    .select({ tierId: users.tierId, created: users.created })
    .from(users)
    .where(eq(users.id, userId));
  const wanted = row?.tierId ?? (row && row.created < LEGACY_CUTOFF ? 'legacy' : defaultTierId);
  const [tier] = await db.select().from(tiers).where(eq(tiers.id, wanted));
  if (!tier) throw new Error(`The tier "${wanted}" is not in the tiers table.`);
  return tierFromRow(tier);
}

/**
 * Exact counts of a user's library, every kind the tier counts per user, as the database keeps them
 * (`library_counts`: its triggers count every insert and delete, cascades and imports included) rather
 * than counted again at each check. A kind the user never had has no row: 0.
 */
async function keptCounts(db: Db, userId: string): Promise<Record<CountedKind, number>> {
  const rows = await db
    .select({ kind: libraryCounts.kind, rows: libraryCounts.rows })
    .from(libraryCounts)
    .where(eq(libraryCounts.userId, userId));
  const kept = new Map(rows.map((row) => [row.kind, row.rows]));
  const counts = {} as Record<CountedKind, number>;
  for (const kind of COUNTED_KINDS) counts[kind] = kept.get(getTableName(COUNTED[kind])) ?? 0;
  return counts;
}

/**
 * How many encounters each of the user's campaigns holds. They are not in `library_counts`, whose counts
 * are per owner: the tier limits them per campaign. Read from the (owner, campaign) index alone.
 */
async function encountersPerCampaign(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ campaignId: encounters.campaignId, n: count() })
    .from(encounters)
    .where(eq(encounters.userId, userId))
    .groupBy(encounters.campaignId);
  return new Map(rows.map((row) => [row.campaignId, Number(row.n)]));
}

/** The counts a tier is checked against: the kept library counts, and encounters in the fullest campaign. */
function withFullestCampaign(
  counts: Record<CountedKind, number>,
  perCampaign: Map<string, number>,
): Record<ContentKind, number> {
  return { ...counts, encounters: Math.max(0, ...perCampaign.values()) };
}

/** Exact counts of a user's content, every kind; encounters as the fullest campaign's. */
export async function contentCounts(db: Db, userId: string): Promise<Record<ContentKind, number>> {
  return withFullestCampaign(await keptCounts(db, userId), await encountersPerCampaign(db, userId));
}

/** The kinds whose count is over the tier's limit, in the order the kinds are listed. */
export function kindsOverLimit(counts: Record<ContentKind, number>, benefits: Tier['benefits']): ContentKind[] {
  return CONTENT_KINDS.filter((kind) => {
    const limit = benefits[kind];
    return limit !== null && counts[kind] > limit;
  });
}

/** True when any count is over its limit (content.md §5). */
export function isOverencumbered(counts: Record<ContentKind, number>, benefits: Tier['benefits']): boolean {
  return kindsOverLimit(counts, benefits).length > 0;
}

/**
 * The user's free slots. Call it inside the transaction that inserts: it locks the user's row first, so
 * concurrent writes by one user take turns and can never overshoot the limit, on one server or several
 * sharing the database.
 */
export async function lockFreeSlots(tx: Db, userId: string, defaultTierId: string): Promise<FreeSlots> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
  return freeSlots(tx, userId, defaultTierId);
}

/**
 * The user's free slots as they are now, without a lock: what an import checks its file against before
 * its transaction, which then counts again under the lock (`lockFreeSlots`).
 */
export async function freeSlots(db: Db, userId: string, defaultTierId: string): Promise<FreeSlots> {
  const tier = await userTier(db, userId, defaultTierId);
  const kept = await keptCounts(db, userId);
  const perCampaign = await encountersPerCampaign(db, userId);
  const free = Object.fromEntries(
    COUNTED_KINDS.map((kind) => {
      const limit = tier.benefits[kind];
      return [kind, limit === null ? null : Math.max(0, limit - kept[kind])];
    }),
  ) as FreeSlots['free'];
  return {
    overencumbered: isOverencumbered(withFullestCampaign(kept, perCampaign), tier.benefits),
    free,
    encounters: { perCampaign: tier.benefits.encounters, held: perCampaign },
  };
}

/**
 * Refuses a new row of `kind` unless nothing is over its limit and the user's tier has a free slot. Call
 * it inside the transaction that inserts (see `lockFreeSlots`).
 */
export async function claimSlot(tx: Db, userId: string, kind: CountedKind, defaultTierId: string): Promise<void> {
  const slots = await lockFreeSlots(tx, userId, defaultTierId);
  // Over the limit anywhere says so first: it is what the user must resolve, whatever they are adding.
  if (slots.overencumbered) throw new HttpError(409, LIBRARY_MESSAGES.overencumbered);
  if (slots.free[kind] === 0) throw new HttpError(409, LIBRARY_MESSAGES.notEnoughSlots);
}

/**
 * Refuses a new encounter in `campaignId` unless nothing is over its limit and the campaign has fewer
 * encounters than the tier allows per campaign. Call it inside the transaction that inserts.
 */
export async function claimEncounterSlot(
  tx: Db,
  userId: string,
  campaignId: string,
  defaultTierId: string,
): Promise<void> {
  const slots = await lockFreeSlots(tx, userId, defaultTierId);
  if (slots.overencumbered) throw new HttpError(409, LIBRARY_MESSAGES.overencumbered);
  const limit = slots.encounters.perCampaign;
  if (limit === null) return;
  const [held] = await tx.select({ n: count() }).from(encounters).where(eq(encounters.campaignId, campaignId));
  if ((held?.n ?? 0) >= limit) throw new HttpError(409, LIBRARY_MESSAGES.notEnoughSlots);
}

/** The tier's gate on new rows, as the library and encounters take it in their deps (app.ts wires it). */
export function contentSlots(defaultTierId: string): ContentSlots {
  return {
    claim: (tx, userId, kind) => claimSlot(tx, userId, kind, defaultTierId),
    claimEncounter: (tx, userId, campaignId) => claimEncounterSlot(tx, userId, campaignId, defaultTierId),
    free: (db, userId) => freeSlots(db, userId, defaultTierId),
    lockFree: (tx, userId) => lockFreeSlots(tx, userId, defaultTierId),
  };
}
