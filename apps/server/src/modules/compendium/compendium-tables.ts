import {
  type ConditionRecord,
  type ItemRecord,
  MONSTER_SOURCES,
  type MonsterRecord,
  type RuleRecord,
  type SpellRecord,
} from '@skald/contract/compendium-records';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, serial, smallint, text } from 'drizzle-orm/pg-core';

/**
 * One table per compendium kind. `id` is the record's `_id`; `body` holds the whole record (without
 * `_id`) as the API serves it, and the columns beside it repeat what lists filter and sort on.
 * `name_lower` is the name lowercased by the import, so a search lowercases its text the same way;
 * a substring search scans it (a few hundred rows: well under a millisecond), which spares PGlite the
 * pg_trgm extension it would have to load by hand.
 */
function recordColumns<T>() {
  return {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nameLower: text('name_lower').notNull(),
    source: text('source').notNull().default('srd'),
    body: jsonb('body').$type<Omit<T, '_id'>>().notNull(),
  };
}

const SOURCES = sql.raw(MONSTER_SOURCES.map((source) => `'${source}'`).join(', '));

/** Every record is the SRD's or homebrew. */
function sourceCheck(table: string, source: SQLWrapper) {
  return check(`${table}_source`, sql`${source} in (${SOURCES})`);
}

export const compendiumMonsters = pgTable(
  'compendium_monsters',
  {
    ...recordColumns<MonsterRecord>(),
    type: text('type').notNull(),
    size: text('size').notNull(),
    /** The size's place from tiny (0) to gargantuan (5), which is how `sort=size` orders. */
    sizeRank: smallint('size_rank').notNull(),
    alignment: text('alignment'),
    challengeRating: real('challenge_rating').notNull(),
    hitPoints: integer('hit_points').notNull(),
    armorClass: integer('armor_class').notNull(),
    environments: text('environments').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    sourceCheck('compendium_monsters', table.source),
    index('compendium_monsters_name_lower').on(table.nameLower),
    index('compendium_monsters_type').on(table.type),
    index('compendium_monsters_size').on(table.size),
    index('compendium_monsters_challenge_rating').on(table.challengeRating),
  ],
);

export const compendiumSpells = pgTable(
  'compendium_spells',
  {
    ...recordColumns<SpellRecord>(),
    level: smallint('level').notNull(),
    school: text('school').notNull(),
    classes: text('classes').array().notNull().default(sql`'{}'::text[]`),
  },
  (table) => [
    sourceCheck('compendium_spells', table.source),
    index('compendium_spells_name_lower').on(table.nameLower),
    index('compendium_spells_level').on(table.level),
    index('compendium_spells_school').on(table.school),
  ],
);

export const compendiumItems = pgTable(
  'compendium_items',
  {
    ...recordColumns<ItemRecord>(),
    kind: text('kind').notNull(),
    rarity: text('rarity'),
    /** The rarity's place from common (0) up, which is how `sort=rarity` orders; equipment has none. */
    rarityRank: smallint('rarity_rank'),
    category: text('category').notNull(),
  },
  (table) => [
    sourceCheck('compendium_items', table.source),
    index('compendium_items_name_lower').on(table.nameLower),
    index('compendium_items_kind').on(table.kind),
    index('compendium_items_rarity').on(table.rarity),
    index('compendium_items_category').on(table.category),
  ],
);

export const compendiumConditions = pgTable('compendium_conditions', recordColumns<ConditionRecord>(), (table) => [
  sourceCheck('compendium_conditions', table.source),
]);

export const compendiumRules = pgTable(
  'compendium_rules',
  {
    ...recordColumns<RuleRecord>(),
    /** The rule a section belongs to (its slug); none for a rule itself. */
    parent: text('parent'),
  },
  (table) => [sourceCheck('compendium_rules', table.source)],
);

export const COMPENDIUM_TABLES = {
  monsters: compendiumMonsters,
  spells: compendiumSpells,
  items: compendiumItems,
  conditions: compendiumConditions,
  rules: compendiumRules,
} as const;
