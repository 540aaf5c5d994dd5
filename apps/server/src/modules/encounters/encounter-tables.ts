import type { Inventory, InventoryItem } from '@skald/contract/library/campaign-record';
import type { Purse } from '@skald/contract/library/coins';
import type { EncounterXp, Weather } from '@skald/contract/library/encounter-record';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { LogEntry } from '@skald/rules/encounter/log';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from '../library/public.ts';
import { users } from '../users/public.ts';

/** What an award gave, so a reset takes exactly that back: experience by player id, coins as given, items. */
export interface GivenAwards {
  xp: Record<string, number>;
  currency: Purse;
  /** The loot's items put in the campaign's inventory (absent in awards given before they were). */
  items?: InventoryItem[];
}

/**
 * A campaign's saved encounters (content.md §3, combat.md §4). `state` is the rules engine's `Encounter`;
 * `version` goes up by one with every change, each command's with its log row in one transaction.
 */
export const encounters = pgTable(
  'encounters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    searchName: text('search_name').notNull(),
    version: integer('version').notNull().default(0),
    state: jsonb('state').$type<Encounter>().notNull(),
    loot: jsonb('loot').$type<Inventory>().notNull(),
    weather: jsonb('weather').$type<Weather>().notNull(),
    xp: jsonb('xp').$type<EncounterXp>().notNull(),
    /** What the last award gave, until a reset takes it back; null when nothing was given. */
    awards: jsonb('awards').$type<GivenAwards>(),
    /** When the encounter was made; a campaign lists its encounters by it, oldest first. */
    timestamp: timestamp('timestamp', { withTimezone: true }).notNull().defaultNow(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('encounters_campaign_timestamp').on(table.campaignId, table.timestamp),
    // A tier check counts an owner's encounters per campaign from this index alone (tiers/slots.ts).
    index('encounters_user_campaign').on(table.userId, table.campaignId),
  ],
);

/**
 * Every command applied to an encounter, named by the id the browser gave it (a resend is recognised),
 * with the version it made and the log entry that undoes it; an undo is a row of its own.
 */
export const encounterCommands = pgTable(
  'encounter_commands',
  {
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').$type<'command' | 'undo'>().notNull(),
    /** The log entry of a command; null for an undo. */
    entry: jsonb('entry').$type<LogEntry>(),
    undone: boolean('undone').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.encounterId, table.id] }),
    index('encounter_commands_seq').on(table.encounterId, table.seq),
  ],
);
