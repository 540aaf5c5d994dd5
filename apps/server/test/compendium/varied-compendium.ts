import { ITEM_KINDS, ITEM_RARITIES } from '@skald/contract/compendium-records';
import { CHALLENGE_RATINGS } from '@skald/rules/constants/challenge-ratings';
import { ENVIRONMENTS } from '@skald/rules/constants/environments';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SIZES } from '@skald/rules/constants/sizes';
import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import type { Database } from '../../src/db/database.ts';
import { searchableName } from '../../src/modules/compendium/compendium-rows.ts';
import {
  compendiumConditions,
  compendiumItems,
  compendiumMonsters,
  compendiumSpells,
} from '../../src/modules/compendium/compendium-tables.ts';

/** A seeded pseudo-random source (mulberry32): the same records and queries on every run. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (count: number): number => Math.floor(next() * count);
  const pick = <T>(values: readonly T[]): T => values[below(values.length)] as T;
  const some = <T>(values: readonly T[], most: number): T[] =>
    Array.from({ length: 1 + below(most) }, () => pick(values));
  return { next, below, pick, some };
}

/**
 * Names that sort differently by bytes, by UTF-16 units and by locale (capitals, accents, a character
 * beyond the Basic Multilingual Plane beside a full-width one), repeat in other cases (ties broken by
 * name, then `_id`), and hold LIKE's wildcards.
 */
export const VARIED_NAMES = [
  'Ash Wight',
  'ash wight',
  'ASH WIGHT',
  'Ätherwolf',
  'ätherwolf',
  'Zed',
  'zed',
  '100% Goblin',
  '_Under Lurker',
  'Back\\slash Imp',
  'Ωmega Beetle',
  '😀 Grinner',
  'Ｆull Width Fox',
  'ﬁre Newt',
  'İnci Serpent',
  'Gob',
  'Goblin Boss',
  'Bog Goblin',
];

/** Alignments as a homebrew author might write them: capitals, accents, none at all. */
const ALIGNMENTS = ['neutral', 'Neutral', 'CHAOTIC EVIL', 'chaotic evil', 'Évil-ish', null, 'any alignment'];

/** The challenge ratings stored, with one a `real` holds only approximately. */
const STORED_RATINGS = [...CHALLENGE_RATINGS, 0.7];

type Random = ReturnType<typeof seeded>;

function named(random: Random, index: number) {
  const name = random.pick(VARIED_NAMES);
  return { slug: `varied-${index}`, name, nameLower: searchableName(name), source: 'homebrew' };
}

async function addMonsters(database: Database, random: Random, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const base = named(random, index);
    const size = random.pick(SIZES);
    const challengeRating = random.pick(STORED_RATINGS);
    const environments = random.next() < 0.3 ? [] : random.some(ENVIRONMENTS, 3);
    const row = {
      type: random.pick(MONSTER_TYPES),
      size,
      sizeRank: SIZES.indexOf(size),
      alignment: random.pick(ALIGNMENTS),
      challengeRating,
      hitPoints: 1 + random.below(40),
      armorClass: 10 + random.below(6),
      environments,
    };
    const body = { url: base.slug, name: base.name, source: 'homebrew', ...row, challenge_rating: challengeRating };
    return { ...base, ...row, body };
  });
  await database.db.insert(compendiumMonsters).values(rows as never);
}

async function addSpells(database: Database, random: Random, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const base = named(random, index);
    const row = {
      level: random.below(10),
      school: random.pick(SPELL_SCHOOLS),
      classes: random.next() < 0.2 ? [] : random.some(SPELLCASTING_CLASSES, 3),
    };
    return { ...base, ...row, body: { url: base.slug, name: base.name, ...row } };
  });
  await database.db.insert(compendiumSpells).values(rows as never);
}

async function addItems(database: Database, random: Random, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const base = named(random, index);
    const rarity = random.next() < 0.3 ? null : random.pick(ITEM_RARITIES);
    const row = {
      kind: random.pick(ITEM_KINDS),
      rarity,
      rarityRank: rarity === null ? null : ITEM_RARITIES.indexOf(rarity),
      category: random.pick(['armor', 'weapon', 'potion', 'wondrous-items', 'tools']),
    };
    return { ...base, ...row, body: { url: base.slug, name: base.name, kind: row.kind, category: row.category } };
  });
  await database.db.insert(compendiumItems).values(rows as never);
}

async function addConditions(database: Database, random: Random, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => {
    const base = named(random, index);
    return { ...base, body: { url: base.slug, name: base.name } };
  });
  await database.db.insert(compendiumConditions).values(rows as never);
}

/** Adds homebrew records of every filtered kind, with values chosen to catch a filter or an order answered wrongly. */
export async function addVariedRecords(database: Database, seed: number): Promise<void> {
  const random = seeded(seed);
  await addMonsters(database, random, 120);
  await addSpells(database, random, 60);
  await addItems(database, random, 60);
  await addConditions(database, random, 20);
}
