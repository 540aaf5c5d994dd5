import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readStatBlock } from '../../src/read-stat-block.ts';
import { BLIND_MARKDOWN_SAMPLES } from '../samples/blind-markdown-samples.ts';
import { BLIND2_MARKDOWN_SAMPLES } from '../samples/blind2-markdown-samples.ts';
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

const LABEL_LINE =
  /^(> ?)?(- )?\*\*(Armor Class|Hit Points|Speed|Saving Throws|Skills|Damage|Condition|Senses|Languages|Challenge)/i;

/** Homebrew written in HTML habits: the top part's fields on one line, each after a `<br>`. */
function joinedByBreaks(text: string): string {
  const lines: string[] = [];
  for (const line of text.split('\n')) {
    const previous = lines.at(-1);
    if (previous !== undefined && LABEL_LINE.test(line) && LABEL_LINE.test(previous)) {
      lines[lines.length - 1] = `${previous}<br>${line.replace(/^(> ?)?(- )?/, '')}`;
    } else lines.push(line);
  }
  return lines.join('\n');
}

// The samples whose top fields stand on lines next to each other (the Reddit post leaves blank lines between).
const WITH_BREAKS = [...BLIND_MARKDOWN_SAMPLES, ...BLIND2_MARKDOWN_SAMPLES].filter((sample) =>
  joinedByBreaks(sample.text).includes('<br>'),
);

describe('markdown whose top fields share a line between <br> tags', () => {
  it('is how most markdown samples can be written', () => {
    expect(WITH_BREAKS.length).toBeGreaterThanOrEqual(8);
  });

  it.each(WITH_BREAKS.map((sample) => [sample.title, sample] as const))(
    '%s reads like the block itself',
    (_title, sample) => {
      const text = joinedByBreaks(sample.text);
      const reading = readStatBlock(text);
      if (!reading.ok) throw new Error(reading.message);
      const expected = { ...sample.expected, name: sample.expected.name.toLowerCase() };
      const wrong = fieldChecks(reading.monster, expected).filter(
        (check) => !isDeepStrictEqual(check.actual, check.expected),
      );
      expect(wrong).toEqual([]);
    },
  );
});
