import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Instance-wide settings every server process shares, such as the generated session secret:
 * kept in the database rather than in DATA_DIR so several instances on one PostgreSQL agree.
 */
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
