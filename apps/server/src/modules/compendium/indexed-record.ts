import type { ServedRecord } from './served-record.ts';

/** One record of a kind held in memory: what its filters test, and the record as served. */
export interface IndexedRecord {
  id: number;
  slug: string;
  nameLower: string;
  source: string;
  /** The kind's filter columns as stored, but a monster's alignment as the database lowercases it. */
  columns: Record<string, unknown>;
  served: ServedRecord;
}
