import { entryStartOf, type NameOptions } from './entry-name.ts';
import { headingAt } from './flattened-lines.ts';
import { type HeaderField, type LabelledPart, splitAtLabels } from './header-labels.ts';
import { readTypeLine, type TypeLine } from './header-values.ts';
import { headingOf } from './sections.ts';
import { isPageFurniture, type SourceLine } from './source-lines.ts';

/** The top part of a stat block: its name, size and type line, and each labelled field's words. */
export interface Header {
  name?: string;
  /** The line the name was read from. */
  nameLine?: SourceLine;
  typeLine?: TypeLine;
  values: Partial<Record<HeaderField, string[]>>;
  /** Lines of the top part that are none of these. */
  unread: SourceLine[];
  /** The lines after the top part, starting with whatever followed the challenge rating on its line. */
  body: SourceLine[];
}

const SIZE_WORD = /\b(?:Tiny|Small|Medium|Large|Huge|Gargantuan|TINY|SMALL|MEDIUM|LARGE|HUGE|GARGANTUAN)\b/g;
// What follows the challenge rating on its line belongs to the entries: "5 (1,800 XP)", "5 (XP 1,800; PB +3)".
const CHALLENGE_VALUE = /^ ?:? ?(?:\d{1,2}(?:\/\d)?|—|-)(?: ?\([^()]{0,60}\))?/;
const PROFICIENCY_VALUE = /^ ?:? ?\+ ?\d{1,2}/;

/**
 * Reads lines until the first entry or section heading. A line may hold several fields (a flattened copy,
 * the 2024 "AC 15 Initiative +2 (12)"); a line with no label continues the field before it when it reads as
 * its continuation (a wrapped list, a score table printed one value a line), else it is unread. `lowercase`:
 * the block was typed in lowercase, so its entries' names are too.
 */
export function readHeader(lines: readonly SourceLine[], lowercase = false): Header {
  const header: Header = { values: {}, unread: [], body: [] };
  let last: HeaderField | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const source = lines[index] as SourceLine;
    const parts = splitAtLabels(source.text);
    const first = parts[0];
    // "Name: text" starts an entry only after the challenge, where the labels have ended.
    const names = { lowercase, colon: header.values.challenge !== undefined };
    if (!first?.field && startsBody(source.text, names) && (header.name !== undefined || header.typeLine)) {
      header.body = lines.slice(index);
      return header;
    }
    let readAny = false;
    // A label inside the challenge's brackets ("PB" in "5 (XP 1,800; PB +3)") was read with it.
    let readUntil = 0;
    for (const [k, part] of parts.entries()) {
      if (part.at < readUntil) continue;
      if (!part.field) {
        if (readUnlabelled(header, part.value, source, last)) readAny = true;
        continue;
      }
      readAny = true;
      last = part.field;
      let bodyAt: number | undefined;
      const rating = part.field === 'challenge' || part.field === 'proficiency_bonus';
      const value = rating ? ratingAt(source.text, part) : undefined;
      if (value !== undefined) {
        append(header, part.field, value.replace(/^ ?:/, ''));
        readUntil = part.at + value.length;
        // What follows the rating is the first entry, unless another label does.
        const following = parts.slice(k + 1, k + 4).find((later) => labelStart(later) >= readUntil);
        if (source.text.slice(readUntil, following ? labelStart(following) : undefined).trim() !== '') {
          bodyAt = readUntil;
        }
      } else {
        const next = parts[k + 1];
        const end = next ? labelStart(next) : source.text.length;
        bodyAt = headingWithin(source.text, part.at, end);
        const words = source.text
          .slice(part.at, bodyAt ?? end)
          .trim()
          .replace(/^[:.]\s*/, '');
        // The score table is read as a stream of words in which the column names matter.
        append(header, part.field, part.field === 'abilities' ? `${part.label} ${words}` : words);
      }
      if (bodyAt !== undefined) {
        header.body = [{ line: source.line, text: source.text.slice(bodyAt).trim() }, ...lines.slice(index + 1)];
        return header;
      }
    }
    if (!readAny) {
      header.unread.push(source);
      last = undefined;
    }
  }
  return header;
}

/** "5 (1,800 XP)" after "Challenge", "+3" after "Proficiency Bonus": exactly the rating, so what follows is known. */
function ratingAt(text: string, part: LabelledPart): string | undefined {
  const pattern = part.field === 'challenge' ? CHALLENGE_VALUE : PROFICIENCY_VALUE;
  return pattern.exec(text.slice(part.at, part.at + 80))?.[0];
}

function labelStart(part: LabelledPart): number {
  return part.at - (part.label?.length ?? 0);
}

