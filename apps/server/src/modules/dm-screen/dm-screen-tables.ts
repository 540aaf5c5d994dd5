import type { DmScreen } from '@skald/contract/dm-screen';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/public.ts';

/** Each user's DM screen, one row saved whole (panels with their notes); no row means the default screen. */
export const dmScreens = pgTable('dm_screens', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  screen: jsonb('screen').$type<DmScreen>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
