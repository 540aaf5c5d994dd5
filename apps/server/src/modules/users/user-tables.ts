import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tiers } from './tier-tables.ts';

/**
 * Accounts and what hangs off them. Every table that belongs to a user points at `users` with
 * ON DELETE CASCADE, so content tables added later follow an account's deletion too.
 */

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lowercased, so the unique constraint compares addresses the way people mean them. */
    email: text('email').notNull().unique(),
    /** Null for accounts that only ever signed in with Google. */
    passwordHash: text('password_hash'),
    /**
     * The address this account last proved it receives mail at (a verification or reset link opened, or a
     * Google sign-in that vouched for it). The address is verified while this equals `email`, so changing
     * `email` leaves it unverified without another write.
     */
    verifiedEmail: text('verified_email'),
    googleSubject: text('google_subject').unique(),
    username: text('username'),
    admin: boolean('admin').notNull().default(false),
    /** Feature flags that open contributor areas, such as 'character-builder'. */
    contribute: jsonb('contribute').$type<string[]>().notNull().default([]),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** A tier given to this account (a voucher, a patron, an operator); null means the default by creation date. */
    tierId: text('tier_id').references(() => tiers.id, { onDelete: 'set null' }),
  },
  (table) => [uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`)],
);

/** content.md §3's settings; a missing row or key means the default. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  general: jsonb('general').$type<Record<string, unknown>>().notNull().default({}),
  encounter: jsonb('encounter').$type<Record<string, unknown>>().notNull().default({}),
});
