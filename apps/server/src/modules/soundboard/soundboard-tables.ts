import type { SoundboardLink } from '@skald/contract/library/soundboard';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/public.ts';

/** Each user's soundboard (content.md §3), one row, saved whole; no row is an empty soundboard. */
export const soundboards = pgTable('soundboards', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  links: jsonb('links').$type<SoundboardLink[]>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
