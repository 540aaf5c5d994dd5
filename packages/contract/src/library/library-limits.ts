/** The library's constants and refusals (content.md §8, §9), zod-free so any page may read them. */

/** Lists show 15 rows a page. */
export const LIBRARY_PAGE_SIZE = 15;
/** The longest name search a list accepts. */
export const LIBRARY_SEARCH_MAX_LENGTH = 100;

export const LIBRARY_MESSAGES = {
  notEnoughSlots: 'Not enough slots',
  overencumbered:
    'You have more content than your tier allows. Delete some, or move to a larger tier, before adding more.',
  notFound: 'Nothing was found at this address.',
} as const;

/** Short words a title keeps lowercase unless they start it. */
const MINOR_WORDS = new Set(['a', 'an', 'and', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/**
 * Shown in title case, stored lowercase (content.md §5): "bag of holding" → "Bag of Holding",
 * "+1 longsword" → "+1 Longsword".
 */
export function titleCase(name: string): string {
  let first = true;
  return name.replace(/\p{L}[\p{L}'’]*/gu, (word) => {
    const keepLower = !first && MINOR_WORDS.has(word.toLowerCase());
    first = false;
    return keepLower ? word : word.charAt(0).toUpperCase() + word.slice(1);
  });
}
