import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { convertLibraryFile } from '../src/convert-library-file.ts';
import type { ConvertedFile, ConvertOptions } from '../src/converted-file.ts';
import type { FileRecord } from '../src/library-builder.ts';

/** Our own sample files (`./samples/`), written from the formats README and the tools' public schemas. */
export function sample(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8'));
}

export type ConvertedLibrary = Record<'campaigns' | 'players' | 'npcs' | 'spells' | 'encounters', FileRecord[]> & {
  format: string;
  version: number;
};

/** A file converted, which must have converted. */
export async function converted(json: unknown, options?: ConvertOptions) {
  const result: ConvertedFile = await convertLibraryFile(json, options);
  if (!result.ok) throw new Error(`expected a conversion, got "${result.message}"`);
  return { ...result, library: result.file as ConvertedLibrary };
}

/** The one record of a list named so (NPC and spell names are lowercase in the file). */
export function named(records: FileRecord[], name: string): FileRecord {
  const record = records.find((entry) => entry.name === name || entry.character_name === name);
  expect(record, `a record named ${name}`).toBeDefined();
  return record as FileRecord;
}

/** A record's create body: the record without the id the file gives it. */
export function body(record: FileRecord): Record<string, unknown> {
  const { id: _id, ...fields } = record;
  return fields;
}
