import { isObject } from '@skald/statblock/json/json-values';
import type { ConvertedFile, ConvertOptions } from './converted-file.ts';
import { detectFormat } from './detect-format.ts';
import { convertImprovedInitiative } from './improved-initiative/convert-improved-initiative.ts';
import { convertMonsters } from './monsters/convert-monsters.ts';
import { convertShieldmaiden } from './shieldmaiden/convert-shieldmaiden.ts';
import { passThrough } from './skald/pass-through.ts';

export const UNRECOGNISED_FILE =
  'Skald cannot tell what this file is. It reads its own library files, Shieldmaiden exports (NPCs, spells, ' +
  'campaigns and encounters), Improved Initiative exports and stat blocks, and 5e-database or Open5e monsters.';

/**
 * Any parsed JSON as a Skald library file (version 2): Skald's own file passes through unchanged; another tool's
 * file is told by its fields and converted by its format's folder, every record with a fresh id and the links
 * between them kept. Records that cannot be converted are notes; the rest still convert. Never throws.
 */
export async function convertLibraryFile(json: unknown, options: ConvertOptions = {}): Promise<ConvertedFile> {
  try {
    const format = detectFormat(json);
    if (format === 'skald' && isObject(json)) return passThrough(json);
    if (format === 'shieldmaiden') return await convertShieldmaiden(json, options);
    if (format === 'improved-initiative') return await convertImprovedInitiative(json, options);
    if (format === '5e-database' || format === 'open5e') return await convertMonsters(json, format, options);
    return { ok: false, message: UNRECOGNISED_FILE };
  } catch (error) {
    // A file deep enough to overflow the stack, or a lookup of the caller's that failed.
    const problem = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `The file could not be converted (${problem}), so nothing was imported.` };
  }
}
