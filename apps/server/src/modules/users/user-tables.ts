import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** A signed-in browser. `id` is the SHA-256 of the cookie's token, so a leaked table signs nobody in. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id').on(table.userId)],
);

/** A mailed reset link: the SHA-256 of its token, single use (`used` set) and expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    used: timestamp('used', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_id').on(table.userId)],
);

/** A mailed verification link for `email`: the SHA-256 of its token, single use (`used` set) and expiring. */
export const emailVerifications = pgTable(
  'email_verifications',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
    used: timestamp('used', { withTimezone: true }),
  },
  (table) => [index('email_verifications_user_id').on(table.userId)],
);

/** content.md §3's settings; a missing row or key means the default. */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  general: jsonb('general').$type<Record<string, unknown>>().notNull().default({}),
  encounter: jsonb('encounter').$type<Record<string, unknown>>().notNull().default({}),
});

/**
 * Recent sign-ins, sign-ups and password-reset requests (`kind`), counted per e-mail address and per
 * client address. In the database rather than in memory because several server processes may share one PostgreSQL.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<'sign-in' | 'sign-up' | 'reset' | 'control'>().notNull().default('sign-in'),
    email: text('email').notNull(),
    address: text('address').notNull(),
    succeeded: boolean('succeeded').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_attempts_email_at').on(table.email, table.at),
    index('sign_in_attempts_address_at').on(table.address, table.at),
  ],
);
