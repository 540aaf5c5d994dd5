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

/**
 * The public reader's share of the server (`POST /api/tools/read-stat-block`): readings run in worker threads
 * so none holds the server's event loop, and one visitor's texts cannot take all of them.
 */
export const STAT_BLOCK_READING_LIMITS = {
  /** A reading still running after this long is stopped, its thread replaced (the slowest text takes ~0.2 s). */
  timeLimitMs: 2_000,
  /** Readings waiting for a thread, from everyone; past it the server is busy (503). */
  queued: 8,
  /** Readings running or waiting at once from one address (the one the sign-in limits count); past it 429. */
  perAddress: 2,
  /** What a busy answer's Retry-After says. */
  retryAfterSeconds: 2,
} as const;

export const STAT_BLOCK_READING_REFUSALS = {
  tooSlow: 'This stat block took too long to read. Shorten it, or fill in the form yourself.',
  busy: 'The stat-block reader is busy; try again in a moment.',
  tooManyFromAddress: 'Your address is already reading stat blocks; wait for those to finish, then try again.',
} as const;
