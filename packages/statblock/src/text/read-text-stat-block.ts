import type { NpcRecordInput } from '@skald/contract/library/npc-record';
import type { StatBlockLayout, UnreadLine } from '../stat-block-reading.ts';
import { buildMonster } from './build-monster.ts';
import { isFlattened, unflattenEntries } from './flattened-lines.ts';
import { unglueLines } from './glued-lines.ts';
import { looksLikeMarkdown, markdownLines, unflattenMarkdown } from './markdown-lines.ts';
import { readBody } from './read-body.ts';
import { readHeader } from './read-header.ts';
import { typedInLowercase } from './sections.ts';
import { joinHyphenated, type SourceLine, sourceLines } from './source-lines.ts';

export type TextLayout = Extract<StatBlockLayout, 'srd-text' | 'markdown' | 'srd-2024' | 'flattened'>;

/** A text stat block read: the monster and the lines it could not place, or why the text holds no stat block. */
export type TextReading = { layout: TextLayout; monster: NpcRecordInput; unread: UnreadLine[] } | { message: string };

export const NO_STAT_BLOCK_MESSAGE =
  'No stat block found in this text: it has no armor class, hit points, ability scores or challenge rating to read.';

// Marks only the 2024 layout has: "AC 15", "HP 45", "CR 5 (XP 1,800; PB +3)", MOD and SAVE columns, "Attack Roll:".
const MARKS_OF_2024 =
  /^(AC|HP|CR) \d|\bInitiative [+-]?\d|\bMOD SAVE\b|\bAttack Roll:|\bLegendary Action Uses\b|; PB \+/m;

/**
 * Reads a stat block written as text: the SRD's layout (copied from a page or a PDF), homebrew markdown, the
 * 2024 layout, or any of them with its line breaks lost. Every layout comes down to plain lines, read in two
 * parts: the labelled fields on top, then the entries under their headings. Never throws.
 */
export function readTextStatBlock(text: string): TextReading {
  try {
    return read(text);
  } catch {
    // A reader bug must not become a server error for a visitor's paste: the GM can still fill the form.
    return { message: 'This text could not be read as a stat block.' };
  }
}

function read(text: string): TextReading {
  const raw = unflattenMarkdown(unglueLines(sourceLines(text)));
  const markdown = looksLikeMarkdown(raw);
  const lines = joinHyphenated(markdown ? markdownLines(raw) : raw);
  const flattened = !markdown && isFlattened(lines);
  const lowercase = typedInLowercase(lines);
  const header = readHeader(lines, lowercase);
  // Even a copy that kept its line breaks may have run some entries together ("… damage. Claw. Melee …").
  const bodyLines = unflattenEntries(header.body, !flattened);
  const body = readBody(bodyLines, lowercase);
  const found = Object.keys(header.values).filter((field) =>
    ['armor_class', 'hit_points', 'abilities', 'challenge'].includes(field),
  );
  if (found.length === 0) return { message: NO_STAT_BLOCK_MESSAGE };
  const plain = lines.map((line) => line.text).join('\n');
  return {
    layout: markdown ? 'markdown' : flattened ? 'flattened' : MARKS_OF_2024.test(plain) ? 'srd-2024' : 'srd-text',
    monster: buildMonster(header, body),
    unread: unreadLines(text, [...header.unread, ...body.unread]),
  };
}

/** The unread lines as the user wrote them, in order, each once. */
function unreadLines(text: string, lines: readonly SourceLine[]): UnreadLine[] {
  const written = text.split(/\r\n|\r|\n|\u2028|\u2029/);
  const numbers = [...new Set(lines.map(({ line }) => line))].sort((a, b) => a - b);
  return numbers.map((line) => ({ line, text: (written[line - 1] ?? '').trim() }));
}
