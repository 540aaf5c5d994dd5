import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/public.ts';

/**
 * A signed-in user's library (content.md §3). Every kind is one table of the same shape: the owner, the
 * lowercased name lists search and sort on, the whole record as JSONB (read and written whole), and the
 * few columns a list filters on. The spec's "search record" is a list query's projection of these rows,
 * its "count" an exact COUNT: nothing is stored twice.
 */

const owner = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
const stamps = () => ({
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
/**
 * Lists search and sort by name, then id, within one owner's rows: a page's ids and its count are read
 * from this index alone (an index-only scan), never from the rows with their records.
 */
const byOwnerAndName = (name: string, table: { userId: unknown; searchName: unknown; id: unknown }) =>
  index(name).on(table.userId as never, table.searchName as never, table.id as never);

export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    searchName: text('search_name').notNull(),
    private: boolean('private').notNull().default(false),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    ...stamps(),
  },
  (table) => [byOwnerAndName('campaigns_user_name', table)],
);

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    searchName: text('search_name').notNull(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** The user given control of this player (content.md §4): it shows among their characters. */
    controlUserId: uuid('control_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The username or e-mail address the owner gave control to, as they typed it: all they are shown, so
     * the answer never tells whether an address has an account, nor another user's username.
     */
    controlName: text('control_name'),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    ...stamps(),
  },
  (table) => [
    byOwnerAndName('players_user_name', table),
    index('players_campaign').on(table.campaignId),
    index('players_control_user').on(table.controlUserId),
  ],
);

export const npcs = pgTable(
  'npcs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    searchName: text('search_name').notNull(),
    /** Set for a companion: the player it belongs to. Deleting the player unlinks it. */
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    challengeRating: real('challenge_rating'),
    type: text('type'),
    /** Shown on the public Homebrew list. */
    shared: boolean('shared').notNull().default(false),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    ...stamps(),
  },
  (table) => [
    byOwnerAndName('npcs_user_name', table),
    index('npcs_player').on(table.playerId),
    index('npcs_shared').on(table.shared).where(sql`${table.shared}`),
  ],
);

export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    searchName: text('search_name').notNull(),
    shared: boolean('shared').notNull().default(false),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    ...stamps(),
  },
  (table) => [
    byOwnerAndName('items_user_name', table),
    index('items_shared').on(table.shared).where(sql`${table.shared}`),
  ],
);

export const spells = pgTable(
  'spells',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    searchName: text('search_name').notNull(),
    level: integer('level'),
    school: text('school'),
    shared: boolean('shared').notNull().default(false),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    ...stamps(),
  },
  (table) => [
    byOwnerAndName('spells_user_name', table),
    index('spells_shared').on(table.shared).where(sql`${table.shared}`),
  ],
);

export const reminders = pgTable(
  'reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    searchName: text('search_name').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    ...stamps(),
  },
  (table) => [byOwnerAndName('reminders_user_name', table)],
);

export const characters = pgTable(
  'characters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    searchName: text('search_name').notNull(),
    level: integer('level').notNull().default(1),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    ...stamps(),
  },
  (table) => [byOwnerAndName('characters_user_name', table)],
);

/** Any one kind's table: they share the owner, search name, body and timestamps columns. */
export type LibraryTable =
  | typeof campaigns
  | typeof players
  | typeof npcs
  | typeof items
  | typeof spells
  | typeof reminders
  | typeof characters;

/**
 * How many rows each user has of each kind (`kind` is the table's name), kept by the database itself:
 * statement triggers on every kind's table add what an INSERT added and take off what a DELETE took,
 * cascades and imports included (migration 0007). An unsearched list reads its exact count here
 * instead of counting 10,000 index entries per request.
 */
export const libraryCounts = pgTable(
  'library_counts',
  {
    userId: owner(),
    kind: text('kind').notNull(),
    rows: integer('rows').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/** A campaign's notes, each with its own timestamps. */
export const campaignNotes = pgTable(
  'campaign_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: owner(),
    text: text('text').notNull(),
    ...stamps(),
  },
  (table) => [index('campaign_notes_campaign').on(table.campaignId, table.created)],
);

/** Campaigns a user follows (content.md §6): another user's non-private campaign. */
export const campaignFollows = pgTable(
  'campaign_follows',
  {
    userId: owner(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.campaignId] })],
);

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** An uploaded avatar, re-encoded to WebP on arrival; served only as image/webp. */
export const avatars = pgTable(
  'avatars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    webp: bytea('webp').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('avatars_user').on(table.userId)],
);
