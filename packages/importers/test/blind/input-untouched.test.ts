import { describe, expect, it } from 'vitest';
import { convertLibraryFile } from '../../src/convert-library-file.ts';
import { SAMPLE_FILES } from './sample-files.ts';

/**
 * The converter only reads what it is given: every sample, frozen all through, converts as a fresh copy does
 * (a write into a frozen object throws in a module), so the server may still show the file as sent.
 */
function deepFrozen<Value>(value: Value): Value {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}

describe('the file given to the converter', () => {
  it.each(Object.keys(SAMPLE_FILES))('%s is read, never changed', async (file) => {
    const frozen = await convertLibraryFile(deepFrozen(structuredClone(SAMPLE_FILES[file])));
    const fresh = await convertLibraryFile(structuredClone(SAMPLE_FILES[file]));
    // Ids are new on every conversion: compare what the GM is told, and the format.
    const told = (result: typeof fresh) =>
      result.ok
        ? [result.format, ...result.notes.map((note) => `${note.kind} ${note.name}: ${note.reason}`)]
        : [result.message];
    expect(told(frozen)).toEqual(told(fresh));
  });
});
