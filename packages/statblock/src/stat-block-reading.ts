import type { NpcRecordInput } from '@skald/contract/library/npc-record';
import type { StatBlockLayout } from '@skald/contract/stat-block-limits';

// The limits and layouts live in the contract, which the public route's schema shares.
export { MAX_STAT_BLOCK_LENGTH, STAT_BLOCK_LAYOUTS, type StatBlockLayout } from '@skald/contract/stat-block-limits';

/**
 * A part of the input the reader could not place in any field: a line of text with its number (1-based) in
 * the input, or a field of pasted JSON (or a value the NPC form refused), which also has its `path`
 * ("actions.2.name") and the line where it was found, else line 1.
 */
export interface UnreadLine {
  line: number;
  text: string;
  path?: string;
}

/**
 * What reading a stat block gives: a monster ready for the NPC form (every value already within combat.md §5's
 * clamps, so `npcRecordSchema` accepts it) and the lines it could not read; or, when the text holds no stat
 * block at all, a message saying why.
 */
export type StatBlockReading =
  | { ok: true; layout: StatBlockLayout; monster: NpcRecordInput; unread: UnreadLine[] }
  | { ok: false; message: string };
