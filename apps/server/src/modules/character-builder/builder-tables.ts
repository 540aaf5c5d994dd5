import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { characters } from '../library/public.ts';
import { users } from '../users/public.ts';

/**
 * Characters in the builder (alpha): the whole build as JSONB, its owner, and the character it was last
 * saved as (set null when that character is deleted, so the next save adds a new one).
 */
export const characterBuilds = pgTable(
  'character_builds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    characterId: uuid('character_id').references(() => characters.id, { onDelete: 'set null' }),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('character_builds_user').on(table.userId),
    index('character_builds_character').on(table.characterId),
  ],
);
