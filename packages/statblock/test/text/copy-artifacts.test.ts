import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readTextStatBlock } from '../../src/text/read-text-stat-block.ts';
import type { Sample } from '../samples/sample.ts';
import { SITE_COPY_SAMPLES } from '../samples/site-copy-samples.ts';
import { SRD_2024_SAMPLES } from '../samples/srd-2024-samples.ts';
import { SRD_TEXT_SAMPLES } from '../samples/srd-text-samples.ts';
import { fieldChecks } from './sample-fields.ts';

/**
 * What copying does to a stat block, applied to the plain-text samples: each must read the same fields after
 * it. A PDF's narrow columns wrap every line (breaking a long word with a hyphen now and then), a page puts
 * its number between the lines, a copy from a web page loses every line break, and characters change.
 */
const ARTIFACTS: Record<string, (text: string) => string> = {
  'narrow columns wrap every line': (text) => text.split('\n').flatMap(wrapped).join('\n'),
  'a page number at every page break between paragraphs': (text) =>
    text
      .split('\n')
      .flatMap((line, index) => (index % 4 === 3 && line.endsWith('.') ? [line, String(100 + index)] : [line]))
      .join('\n'),
  // A PDF viewer joins a word its line broke; a web page's copy has none.
  'the line breaks are lost': (text) => text.replace(/-\n/g, '').replace(/\s*\n\s*/g, ' '),
  'Windows line ends, non-breaking spaces, minus signs and curly quotes': (text) =>
    text
      .replace(/\n/g, '\r\n')
      .replace(/ \(-/g, '\u00a0(\u2212')
      .replace(/'/g, '\u2019')
      .replace(/ ft\./g, '\u00a0ft.'),
};

/** Wraps at 48 characters, as a two-column page does; every third break inside a long word is hyphenated. */
function wrapped(line: string): string[] {
  const lines: string[] = [];
  let rest = line;
  let breaks = 0;
  while (rest.length > 48) {
    const space = rest.lastIndexOf(' ', 48);
    breaks += 1;
    const word = /^[a-z]{8,}/.exec(rest.slice(space + 1))?.[0];
    if (breaks % 3 === 0 && word && space + 1 + 4 <= 48) {
      lines.push(`${rest.slice(0, space + 1 + 4)}-`);
      rest = rest.slice(space + 1 + 4);
    } else {
      lines.push(rest.slice(0, space));
      rest = rest.slice(space + 1);
    }
  }
  return [...lines, rest];
}

const SAMPLES: Sample[] = [...SRD_TEXT_SAMPLES, ...SRD_2024_SAMPLES, ...SITE_COPY_SAMPLES].filter(
  (sample) => sample.layout === 'srd-text' || sample.layout === 'srd-2024',
);

describe.each(Object.entries(ARTIFACTS))('when %s', (_artifact, apply) => {
  it.each(SAMPLES.map((sample) => [sample.title, sample] as const))('%s reads the same', (_title, sample) => {
    const reading = readTextStatBlock(apply(sample.text));
    if (!('monster' in reading)) throw new Error(reading.message);
    const wrong = fieldChecks(reading.monster, sample.expected).filter(
      (check) => !isDeepStrictEqual(check.actual, check.expected),
    );
    expect(wrong).toEqual([]);
  });
});

// Some PDF viewers leave nothing where a line ended: "Goblin BossSmall humanoid", "(6d6)Speed 30 ft.". Where a
// sentence wrapped, the lost space cannot be told again ("it knew in life butcan't speak"), so the languages,
// printed as a sentence, may read otherwise; every other field must not.
describe('when the line breaks are lost without a space', () => {
  it.each(SAMPLES.map((sample) => [sample.title, sample] as const))('%s reads the same', (_title, sample) => {
    const reading = readTextStatBlock(sample.text.replace(/-\n/g, '').replace(/\s*\n\s*/g, ''));
    if (!('monster' in reading)) throw new Error(reading.message);
    const wrong = fieldChecks(reading.monster, sample.expected).filter(
      (check) => check.field !== 'languages' && !isDeepStrictEqual(check.actual, check.expected),
    );
    expect(wrong).toEqual([]);
  });
});
