/** Where an entry ("Multiattack. The goblin makes two attacks.") starts in a piece of text. */
export interface EntryStart {
  /** The name as written, with its brackets: "Fire Breath (Recharge 5-6)". */
  name: string;
  /** The text after the name's period. */
  rest: string;
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'or', 'a', 'an', 'in', 'on', 'to', 'with', 'from', 'for', 'at', 'by']);
const MOST_WORDS = 10;
const LONGEST_NAME = 90;
const LONGEST_BRACKET = 60;
const ATTACK_AFTER_COLON = /^ (Melee|Ranged) (or Ranged )?(Weapon |Spell )?Attack/;

// A stat block typed all in lowercase names its entries in a few words ("pack tactics. the kobold …").
const MOST_LOWERCASE_WORDS = 5;
// What a line of an entry's text may start with before a colon: its rolls' parts ("Hit:", the 2024 "Failure:",
// "Trigger:") and its spell lists ("At Will:", "Cantrips (at will):"), which start no entry.
const NO_NAME_BEFORE_COLON =
  /^(hit|miss|hit or miss|failure|success|failure or success|first failure|second failure|trigger|response|at will|cantrips|constant|spells)$|saving throw$|attack roll$/i;

/**
 * How names may be written besides "Name.": all in lowercase in a block typed so (`lowercase`); "Name: text"
 * as homebrew writes traits (`colon`, for a whole line after a finished sentence).
 */
export interface NameOptions {
  lowercase?: boolean;
  colon?: boolean;
}

/**
 * An entry's name at the start of `text`: words in title case (small words allowed inside, brackets holding
 * anything short), the last ending in a period that a space or the end follows. In a block typed in
 * lowercase, a name of a few lowercase words counts when text follows it. Hand-written, not one regular
 * expression, so a hostile line costs at most the longest name to look at.
 */
export function entryStartOf(text: string, options: NameOptions = {}): EntryStart | undefined {
  const lowercase = options.lowercase === true;
  let position = 0;
  let words = 0;
  let letters = false;
  const mostWords = lowercase ? MOST_LOWERCASE_WORDS : MOST_WORDS;
  while (position < text.length && position <= LONGEST_NAME && words < mostWords) {
    if (text[position] === '(') {
      const bracket = text.slice(position, position + LONGEST_BRACKET);
      const close = bracket.indexOf(')');
      if (close < 0 || bracket.slice(0, close).includes('.')) return;
      position += close + 1;
    } else {
      const end = wordEnd(text, position);
      const word = text.slice(position, end);
      if (!isNameWord(word, words === 0) && !(lowercase && isLowercaseNameWord(word, words === 0))) return;
      if (/\p{L}/u.test(word)) letters = true;
      position = end;
    }
    words += 1;
    if (text[position] === '.' && (position + 1 === text.length || text[position + 1] === ' ')) {
      if (!letters) return;
      const start = { name: text.slice(0, position).trim(), rest: text.slice(position + 1).trim() };
      // A wrapped sentence's last words ("rely on smell.") are no name: a lowercase name has its text after it.
      if (lowercase && start.rest === '' && !/^[A-Z]/.test(start.name)) return;
      return start;
    }
    // Homebrew's "Bite: Melee Weapon Attack: …": a colon ends a name only before an attack.
    if (text[position] === ':' && letters && ATTACK_AFTER_COLON.test(text.slice(position + 1, position + 40))) {
      return { name: text.slice(0, position).trim(), rest: text.slice(position + 1).trim() };
    }
    // Homebrew's "Keen Smell: The rat has advantage …", where a sentence follows.
    if (text[position] === ':' && letters && options.colon && /^ [A-Z][a-z]/.test(text.slice(position + 1))) {
      const name = text.slice(0, position).trim();
      if (!NO_NAME_BEFORE_COLON.test(name)) return { name, rest: text.slice(position + 1).trim() };
    }
    if (text[position] !== ' ') return;
    position += 1;
  }
  return undefined;
}

/** A name's word: letters of any script, digits and a few marks, or an emoji a homebrewer put in ("Bite 🦷"). */
const NAME_CHARACTER = /[\p{L}\p{M}0-9'/&+-]|\p{Extended_Pictographic}|[\u200d\ufe0f\u{1f3fb}-\u{1f3ff}]/u;
const EMOJI = /^\p{Extended_Pictographic}/u;

function wordEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && end - start < 30) {
    const character = String.fromCodePoint(text.codePointAt(end) ?? 0);
    if (!NAME_CHARACTER.test(character)) break;
    end += character.length;
  }
  return end;
}

function isNameWord(word: string, first: boolean): boolean {
  if (word === '') return false;
  if (/^\p{Lu}/u.test(word)) return true;
  if (first) return false;
  return /^\d/.test(word) || SMALL_WORDS.has(word) || EMOJI.test(word);
}

function isLowercaseNameWord(word: string, first: boolean): boolean {
  return /^\p{Ll}[\p{Ll}'-]*$/u.test(word) && !(first && SMALL_WORDS.has(word));
}
