import { LIBRARY_IMPORT_MAX_BYTES, LIBRARY_IO_MESSAGES } from '@skald/contract/library/library-io-limits';

/** A chosen file as JSON, or the sentence saying why it cannot be a library file. */
export type ReadFile = { ok: true; value: object } | { ok: false; error: string };

/** Reads a chosen file before it is sent: too large, unreadable or not JSON is said here, in a sentence. */
export async function readLibraryFile(file: Blob): Promise<ReadFile> {
  if (file.size > LIBRARY_IMPORT_MAX_BYTES) return { ok: false, error: LIBRARY_IO_MESSAGES.tooLarge };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: 'The file could not be read; it may have been moved or deleted. Choose it again.' };
  }
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { ok: true, value };
  } catch {
    return { ok: false, error: LIBRARY_IO_MESSAGES.notJson };
  }
  return { ok: false, error: 'This is not a Skald library file.' };
}
