import type { DamageType } from '@skald/rules/constants/damage-types';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { encounters } from '../encounters/public.ts';
import { campaigns, players } from '../library/public.ts';
import { users } from '../users/public.ts';

/**
 * Each user's live broadcast (issue 14), one row: the campaign and encounter followers watch, whether it
 * is live or was interrupted, and the GM's presence. Deleting the campaign drops the row; deleting the
 * encounter sends followers back to the campaign overview.
 */
export const liveBroadcasts = pgTable(
  'live_broadcasts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    encounterId: uuid('encounter_id').references(() => encounters.id, { onDelete: 'set null' }),
    live: boolean('live').notNull().default(false),
    interrupted: boolean('interrupted').notNull().default(false),
    online: boolean('online').notNull().default(false),
    /** When `online` last changed. */
    presenceAt: timestamp('presence_at', { withTimezone: true }).notNull().defaultNow(),
    updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_broadcasts_campaign').on(table.campaignId)],
);

/**
 * Followers' damage and healing requests to the GM, per encounter, until the GM applies or deletes them.
 * Targets are the combatants' keys in the encounter (the follower named them by public id).
 */
export const liveRequests = pgTable(
  'live_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'damage' | 'healing'>().notNull(),
    amount: integer('amount').notNull(),
    damageType: text('damage_type').$type<DamageType>(),
    targets: jsonb('targets').$type<string[]>().notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('live_requests_encounter_created').on(table.encounterId, table.created)],
);
