/**
 * The stat-block reader's limits and layouts (zod-free): the reader in `@skald/statblock`, the public route's
 * schema and the monster creator's paste box share them.
 */

/** At most this many characters are read (a long homebrew stat block is about 20,000). */
export const MAX_STAT_BLOCK_LENGTH = 100_000;

export const STAT_BLOCK_TOO_LONG = `A stat block can be at most ${MAX_STAT_BLOCK_LENGTH.toLocaleString('en')} characters.`;

/** The layouts the reader knows; the text layouts are told apart by their marks, JSON by its fields. */
export const STAT_BLOCK_LAYOUTS = [
  'srd-text',
  'markdown',
  'srd-2024',
  'flattened',
  'skald-json',
  'shieldmaiden-json',
  '5e-database-json',
  'open5e-json',
  'improved-initiative-json',
] as const;
export type StatBlockLayout = (typeof STAT_BLOCK_LAYOUTS)[number];
