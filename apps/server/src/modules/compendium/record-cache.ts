import { type CompendiumKind, RECORD_FIELDS } from '@skald/contract/compendium-kinds';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tableOf } from './compendium-query.ts';

/** A record as the API serves it (`_id` first, then the kind's fields in order), and that as JSON. */
export interface ServedRecord {
  record: Record<string, unknown>;
  json: string;
}

function served(kind: CompendiumKind, id: number, body: Record<string, unknown>): ServedRecord {
  const record: Record<string, unknown> = { _id: id };
  for (const field of RECORD_FIELDS[kind]) {
    // Listing the kind's fields, rather than copying the document, keeps unlisted keys from leaking out.
    if (field !== '_id' && body[field] !== undefined) record[field] = body[field];
  }
  return { record, json: JSON.stringify(record) };
}

/** The record with only the asked-for fields (`_id`, `url` and `name` among them), in the kind's order. */
export function pickFields(record: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  const wanted = new Set(fields);
  const picked: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) if (wanted.has(field)) picked[field] = value;
  return picked;
}

/**
 * Records by `_id`, kept in memory once read. An SRD record never changes once imported (the import
 * only fills empty tables), so its `_id` names the same record for the life of the process; homebrew
 * records, which their authors will edit, are read every time. The database still decides which
 * records a list holds and in what order: this only spares it sending the same documents again.
 */
export class RecordCache {
  private readonly byKind = new Map<CompendiumKind, Map<number, ServedRecord>>();

  constructor(private readonly db: Db) {}

  /** The records with these `_id`s, in the same order; an `_id` no record has is left out. */
  async records(kind: CompendiumKind, ids: readonly number[]): Promise<ServedRecord[]> {
    let cache = this.byKind.get(kind);
    if (!cache) {
      cache = new Map();
      this.byKind.set(kind, cache);
    }
    const missing = ids.filter((id) => !cache.has(id));
    const fresh = new Map<number, ServedRecord>();
    if (missing.length > 0) {
      const table = tableOf(kind);
      const rows = await this.db
        .select({ id: table.id, body: table.body, source: table.source })
        .from(table)
        .where(inArray(table.id, missing));
      for (const row of rows) {
        const record = served(kind, row.id, row.body as Record<string, unknown>);
        if (row.source === 'srd') cache.set(row.id, record);
        else fresh.set(row.id, record);
      }
    }
    return ids.flatMap((id) => {
      const record = cache.get(id) ?? fresh.get(id);
      return record ? [record] : [];
    });
  }
}
