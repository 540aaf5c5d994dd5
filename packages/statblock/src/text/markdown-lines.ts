import { HEADING_TITLES } from './sections.ts';
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

// Where a markdown line started before its line breaks were lost (spaces are folded to one by then): a quote
// mark, a rule, a heading, a bold label or entry name (not the one a bullet's "- " holds), a frame, a colon
// spacer, the next row of a table, the italic size-and-type line.
const LINE_STARTS =
  / (?=>|_{3,}(?: |$)|#{1,6} |\{\{|\}\}|: |<\/?[a-z]{1,10}[ >]|[*_](?:Tiny|Small|Medium|Large|Huge|Gargantuan) )|(?<![-+]) (?=\*\*)|(?<=\|) (?=\|)/g;

/**
 * Markdown whose line breaks were lost (a quoted GM Binder block or a Homebrewery frame pasted as one line): a
 * line that starts with a markdown mark and holds several more is cut where each of its lines started.
 */
export function unflattenMarkdown(lines: readonly SourceLine[]): SourceLine[] {
  return lines.flatMap(({ line, text }) => {
    const parts = text.split(LINE_STARTS);
    if (parts.length < 5 || !/^(<[^<>]{0,200}> ?)?(>|___|#{1,6} |\{\{|\*\*)/.test(text)) return [{ line, text }];
    return parts.flatMap((part) => headingApart(part.trim()).map((piece) => ({ line, text: piece })));
  });
}

/** "#### Legendary Actions The knight can take 2 …": the heading, then the text that followed it on its line. */
function headingApart(part: string): string[] {
  const marks = /^#{1,6} /.exec(part);
  const rest = part.slice(marks?.[0].length ?? 0);
  const title = marks && HEADING_TITLES.find((words) => rest.toLowerCase().startsWith(`${words} `));
  if (!marks || !title) return part === '' ? [] : [part];
  return [part.slice(0, marks[0].length + title.length), rest.slice(title.length + 1)];
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
      // Homebrewery's inline blocks: "17 (18,000 XP) {{bonus **Proficiency Bonus** +6}}".
      .replace(/\{\{[a-z][\w,-]{0,40} ?|\}\}/gi, '')
      // "**Armor Class** 12<br>**Hit Points** 17 (5d6)": a break between fields keeps them apart.
      .replace(/<br ?\/?>/gi, ' ')
      .replace(/\*{1,3}|__|<\/?[a-z]{1,10}>|\\(?=[-*_#>|])/gi, '')
      .replace(/&(nbsp|mdash|ndash|minus|amp|quot|apos|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '')
      // _Melee Weapon Attack:_ in italics with underscores, not the underscore inside a word.
      .replace(/(^|[\s(])_(?=\S)|(?<=\S)_(?=[\s).,:;]|$)/g, '$1')
      .replace(/\s*::\s*/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}
