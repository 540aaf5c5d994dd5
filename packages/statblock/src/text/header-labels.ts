import type { Ability } from '@skald/rules/constants/abilities';

/** The fields a stat block's top part names, whatever words a layout uses for them. */
export type HeaderField =
  | 'armor_class'
  | 'initiative'
  | 'hit_points'
  | 'speed'
  | 'saving_throws'
  | 'skills'
  | 'damage_vulnerabilities'
  | 'damage_resistances'
  | 'damage_immunities'
  | 'condition_immunities'
  | 'defenses'
  | 'gear'
  | 'senses'
  | 'languages'
  | 'challenge'
  | 'proficiency_bonus'
  | 'abilities';

interface Label {
  words: string;
  field: HeaderField;
  /** Short labels ("AC", "HP", "CR") count only before a number, so a word in a value is not taken for one. */
  beforeNumber?: boolean;
}

// A label before any shorter label it starts with ("Challenge Rating" before "Challenge"); a label is taken only
// where a word ends after it, so "Damage Resistance" never takes the start of "Damage Resistances".
const LABELS: readonly Label[] = [
  { words: 'Damage Vulnerabilities', field: 'damage_vulnerabilities' },
  { words: 'Damage Vulnerability', field: 'damage_vulnerabilities' },
  { words: 'Damage Resistance', field: 'damage_resistances' },
  { words: 'Condition Immunity', field: 'condition_immunities' },
  { words: 'Passive Perception', field: 'senses' },
  { words: 'Challenge Rating', field: 'challenge' },
  { words: 'Damage Immunity', field: 'damage_immunities' },
  { words: 'Damage Resistances', field: 'damage_resistances' },
  { words: 'Damage Immunities', field: 'damage_immunities' },
  { words: 'Condition Immunities', field: 'condition_immunities' },
  { words: 'Proficiency Bonus', field: 'proficiency_bonus' },
  { words: 'Saving Throws', field: 'saving_throws' },
  { words: 'Vulnerabilities', field: 'damage_vulnerabilities' },
  { words: 'Armor Class', field: 'armor_class' },
  { words: 'Armour Class', field: 'armor_class' },
  { words: 'Resistances', field: 'damage_resistances' },
  { words: 'Immunities', field: 'defenses' },
  { words: 'Initiative', field: 'initiative' },
  { words: 'Hit Points', field: 'hit_points' },
  { words: 'Challenge', field: 'challenge' },
  { words: 'Languages', field: 'languages' },
  { words: 'Senses', field: 'senses' },
  { words: 'Skills', field: 'skills' },
  { words: 'Speed', field: 'speed' },
  { words: 'Saves', field: 'saving_throws' },
  { words: 'Gear', field: 'gear' },
  { words: 'AC', field: 'armor_class', beforeNumber: true },
  { words: 'HP', field: 'hit_points', beforeNumber: true },
  { words: 'CR', field: 'challenge', beforeNumber: true },
  { words: 'PB', field: 'proficiency_bonus', beforeNumber: true },
];

const ABILITY_WORDS: Readonly<Record<string, Ability>> = {
  str: 'strength',
  dex: 'dexterity',
  con: 'constitution',
  int: 'intelligence',
  wis: 'wisdom',
  cha: 'charisma',
  strength: 'strength',
  dexterity: 'dexterity',
  constitution: 'constitution',
  intelligence: 'intelligence',
  wisdom: 'wisdom',
  charisma: 'charisma',
};

/** 'STR', 'Dex', 'wisdom' → the ability; undefined for any other word. */
export function abilityOfWord(word: string): Ability | undefined {
  return ABILITY_WORDS[word.toLowerCase()];
}

/** A part of a line: the label that starts it (none for text before the first label) and what follows. */
export interface LabelledPart {
  field?: HeaderField;
  label?: string;
  value: string;
  /** Where the value starts in the line. */
  at: number;
}

const WORD_CHARACTER = /[A-Za-z0-9]/;

/**
 * Cuts a line of the top part at every label written in a stat block's own capitals ("Armor Class", "AC",
 * "STR"), so a flattened copy or a 2024 line holding "AC 15 Initiative +2 (12)" gives one part per field.
 */
export function splitAtLabels(text: string): LabelledPart[] {
  const parts: LabelledPart[] = [];
  let current: LabelledPart = { value: '', at: 0 };
  let start = 0;
  let position = 0;
  while (position < text.length) {
    // Every label starts with a capital: the cheap test first, as a hostile line may be all word starts.
    const atWordStart =
      position === 0 || (/[A-Z]/.test(text[position] ?? '') && !WORD_CHARACTER.test(text[position - 1] ?? ''));
    const found = atWordStart ? labelAt(text, position) : undefined;
    if (found) {
      current.value = text.slice(start, position).trim();
      if (current.field || current.value !== '') parts.push(current);
      current = { field: found.field, label: found.label, value: '', at: position + found.label.length };
      position += found.label.length;
      start = position;
      continue;
    }
    position += 1;
  }
  current.value = text
    .slice(start)
    .trim()
    .replace(/^[:.]\s*/, '');
  if (current.field || current.value !== '') parts.push(current);
  return parts.map((part) => ({ ...part, value: part.value.replace(/^[:.]\s*/, '') }));
}

function labelAt(text: string, position: number): { field: HeaderField; label: string } | undefined {
  for (const { words, field, beforeNumber } of LABELS) {
    if (!startsWithAt(text, position, words)) continue;
    const after = text.slice(position + words.length, position + words.length + 3);
    if (WORD_CHARACTER.test(after[0] ?? '')) continue;
    if (beforeNumber && !/^:? ?[+\-—0-9]/.test(after)) continue;
    return { field, label: text.slice(position, position + words.length) };
  }
  const word = /^[A-Za-z]{3,12}/.exec(text.slice(position, position + 13))?.[0] ?? '';
  const after = text.slice(position + word.length, position + word.length + 12);
  if (abilityOfWord(word) && isAbilityLabel(word, after, position === 0)) {
    return { field: 'abilities', label: word };
  }
  return undefined;
}

/**
 * "STR" or "Str" as a column of the score table: followed by a score, another column, or nothing. At the
 * start of a line, where notes typed in lowercase put it, "str dex con …" counts too.
 */
function isAbilityLabel(word: string, after: string, lineStart: boolean): boolean {
  const capitals = word === word.toUpperCase() || word === word[0]?.toUpperCase() + word.slice(1).toLowerCase();
  if (!capitals && !(lineStart && word === word.toLowerCase())) return false;
  if (/^[A-Za-z]/.test(after)) return false;
  const next = after.trimStart();
  if (next === '' || /^\d/.test(next) || /^(mod|save)\b/i.test(next)) return true;
  const nextWord = /^[A-Za-z]+/.exec(next)?.[0];
  return nextWord !== undefined && abilityOfWord(nextWord) !== undefined;
}

/**
 * Labels are matched in the case they are written in a stat block, or all in capitals as some PDFs print them,
 * so a word inside a value ("its speed") is not taken for one.
 */
function startsWithAt(text: string, position: number, words: string): boolean {
  const written = text.slice(position, position + words.length);
  if (written === words || written === words.toUpperCase()) return true;
  // At the start of a line a long label may be typed in any case ("Hit points 45").
  return position === 0 && words.length > 4 && written.toLowerCase() === words.toLowerCase();
}
