const ELLIPSIS = '…';

/**
 * At most `max` characters, the ellipsis included: cut at the last word boundary that fits (unless that
 * would throw away more than a third), trailing punctuation trimmed. Short text is returned whole.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  if (max <= ELLIPSIS.length) return ELLIPSIS.slice(0, max);
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace >= (max * 2) / 3 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/** Markdown-ish source text as plain prose: no #, |, *, _ or list markers; lines joined by spaces. */
export function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/^\|?\s*:?-{3,}/.test(line))
    .map((line) =>
      line
        .replace(/^#{1,6}\s+/, '')
        .replace(/^[-*+]\s+/, '')
        .replace(/^\|\s*|\s*\|$/g, '')
        .replace(/\s*\|\s*/g, ', ')
        .replace(/(\*{1,3}|_{1,3})(\S(?:.*?\S)?)\1/g, '$2'),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
