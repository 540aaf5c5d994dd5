import { LIBRARY_IMPORT_MAX_BYTES, LIBRARY_IO_MESSAGES } from '@skald/contract/library/library-io-limits';
import { hasEncountersWithoutCampaign } from './encounters-without-campaign.ts';

/**
 * A chosen file or pasted text as the JSON text to send, or the sentence saying why it is not sent. The
 * text goes as it was read: the server tells which format it is, and a 20 MB file is not written out again.
 */
export type ImportSource =
  | { ok: true; text: string; bytes: number; encountersWithoutCampaign: boolean }
  | { ok: false; error: string };

export const SOURCE_MESSAGES = {
  unreadable: 'The file could not be read; it may have been moved or deleted. Choose it again.',
  empty: 'Paste the JSON of a file first.',
} as const;

/** Refuses what is too large or not JSON, here and before anything is sent. */
function checked(text: string, bytes: number): ImportSource {
  if (bytes > LIBRARY_IMPORT_MAX_BYTES) return { ok: false, error: LIBRARY_IO_MESSAGES.tooLarge };
  let json: unknown;
  try {
    // Tens of milliseconds for 20 MB; the value is read for one question and dropped, the text is what goes.
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: LIBRARY_IO_MESSAGES.notJson };
  }
  return { ok: true, text, bytes, encountersWithoutCampaign: hasEncountersWithoutCampaign(json) };
}

/** A chosen or dropped file: its size is refused before a byte of it is read. */
export async function readImportFile(file: Blob): Promise<ImportSource> {
  if (file.size > LIBRARY_IMPORT_MAX_BYTES) return { ok: false, error: LIBRARY_IO_MESSAGES.tooLarge };
  try {
    return checked(await file.text(), file.size);
  } catch {
    return { ok: false, error: SOURCE_MESSAGES.unreadable };
  }
}

/** Pasted JSON, counted in the bytes it is sent as. */
export function readPastedJson(text: string): ImportSource {
  if (text.trim() === '') return { ok: false, error: SOURCE_MESSAGES.empty };
  return checked(text, new Blob([text]).size);
}
