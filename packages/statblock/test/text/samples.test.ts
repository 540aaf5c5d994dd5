import { isDeepStrictEqual } from 'node:util';
import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { describe, expect, it } from 'vitest';
import { readTextStatBlock } from '../../src/text/read-text-stat-block.ts';
import { FLATTENED_SAMPLES } from '../samples/flattened-samples.ts';
import { MARKDOWN_SAMPLES } from '../samples/markdown-samples.ts';
import type { Sample } from '../samples/sample.ts';
import { SITE_COPY_SAMPLES } from '../samples/site-copy-samples.ts';
import { SRD_2024_SAMPLES } from '../samples/srd-2024-samples.ts';
import { SRD_TEXT_SAMPLES } from '../samples/srd-text-samples.ts';
import { type FieldCheck, fieldChecks } from './sample-fields.ts';

const SAMPLES: Sample[] = [
  ...SRD_TEXT_SAMPLES,
  ...MARKDOWN_SAMPLES,
  ...SRD_2024_SAMPLES,
  ...FLATTENED_SAMPLES,
  ...SITE_COPY_SAMPLES,
];
const LAYOUTS = Object.fromEntries(
  (['srd-text', 'markdown', 'srd-2024', 'flattened'] as const).map((layout) => [
    layout,
    SAMPLES.filter((sample) => sample.layout === layout),
  ]),
);

function checksOf(sample: Sample): FieldCheck[] {
  const reading = readTextStatBlock(sample.text);
  if (!('monster' in reading)) throw new Error(`${sample.title}: ${reading.message}`);
  return fieldChecks(reading.monster, sample.expected);
}

describe.each(Object.entries(LAYOUTS))('the %s samples', (layout, samples) => {
  it('are at least six, each titled once', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(30);
    expect(samples.length).toBeGreaterThanOrEqual(6);
    expect(new Set(samples.map((sample) => sample.title)).size).toBe(samples.length);
  });

  it.each(samples.map((sample) => [sample.title, sample] as const))('%s', (_title, sample) => {
    const reading = readTextStatBlock(sample.text);
    if (!('monster' in reading)) throw new Error(reading.message);
    expect(reading.layout).toBe(layout);
    expect(npcRecordSchema.safeParse(reading.monster).error).toBeUndefined();
    for (const { field, actual, expected } of fieldChecks(reading.monster, sample.expected)) {
      expect({ field, value: actual }).toEqual({ field, value: expected });
    }
  });
});

describe('the share of fields read right', () => {
  it('is at least 95 % in every layout', () => {
    const rows = Object.entries(LAYOUTS).map(([layout, samples]) => {
      const checks = samples.flatMap(checksOf);
      const right = checks.filter((check) => isDeepStrictEqual(check.actual, check.expected)).length;
      return { layout, samples: samples.length, fields: checks.length, right, share: right / checks.length };
    });
    console.log(
      [
        'layout      samples  fields  right  share',
        ...rows.map(
          (row) =>
            `${row.layout.padEnd(12)}${String(row.samples).padStart(7)}${String(row.fields).padStart(8)}${String(row.right).padStart(7)}  ${(row.share * 100).toFixed(1)} %`,
        ),
      ].join('\n'),
    );
    for (const row of rows)
      expect({ layout: row.layout, share: row.share >= 0.95 }).toEqual({ layout: row.layout, share: true });
  });
});
