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

/** Shown in title case, stored lowercase (content.md §5): "ancient red dragon" → "Ancient Red Dragon". */
export function titleCase(name: string): string {
  return name.replace(
    /(^|[\s\-(/])(\p{L})/gu,
    (_match, before: string, letter: string) => before + letter.toUpperCase(),
  );
}
