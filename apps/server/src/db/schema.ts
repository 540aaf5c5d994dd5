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

export {
  compendiumConditions,
  compendiumItems,
  compendiumMonsters,
  compendiumRules,
  compendiumSpells,
} from '../modules/compendium/compendium-tables.ts';
export { encounterCommands, encounters } from '../modules/encounters/encounter-tables.ts';
export {
  avatars,
  campaignFollows,
  campaignNotes,
  campaigns,
  characters,
  items,
  libraryCounts,
  npcs,
  players,
  reminders,
  spells,
} from '../modules/library/library-tables.ts';
export { liveBroadcasts, liveRequests } from '../modules/live/live-tables.ts';
export { soundboards } from '../modules/soundboard/soundboard-tables.ts';
export { tiers } from '../modules/tiers/tier-tables.ts';
export {
  emailVerifications,
  passwordResets,
  sessions,
  signInAttempts,
  userSettings,
  users,
} from '../modules/users/user-tables.ts';
