import type { ConvertedFile } from '../converted-file.ts';

/** Skald's own library file, of any version: the import route checks it as it always has. */
export function passThrough(file: Record<string, unknown>): ConvertedFile {
  const version = typeof file.version === 'number' ? ` (version ${file.version})` : '';
  return { ok: true, format: 'skald', label: `a Skald library file${version}`, file, notes: [] };
}
