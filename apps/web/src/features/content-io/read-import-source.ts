import { LIBRARY_IMPORT_MAX_BYTES, LIBRARY_IO_MESSAGES } from '@skald/contract/library/library-io-limits';
import { checkJsonFile, type JsonCheck } from './check-json.ts';

/**
 * A chosen file or pasted text as the body to send, or the sentence saying why it is not sent. The file goes
 * as it is on disk (the browser streams it), never parsed and written out again on the page's thread: the
 * server tells which format it is.
 */
export type ImportSource =
  | { ok: true; body: Blob | string; bytes: number; encountersWithoutCampaign: boolean }
  | { ok: false; error: string };

export const SOURCE_MESSAGES = {
  unreadable: 'The file could not be read; it may have been moved or deleted. Choose it again.',
  empty: 'Paste the JSON of a file first.',
} as const;

function sourceOf(body: Blob | string, bytes: number, check: JsonCheck): ImportSource {
  if (check.ok) return { ok: true, body, bytes, encountersWithoutCampaign: check.encountersWithoutCampaign };
  return { ok: false, error: check.unreadable ? SOURCE_MESSAGES.unreadable : LIBRARY_IO_MESSAGES.notJson };
}

/** A chosen or dropped file: its size is refused before a byte of it is read. */
export async function readImportFile(file: Blob): Promise<ImportSource> {
  if (file.size > LIBRARY_IMPORT_MAX_BYTES) return { ok: false, error: LIBRARY_IO_MESSAGES.tooLarge };
  return sourceOf(file, file.size, await checkJsonFile(file));
}

/** Pasted JSON, counted in the bytes it is sent as, and checked in the worker as a file is. */
export async function readPastedJson(text: string): Promise<ImportSource> {
  if (text.trim() === '') return { ok: false, error: SOURCE_MESSAGES.empty };
  const pasted = new Blob([text], { type: 'application/json' });
  if (pasted.size > LIBRARY_IMPORT_MAX_BYTES) return { ok: false, error: LIBRARY_IO_MESSAGES.tooLarge };
  return sourceOf(text, pasted.size, await checkJsonFile(pasted));
}