/** A flattened copy with no challenge line runs its first heading into the field before it: "Languages — Actions Bite. …". */
function headingWithin(text: string, from: number, to: number): number | undefined {
  for (let index = from + 1; index < to; index += 1) {
    if (text[index - 1] === ' ' && headingAt(text, index, text[index - 2] === '.')) return index;
  }
  return undefined;
}

function startsBody(text: string, names: NameOptions): boolean {
  return headingOf(text, names.lowercase) !== undefined || entryStartOf(text, names) !== undefined;
}

/** A field's words are kept as pieces and joined once read: a hostile paste of short lines stays linear. */
function append(header: Header, field: HeaderField, value: string): void {
  const pieces = header.values[field] ?? [];
  if (value.trim() !== '') pieces.push(value.trim());
  header.values[field] = pieces;
}

/** A field's words, or undefined when the stat block has no such label. */
export function headerValue(header: Header, field: HeaderField): string | undefined {
  return header.values[field]?.join(' ');
}

/** Text before any label: the name, the size and type line, a wrapped field, or something unread. */
function readUnlabelled(header: Header, text: string, source: SourceLine, last: HeaderField | undefined): boolean {
  // A lone number is a score printed one a line, or else a page number (no score is above 30).
  if (last === 'abilities' && continues(last, '', text) && !(isPageFurniture(text) && Number(text) > 30)) {
    append(header, last, text);
    return true;
  }
  if (isPageFurniture(text)) return false;
  if (!header.typeLine) {
    const typeLine = readTypeLine(text);
    if (typeLine) {
      header.typeLine = typeLine;
      return true;
    }
    // Before the type line and the first label, the last line is the name: a line of flavour or a page's
    // heading before it is unread.
    if (Object.keys(header.values).length === 0 && !isPageFurniture(text)) {
      if (header.nameLine) header.unread.push(header.nameLine);
      const [name, typeLineText] = nameAndTypeLine(text);
      // "Goblin Sneak — Small humanoid …": the dash between the name and its type line is neither's.
      header.name = name.slice(0, 100).replace(/[\s—:|-]+$/, '') || name.slice(0, 100);
      header.nameLine = source;
      if (typeLineText) header.typeLine = readTypeLine(typeLineText);
      return true;
    }
  }
  // A score table's column names: the 2024 table's, spaced or not ("MOD SAVE", "MODSAVE"), a table of one
  // ability a row ("Ability Score Modifier").
  if (/^(ability|score|mod|modifier|save)( ?(ability|score|mod|modifier|save))*$/i.test(text)) return true;
  if (last && continues(last, header.values[last]?.at(-1) ?? '', text)) {
    append(header, last, text);
    return true;
  }
  return false;
}

/** A flattened copy starts "Goblin Boss Small humanoid (goblinoid), …": the name ends where the size starts. */
function nameAndTypeLine(text: string): [string, string | undefined] {
  for (const match of text.matchAll(SIZE_WORD)) {
    if (match.index === 0) continue;
    const typeLine = text.slice(match.index);
    if (readTypeLine(typeLine)) return [withoutPageText(text.slice(0, match.index).trim()), typeLine];
  }
  return [text, undefined];
}

/**
 * A page's heading or text that a flattened copy ran into the name ("Chapter 4: Beasts of the Wastes The dunes
 * hide many dangers. Dune Stalker"): the name is what follows the last sentence or heading, unless the period
 * ends a title such as "Dr." or "St.".
 */
function withoutPageText(name: string): string {
  for (let end = name.length - 2; end > 0; end -= 1) {
    if (name[end + 1] !== ' ' || (name[end] !== '.' && name[end] !== ':')) continue;
    const word = name.slice(name.lastIndexOf(' ', end) + 1, end);
    if (name[end] === '.' && /^[A-Z][a-z]{0,2}$/.test(word)) continue;
    return name.slice(end + 2).trim() || name;
  }
  return name;
}

/** Fields holding a list, which a page may wrap onto the next line. */
const LIST_FIELDS = new Set<HeaderField>([
  'speed',
  'saving_throws',
  'skills',
  'damage_vulnerabilities',
  'damage_resistances',
  'damage_immunities',
  'condition_immunities',
  'defenses',
  'gear',
  'senses',
  'languages',
]);

/** A line that goes on with the field before it: more scores, or the rest of a list cut by the page. */
function continues(field: HeaderField, value: string, text: string): boolean {
  if (field === 'abilities') return /^[\d()+\-| ]+$/.test(text);
  // A label printed on a line of its own ("Armor Class", then "15 (natural armor)").
  if (value === '') return true;
  // A bracket the line break cut: "15 (natural" / "armor)".
  if (value.lastIndexOf('(') > value.lastIndexOf(')')) return true;
  if (!LIST_FIELDS.has(field)) return false;
  return /([,;]| and| or)$/.test(value.slice(-4)) || /^[a-z(]/.test(text);
}
