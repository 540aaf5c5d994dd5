import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Subscription tiers as data (content.md §3, §6, §9): each sets a user's content limits. The seeded rows
 * and their numbers are in the migration that made this table; an operator may add or change rows.
 */
export const tiers = pgTable('tiers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** legacy (accounts before 15 May 2024), basic, voucher or patron. */
  kind: text('kind').$type<'legacy' | 'basic' | 'voucher' | 'patron'>().notNull(),
  /** A voucher must lead to a higher order than the user's current tier. */
  order: integer('order').notNull(),
  /** Slots per content kind (encounters: per campaign) and AI credits; a missing or null key is unlimited. */
  benefits: jsonb('benefits').$type<Record<string, number | null>>().notNull(),
});
