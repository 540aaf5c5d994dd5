/** One line of the pasted text as the reader works on it, with its number (1-based) in the input. */
export interface SourceLine {
  line: number;
  text: string;
}

// What copying from a PDF or a web page puts in place of plain ASCII: minus signs and dashes, curly quotes,
// non-breaking and zero-width spaces, soft hyphens, ligatures.
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '—',
  '\u2015': '—',
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u2032': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u00a0': ' ',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\u3000': ' ',
  '\t': ' ',
  '\u00ad': '',
  '\u200b': '',
  '\u200c': '',
  '\u200d': '',
  '\u2060': '',
  '\ufeff': '',
  '\ufb00': 'ff',
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\ufb03': 'ffi',
  '\ufb04': 'ffl',
};
const REPLACED = new RegExp(`[${Object.keys(REPLACEMENTS).join('')}]`, 'g');
const SPACES = / {2,}/g;

/** The text in plain characters, one entry a line that holds anything, spaces folded. */
export function sourceLines(text: string): SourceLine[] {
  const lines: SourceLine[] = [];
  text.split(/\r\n|\r|\n|\u2028|\u2029/).forEach((raw, index) => {
    const clean = raw
      .replace(REPLACED, (character) => REPLACEMENTS[character] ?? character)
      .replace(SPACES, ' ')
      .trim();
    if (clean !== '') lines.push({ line: index + 1, text: clean });
  });
  return lines;
}

/** A PDF breaks "satu-" / "rated" across lines: a line ending in a hyphen after a letter, followed by one in lowercase. */
export function joinHyphenated(lines: readonly SourceLine[]): SourceLine[] {
  const joined: SourceLine[] = [];
  for (const current of lines) {
    const previous = joined.at(-1);
    if (previous && /[a-z]-$/.test(previous.text.slice(-2)) && /^[a-z]/.test(current.text)) {
      joined[joined.length - 1] = { line: previous.line, text: previous.text.slice(0, -1) + current.text };
    } else {
      joined.push(current);
    }
  }
  return joined;
}

/**
 * What a page adds around a copied block: a lone page number, "Page 12", a running title with a page number, and
 * the 2024 books' lore line "Habitat: Swamp; Treasure: Relics" (no field of a monster in a fight).
 */
export function isPageFurniture(text: string): boolean {
  return (
    /^(page )?\d{1,4}$/i.test(text) ||
    /^(system reference document|SRD)\b.{0,40} \d{1,4}$/i.test(text) ||
    /^habitat:? [^;]{1,120}; ?treasure\b/i.test(text)
  );
}
