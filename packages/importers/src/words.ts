import { LIBRARY_FILE_MAX_RECORDS } from '@skald/contract/library/library-io-limits';

/** "1 spell", "3 spells": a count and its word, as labels and notes write them. */
export function plural(amount: number, word: string): string {
  return `${amount} ${word}${amount === 1 ? '' : 's'}`;
}

/** A record's name: text that is not blank (a number or a list is not a name). */
export function nameText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The refusal of a file with more records of a kind than one import takes (the library file's own limit). */
export function tooManyRecords(count: number, what: string): string {
  const most = LIBRARY_FILE_MAX_RECORDS.toLocaleString('en-US');
  return `The file holds ${count.toLocaleString('en-US')} ${what}; Skald imports at most ${most} of a kind from one file, so nothing was imported.`;
}

/** "A", "A and B", "A, B and C": names as a sentence lists them. */
export function listed(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
