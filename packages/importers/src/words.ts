/** "1 spell", "3 spells": a count and its word, as labels and notes write them. */
export function plural(amount: number, word: string): string {
  return `${amount} ${word}${amount === 1 ? '' : 's'}`;
}

/** A record's name: text that is not blank (a number or a list is not a name). */
export function nameText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
