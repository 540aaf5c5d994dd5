const TOP_LEVEL_COMMA = /\s*,\s*(?![^(]*\))/;

/**
 * "Common, Draconic" → two languages; "understands Common, Elvish, and Sylvan but can't speak" stays one,
 * as does a parenthesis.
 */
export function splitLanguages(text: string): string[] {
  const languages: string[] = [];
  for (const part of text.split(TOP_LEVEL_COMMA)) {
    if (part === '') continue;
    const last = languages.at(-1);
    if (last !== undefined && /^understands\b/i.test(last) && !/\bbut\b/.test(last)) {
      languages[languages.length - 1] = `${last}, ${part}`;
    } else {
      languages.push(part);
    }
  }
  return languages;
}
