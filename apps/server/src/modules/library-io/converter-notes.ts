import type { ImportNote } from '@skald/contract/library/library-io-routes';
import type { ConverterNote } from '@skald/importers/converted-file';

/** The converter's notes for the report: what it left out (`rejected`), and what it took with a change. */
export function converterNotes(notes: ConverterNote[]): { rejected: ImportNote[]; changed: ImportNote[] } {
  const rejected: ImportNote[] = [];
  const changed: ImportNote[] = [];
  for (const { kept, ...note } of notes) (kept ? changed : rejected).push(note);
  return { rejected, changed };
}

/**
 * The converter's changes to records the import still takes: one it then left out (no slot, a refused field,
 * a duplicate skipped) is not also said to be "imported with a change".
 */
export function changesToKept(changed: ImportNote[], leftOut: Pick<ImportNote, 'kind' | 'name'>[]): ImportNote[] {
  const left = new Set(leftOut.map((note) => `${note.kind}\n${note.name.toLowerCase()}`));
  return changed.filter((note) => !left.has(`${note.kind}\n${note.name.toLowerCase()}`));
}
