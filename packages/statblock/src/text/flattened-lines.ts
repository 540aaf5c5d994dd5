import { entryStartOf } from './entry-name.ts';
import { splitAtLabels } from './header-labels.ts';
import { HEADING_TITLES } from './sections.ts';
import type { SourceLine } from './source-lines.ts';

/** A copy whose line breaks were lost holds three or more fields on one line (the score table counts once). */
export function isFlattened(lines: readonly SourceLine[]): boolean {
  return lines.some(
    ({ text }) => new Set(splitAtLabels(text).flatMap((part) => (part.field ? [part.field] : []))).size >= 3,
  );
}

const TITLES = HEADING_TITLES.map((title) => title.replace(/\b[a-z]/g, (letter) => letter.toUpperCase()));
const LOOK_AHEAD = 120;
const ATTACK_WORDING = /^(Melee|Ranged) (or Ranged )?(Weapon |Spell )?Attack/;
// What only an entry's first words are: an attack, or a 2024 saving throw ("Dexterity Saving Throw: DC 15").
const ENTRY_WORDING = /^((Melee|Ranged) (or Ranged )?(Weapon |Spell )?Attack|[A-Z][a-z]{2,11} Saving Throw: DC)/;

/**
 * The entries of a flattened copy, one line each again: a line is cut where a sentence ends and a heading
 * ("Actions", "Legendary Actions") or an entry's name ("Bite.") starts. Each piece keeps its line's number.
 * `strict` (for a copy that kept its line breaks, where a sentence may well start with capitals) cuts only
 * before a name whose text is an attack or a 2024 saving throw, and before a heading such a name follows.
 */
export function unflattenEntries(lines: readonly SourceLine[], strict = false): SourceLine[] {
  return lines.flatMap(({ line, text }) => pieces(text, strict).map((piece) => ({ line, text: piece })));
}

function pieces(text: string, strict: boolean): string[] {
  const found: string[] = [];
  let start = 0;
  const cut = (end: number) => {
    const piece = text.slice(start, end).trim();
    if (piece !== '') found.push(piece);
  };
  for (let index = 0; index < text.length; index += 1) {
    if (index > 0 && text[index - 1] !== ' ') continue;
    const afterSentence = index === 0 || text[index - 2] === '.' || text[index - 2] === ':';
    const title = headingAt(text, index, afterSentence && !strict);
    if (title) {
      cut(index);
      found.push(title);
      start = index + title.length + 1;
      index = start - 1;
      continue;
    }
    const entry = index > start ? entryStartOf(text.slice(index, index + LOOK_AHEAD)) : undefined;
    // A sentence the source left without its period ("makes two attacks Claw. Melee Weapon Attack: …").
    const cuts = strict
      ? afterSentence && ENTRY_WORDING.test(entry?.rest ?? '')
      : afterSentence || (ATTACK_WORDING.test(entry?.rest ?? '') && afterLowercaseWord(text, index));
    if (entry && cuts) {
      cut(index);
      start = index;
    }
  }
  cut(text.length);
  return found;
}

/** A heading run into the text: after a sentence, or anywhere an entry's name follows it ("… lightning Actions Claw. …"). */
export function headingAt(text: string, index: number, afterSentence: boolean): string | undefined {
  const title = TITLES.find(
    (words) => text.startsWith(words, index) && [undefined, ' '].includes(text[index + words.length]),
  );
  if (!title) return undefined;
  // "Legendary Actions (2)": the count goes with the heading.
  const count = / \(\d{1,2}(?:\/[A-Za-z]{1,8})?\)(?= |$)/.exec(
    text.slice(index + title.length, index + title.length + 14),
  );
  const heading = count?.index === 0 ? title + count[0] : title;
  if (afterSentence) return heading;
  const next = index + heading.length + 1;
  return entryStartOf(text.slice(next, next + LOOK_AHEAD)) ? heading : undefined;
}

/** The name starts here and not earlier: the word before it is part of a sentence ("attacks Claw."), not of the name. */
function afterLowercaseWord(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 40), index - 1);
  return /(^| )[a-z][^ ]*$/.test(before);
}
