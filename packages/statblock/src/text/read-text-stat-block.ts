import type { NpcRecordInput } from '@skald/contract/library/npc-record';
import type { StatBlockLayout, UnreadLine } from '../stat-block-reading.ts';

export type TextLayout = Extract<StatBlockLayout, 'srd-text' | 'markdown' | 'srd-2024' | 'flattened'>;

/** A text stat block read: the monster and the lines it could not place, or why the text holds no stat block. */
export type TextReading = { layout: TextLayout; monster: NpcRecordInput; unread: UnreadLine[] } | { message: string };

/** Reads a stat block written as text in one of the text layouts; never throws. */
export function readTextStatBlock(text: string): TextReading {
  void text;
  return { message: 'The stat block reader is not built yet.' };
}
