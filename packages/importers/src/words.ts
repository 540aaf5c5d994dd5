/** "1 spell", "3 spells": a count and its word, as labels and notes write them. */
export function plural(amount: number, word: string): string {
  return `${amount} ${word}${amount === 1 ? '' : 's'}`;
}
