import { MAX_STAT_BLOCK_LENGTH, type StatBlockReading } from './stat-block-reading.ts';

/**
 * Reads a stat block written as text (the SRD's layout, homebrew markdown, the 2024 layout, a copy whose line
 * breaks were lost) or as JSON (Skald, Shieldmaiden, 5e-database, Open5e, Improved Initiative). Pure and total:
 * any input gives a monster or a message, never an exception.
 */
export function readStatBlock(text: string): StatBlockReading {
  if (typeof text !== 'string' || text.trim() === '') return { ok: false, message: 'Paste a stat block to read.' };
  if (text.length > MAX_STAT_BLOCK_LENGTH)
    return {
      ok: false,
      message: `A stat block can be at most ${MAX_STAT_BLOCK_LENGTH.toLocaleString('en')} characters.`,
    };
  return { ok: false, message: 'The stat block reader is not built yet.' };
}
