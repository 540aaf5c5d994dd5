import type { SourceLine } from './source-lines.ts';

/**
 * Homebrew sites (Homebrewery, GM Binder, exports of other tools) write a stat block as markdown: quoted lines
 * (`> `), `___` rules, `## Name` headings, `**Armor Class**` labels, `***Multiattack.***` entry names, a table
 * of ability scores, and in Homebrewery's newer syntax `{{monster,frame` blocks with `::` separators.
 */
export function looksLikeMarkdown(lines: readonly SourceLine[]): boolean {
  let marks = 0;
  for (const { text } of lines) {
    if (/^(>|___|#{1,6} |\{\{|\|)/.test(text) || text.includes('**')) marks += 1;
    if (marks >= 2) return true;
  }
  return false;
}

/** The same lines as plain text: marks taken away, decoration (rules, table alignment rows, frames) dropped. */
export function markdownLines(lines: readonly SourceLine[]): SourceLine[] {
  const plain: SourceLine[] = [];
  for (const { line, text } of lines) {
    const stripped = plainMarkdown(text);
    if (stripped !== '') plain.push({ line, text: stripped });
  }
  return plain;
}

const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  mdash: '—',
  ndash: '-',
  minus: '-',
  amp: '&',
  quot: '"',
  apos: "'",
  '#39': "'",
};

function plainMarkdown(text: string): string {
  let line = text.replace(/^(>\s?)+/, '').trim();
  if (/^(\{\{.*|\}\}|:+|_{3,}|-{3,}|\*{3,}|\\pagebreak\w*|\\columnbreak)$/i.test(line)) return '';
  // A line that is only HTML (<div class='mon-stat-block'>, <br>) frames the block.
  if (/^(<[^<>]{1,200}>)+$/.test(line)) return '';
  if (line.includes('|')) {
    // |:---:|:---:| aligns the table; |STR|DEX| and |10 (+0)|14 (+2)| become words and numbers.
    if (/^[|:\- ]+$/.test(line)) return '';
    line = line.split('|').join(' ');
  }
  return (
    line
      .replace(/^#{1,6}\s*/, '')
      .replace(/^[-+*]\s+(?=\S)/, '')
      .replace(/\[([^\]]{0,200})\]\([^)]{0,500}\)/g, '$1')
      .replace(/\*{1,3}|__|<\/?[a-z]{1,10}>|\\(?=[-*_#>|])/gi, '')
      .replace(/&(nbsp|mdash|ndash|minus|amp|quot|apos|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '')
      // _Melee Weapon Attack:_ in italics with underscores, not the underscore inside a word.
      .replace(/(^|[\s(])_(?=\S)|(?<=\S)_(?=[\s).,:;]|$)/g, '$1')
      .replace(/\s*::\s*/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}
