/** The source's paragraphs as one text, a blank line between them. */
export function paragraphs(desc: string | readonly string[] | undefined): string {
  if (desc === undefined) return '';
  return typeof desc === 'string' ? desc : desc.join('\n\n');
}
