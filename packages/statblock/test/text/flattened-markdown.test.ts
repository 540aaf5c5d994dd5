import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readStatBlock } from '../../src/read-stat-block.ts';
import { BLIND_MARKDOWN_SAMPLES } from '../samples/blind-markdown-samples.ts';
import { fieldChecks } from './sample-fields.ts';

describe('markdown whose line breaks were lost', () => {
  it.each(BLIND_MARKDOWN_SAMPLES.map((sample) => [sample.source, sample] as const))(
    '%s pasted as one line reads like the block itself, nothing left unread',
    (_source, sample) => {
      const reading = readStatBlock(sample.text.split('\n').join(' '));
      if (!reading.ok) throw new Error(reading.message);
      const expected = { ...sample.expected, name: sample.expected.name.toLowerCase() };
      const wrong = fieldChecks(reading.monster, expected).filter(
        (check) => !isDeepStrictEqual(check.actual, check.expected),
      );
      expect(wrong).toEqual([]);
      expect(reading.unread).toEqual([]);
    },
  );
});
