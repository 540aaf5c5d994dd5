import { describe, expect, it } from 'vitest';
import { convertLibraryFile } from '../../src/convert-library-file.ts';
import { SAMPLE_FILES } from './sample-files.ts';

/** Files no format reads, and values no file holds: a clear sentence naming what Skald reads, never a throw. */

const deeplyNested = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

const ODD_VALUES: [string, unknown][] = [
  ['null', null],
  ['a number', 42],
  ['a string', 'Shieldmaiden'],
  ['an empty list', []],
  ['an empty object', {}],
  ['a list of lists', [[1, 2], [3]]],
  ['a meta that is null', { meta: null, npcs: {} }],
  ['a future Shieldmaiden version', { meta: { export_version: '9.0' }, npcs: 'none' }],
  ['a store entry that is a number', { 'Creatures.abc': 5 }],
  ['an Open5e page whose results are text', { count: 1, results: 'goblin' }],
  ['a prototype key', JSON.parse('{"__proto__": {"polluted": true}, "npcs": {"__proto__": {"name": "x"}}}')],
  ['an array nested 5,000 deep', deeplyNested(5_000)],
];

describe('a file no format reads', () => {
  it('is refused with a sentence naming the formats Skald reads', async () => {
    const result = await convertLibraryFile(structuredClone(SAMPLE_FILES['unrecognised-shopping-list.json']));
    expect(result.ok).toBe(false);
    const message = result.ok ? '' : result.message;
    for (const tool of [/skald/i, /shieldmaiden/i, /improved initiative/i, /5e-database/i, /open5e/i]) {
      expect(message).toMatch(tool);
    }
  });

  it.each(ODD_VALUES)('%s: answers, never throws, and pollutes nothing', async (_what, value) => {
    const result = await convertLibraryFile(value);
    if (result.ok) expect(Array.isArray(result.notes)).toBe(true);
    else expect(result.message.length).toBeGreaterThan(10);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
