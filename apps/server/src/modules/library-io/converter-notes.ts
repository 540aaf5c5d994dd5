import type { ImportNote } from '@skald/contract/library/library-io-routes';
import type { ConverterNote } from '@skald/importers/converted-file';

/** The converter's notes for the report: what it left out (`rejected`), and what it took with a change. */
export function converterNotes(notes: ConverterNote[]): { rejected: ImportNote[]; changed: ImportNote[] } {
  const rejected: ImportNote[] = [];
  const changed: ImportNote[] = [];
  for (const { kept, ...note } of notes) (kept ? changed : rejected).push(note);
  return { rejected, changed };
}
