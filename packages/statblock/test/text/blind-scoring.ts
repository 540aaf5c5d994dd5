import { isDeepStrictEqual } from 'node:util';
import type { NpcRecordInput } from '@skald/contract/library/npc-record';
import { readStatBlock } from '../../src/read-stat-block.ts';
import type { BlindSample } from '../samples/blind-sample.ts';
import { type FieldCheck, fieldChecks } from './sample-fields.ts';

/** Each blind sample's fields, read through the public entry `readStatBlock` as an outside tester would. */
function checksOf(sample: BlindSample): FieldCheck[] {
  const reading = readStatBlock(sample.text);
  // NPC names are stored lowercase (content.md), so the name is compared as stored.
  const expected = { ...sample.expected, name: sample.expected.name.toLowerCase() };
  if (reading.ok) return fieldChecks(reading.monster, expected);
  // A block the reader refuses gets every one of its fields wrong.
  return fieldChecks({ name: '' } as NpcRecordInput, expected).map((check) => ({ ...check, actual: reading.message }));
}

export interface LayoutScore {
  layout: string;
  fields: number;
  right: number;
  share: number;
  floor: number;
}

/** The share of fields right per layout beside its floor, printed as a table headed `title`. */
export function scoreLayouts(
  title: string,
  samples: readonly BlindSample[],
  floors: Record<BlindSample['layout'], number>,
): LayoutScore[] {
  const rows = Object.entries(floors).map(([layout, floor]) => {
    const checks = samples.filter((sample) => sample.layout === layout).flatMap(checksOf);
    const right = checks.filter((check) => isDeepStrictEqual(check.actual, check.expected)).length;
    return { layout, fields: checks.length, right, share: right / checks.length, floor };
  });
  console.log(
    [
      `${title.padEnd(14)}fields  right  share`,
      ...rows.map(
        (row) =>
          `${row.layout.padEnd(12)}${String(row.fields).padStart(8)}${String(row.right).padStart(7)}  ${(row.share * 100).toFixed(1)} %`,
      ),
    ].join('\n'),
  );
  return rows;
}

/** The samples whose count of unread lines is not the page text around the block they expect. */
export function unexpectedlyUnread(samples: readonly BlindSample[]): { title: string; unread: string[] }[] {
  return samples
    .map((sample) => {
      const reading = readStatBlock(sample.text);
      const unread = reading.ok ? reading.unread.map((line) => line.text) : [reading.message];
      return { title: sample.title, unread, expected: sample.unread ?? 0 };
    })
    .filter((sample) => sample.unread.length !== sample.expected)
    .map(({ title, unread }) => ({ title, unread }));
}
