import { type CompendiumKind, RECORD_FIELDS } from '@skald/contract/compendium-kinds';

/** A record as the API serves it (`_id` first, then the kind's fields in order), and that as JSON. */
export interface ServedRecord {
  record: Record<string, unknown>;
  json: string;
}

export function servedRecord(kind: CompendiumKind, id: number, body: Record<string, unknown>): ServedRecord {
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
