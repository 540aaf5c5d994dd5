/**
 * The deepest a request's JSON may nest objects and lists. Skald's deepest request (a roll card inside a
 * batch inside a sync, a stat block in an import) nests under 20; thousands deep makes a parsed value
 * that recursive code (validation, the database's jsonb) cannot walk.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/** Where the string opened at `open` ends: its closing quote, found by the native search, past escaped ones. */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return text.length;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return at;
  }
}

/**
 * Whether JSON text nests deeper than `max`, read from the text before it is parsed, so a nesting bomb
 * costs one pass over its characters and no parsed value. Brackets inside strings do not count; a
 * string's characters are skipped by the native search for its closing quote.
 */
export function nestsDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (char === QUOTE) {
      i = closingQuote(text, i);
    } else if (char === OPEN_BRACE || char === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === CLOSE_BRACE || char === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}
