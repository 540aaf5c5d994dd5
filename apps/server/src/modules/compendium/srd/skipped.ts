import type { Skipped } from './compendium-records.ts';

export type Skip = (field: string, reason: string) => void;

/** Collects what one source record loses on the way in. */
export function skipLog(record: string): { skipped: Skipped[]; skip: Skip } {
  const skipped: Skipped[] = [];
  return {
    skipped,
    skip: (field, reason) => {
      skipped.push({ record, field, reason });
    },
  };
}
