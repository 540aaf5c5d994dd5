/**
 * SRD text is light Markdown: paragraphs split by blank lines, `#` headings, `- ` lists, `|` tables and
 * `*italic*` / `**bold**` runs. It is parsed into plain data here and drawn as React elements, never as
 * HTML, so nothing in a text can become markup.
 */
export type TextBlock =
  | { type: 'heading'; depth: number; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] }
  | { type: 'table'; header: string[]; rows: string[][] };

export interface InlineRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

const HEADING = /^(#{1,6})\s+(.*)$/;
const LIST_ITEM = /^[-*+•]\s+(.*)$/;
const TABLE_RULE = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?$/;

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** Splits a text into headings, paragraphs, lists and tables. */
export function parseBlocks(source: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  let table: string[][] = [];

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (list.length) blocks.push({ type: 'list', items: list });
    if (table.length) {
      const [header = [], ...rows] = table;
      blocks.push({ type: 'table', header, rows });
    }
    paragraph = [];
    list = [];
    table = [];
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ type: 'heading', depth: heading[1]?.length ?? 1, text: heading[2] ?? '' });
      continue;
    }
    if (line.startsWith('|')) {
      if (paragraph.length || list.length) {
        const keep = table;
        table = [];
        flush();
        table = keep;
      }
      if (!TABLE_RULE.test(line)) table.push(cells(line));
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      if (paragraph.length || table.length) flush();
      list.push(item[1] ?? '');
      continue;
    }
    if (list.length || table.length) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

const EMPHASIS = /(\*\*\*|___|\*\*|__|\*|_)(?=\S)([\s\S]*?\S)\1(?![*_])/g;

/** `**Hit:** 5 (1d6 + 2)` → a bold run, then plain text. Unmatched markers stay as written. */
export function parseInline(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  let last = 0;
  for (const match of text.matchAll(EMPHASIS)) {
    const marker = match[1] ?? '';
    // A lone underscore inside a word (snake_case) is not emphasis.
    if (marker.startsWith('_') && /\w/.test(text.charAt((match.index ?? 0) - 1))) continue;
    if (match.index > last) runs.push({ text: text.slice(last, match.index) });
    const strength = marker.length;
    runs.push({
      text: match[2] ?? '',
      ...(strength >= 2 ? { bold: true } : {}),
      ...(strength !== 2 ? { italic: true } : {}),
    });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs;
}
