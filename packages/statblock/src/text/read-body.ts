import type { AbilitySection } from '@skald/rules/monster/monster';
import { entryStartOf } from './entry-name.ts';
import { type Heading, headingOf } from './sections.ts';
import { isPageFurniture, type SourceLine } from './source-lines.ts';

/** An entry as written: its section, its name with brackets, its text (its lines joined when read). */
export interface WrittenEntry {
  section: AbilitySection;
  name: string;
  desc: string;
  bonus: boolean;
}

interface EntryInProgress extends Omit<WrittenEntry, 'desc'> {
  /** Lines and the breaks between them, joined once at the end: a hostile paste of short lines stays linear. */
  pieces: string[];
}

export interface Body {
  entries: WrittenEntry[];
  /** "can take 3 legendary actions", "Legendary Action Uses: 3". */
  legendaryCount?: number;
  unread: SourceLine[];
}

const LEGENDARY_COUNT = /\bcan take (\d{1,2}) legendary actions|\blegendary action uses:? ?(\d{1,2})/i;

/**
 * The entries under their headings; before the first heading they are traits. A line that starts no entry
 * continues the one before it (a wrapped line, a spell list, another paragraph); before a section's first
 * entry it is the section's introduction, which only the legendary actions have. `lowercase`: the block was
 * typed in lowercase, headings and names too.
 */
export function readBody(lines: readonly SourceLine[], lowercase = false): Body {
  const body: Body = { entries: [], unread: [] };
  const entries: EntryInProgress[] = [];
  let heading: Heading = { title: 'Traits', section: 'special_abilities' };
  let current: EntryInProgress | undefined;
  for (let index = 0; index < lines.length; index += 1) {
    const source = lines[index] as SourceLine;
    const text = source.text;
    const next = headingOf(text, lowercase);
    if (next) {
      heading = next;
      if (next.count !== undefined && next.section === 'legendary_actions') body.legendaryCount = next.count;
      current = next.whole ? { section: next.section, name: next.title, pieces: [], bonus: false } : undefined;
      if (current) entries.push(current);
      continue;
    }
    // Page text is never an entry nor part of one, whatever its words look like ("Habitat: Swamp; …").
    if (isPageFurniture(text)) {
      body.unread.push(source);
      continue;
    }
    const canStart = !heading.whole && !(current && cutMidPhrase(current.pieces));
    // After a line that ended mid-sentence, a name must be followed by its text ("Hit" / "Points." is no entry).
    const open = current !== undefined && !/[.!?:)]$/.test((current.pieces.at(-1) ?? '').slice(-1));
    let start = canStart ? entryStartOf(text, { lowercase, colon: !open }) : undefined;
    if (start && open && !/^[A-Z0-9]/.test(start.rest)) start = undefined;
    // A narrow column broke the name itself: "Volley of Bones (Recharge after a Short or" / "Long Rest). The …".
    const following = lines[index + 1];
    if (canStart && !open && !start && following && !/[.:!?]$/.test(text.slice(-1))) {
      const joined = entryStartOf(`${text} ${following.text.slice(0, 120)}`);
      if (joined && joined.name.length > text.length) {
        const rest = following.text.slice(joined.name.length - text.length - 1).replace(/^[.:]\s*/, '');
        start = { name: joined.name, rest };
        index += 1;
      }
    }
    if (start) {
      current = { section: heading.section, name: start.name, pieces: [start.rest], bonus: heading.bonus === true };
      entries.push(current);
      continue;
    }
    if (current) {
      addLine(current.pieces, text);
      continue;
    }
    const count = heading.section === 'legendary_actions' ? LEGENDARY_COUNT.exec(text) : null;
    if (count) body.legendaryCount = Number(count[1] ?? count[2]);
    else if (heading.section !== 'legendary_actions') body.unread.push(source);
  }
  body.entries = entries.map(({ pieces, ...entry }) => ({ ...entry, desc: pieces.join('') }));
  return body;
}

// A page broke the line inside a phrase ("… must succeed on a DC 13" / "Constitution saving throw …", the 2024
// "… regains 10 Hit" / "Points. …"): what follows cannot start an entry, however much it looks like a name.
const MID_PHRASE =
  /(,|\b(a|an|the|of|to|and|or|on|in|by|for|with|from|DC \d{1,2}|Hit|Armor|Attack|Saving|Bonus|Temporary|Passive|Difficult))$/;

function cutMidPhrase(pieces: readonly string[]): boolean {
  return MID_PHRASE.test((pieces.at(-1) ?? '').slice(-12));
}

/** A line that ends a sentence ends a paragraph as far as anyone can tell; a wrapped line goes on with a space. */
function addLine(pieces: string[], text: string): void {
  const last = pieces.at(-1) ?? '';
  if (last !== '') pieces.push('.:!?'.includes(last[last.length - 1] ?? '') ? '\n' : ' ');
  pieces.push(text);
}
