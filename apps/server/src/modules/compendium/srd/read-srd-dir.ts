import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SrdFiles } from './srd-source.ts';

export const SRD_FILE_NAMES: Readonly<Record<keyof SrdFiles, string>> = {
  monsters: '5e-SRD-Monsters.json',
  spells: '5e-SRD-Spells.json',
  magicItems: '5e-SRD-Magic-Items.json',
  equipment: '5e-SRD-Equipment.json',
  conditions: '5e-SRD-Conditions.json',
  rules: '5e-SRD-Rules.json',
  ruleSections: '5e-SRD-Rule-Sections.json',
};

/** The raw lists of a 5e-database `src/2014/en` folder; an error names the file that is missing or unreadable. */
export async function readSrdDir(dir: string): Promise<SrdFiles> {
  const entries = await Promise.all(
    Object.entries(SRD_FILE_NAMES).map(async ([key, file]) => [key, await readList(dir, file)] as const),
  );
  return Object.fromEntries(entries) as unknown as SrdFiles;
}

/** One list file of the folder, parsed; an error names the file that is missing, unreadable or not a list. */
export async function readList(dir: string, file: string): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(join(dir, file), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT' ? `${dir} has no ${file}` : `${file} in ${dir} cannot be read (${code ?? String(error)})`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${file} in ${dir} is not valid JSON`);
  }
  if (!Array.isArray(data)) throw new Error(`${file} in ${dir} does not hold a list`);
  return data;
}
