import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/public.ts';

/** What signing in keeps: sessions, mailed links and recent attempts. Each user's rows go with the account. */

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
