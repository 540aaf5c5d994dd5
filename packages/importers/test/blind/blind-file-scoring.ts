import { isDeepStrictEqual } from 'node:util';
import type { FieldCheck } from '../../../statblock/test/text/sample-fields.ts';
import { convertLibraryFile } from '../../src/convert-library-file.ts';
import type { ExpectedLibrary } from './expected-library.ts';
import type { Conversion } from './file-records.ts';
import { libraryChecks } from './library-checks.ts';
import { SAMPLE_FILES } from './sample-files.ts';

/** A blind sample scored: its group in the table (the format, or 'broken'), and its checks. */
export interface ScoredSample {
  group: string;
  file: string;
  checks: FieldCheck[];
  wrong: FieldCheck[];
}

/** Converts each sample (a copy: the converter may not rely on, or change, the shared JSON) and checks it. */
export async function scoreSamples(groups: Record<string, ExpectedLibrary[]>): Promise<ScoredSample[]> {
  const scored: ScoredSample[] = [];
  for (const [group, samples] of Object.entries(groups)) {
    for (const expected of samples) {
      const conversion = (await convertLibraryFile(structuredClone(SAMPLE_FILES[expected.file]))) as Conversion;
      const checks = await libraryChecks(conversion, expected);
      const wrong = checks.filter((check) => !isDeepStrictEqual(check.actual, check.expected));
      scored.push({ group, file: expected.file, checks, wrong });
    }
  }
  return scored;
}

export interface GroupScore {
  group: string;
  fields: number;
  right: number;
  share: number;
}

/** The share of fields right per group, printed as a table headed `title`. */
export function scoreTable(title: string, scored: ScoredSample[]): GroupScore[] {
  const groups = [...new Set(scored.map((sample) => sample.group))];
  const rows = groups.map((group) => {
    const mine = scored.filter((sample) => sample.group === group);
    const fields = mine.reduce((sum, sample) => sum + sample.checks.length, 0);
    const right = fields - mine.reduce((sum, sample) => sum + sample.wrong.length, 0);
    return { group, fields, right, share: right / fields };
  });
  console.log(
    [
      `${title.padEnd(22)}fields  right  share`,
      ...rows.map(
        (row) =>
          `${row.group.padEnd(20)}${String(row.fields).padStart(8)}${String(row.right).padStart(7)}  ${(row.share * 100).toFixed(1)} %`,
      ),
    ].join('\n'),
  );
  return rows;
}

/** Each wrong field on a line: sample, field, expected, got. */
export function wrongFields(scored: ScoredSample[]): string[] {
  return scored.flatMap((sample) =>
    sample.wrong.map(
      (check) =>
        `${sample.file} | ${check.field} | expected ${JSON.stringify(check.expected)} | got ${JSON.stringify(check.actual)}`,
    ),
  );
}
