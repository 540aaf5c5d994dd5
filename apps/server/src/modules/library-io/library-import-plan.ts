import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { LibraryImportFile } from '@skald/contract/library/library-file';
import { LIBRARY_FILE_RECORDS } from '@skald/contract/library/library-file';
import {
  LIBRARY_FILE_KINDS,
  LIBRARY_IO_MESSAGES,
  type LibraryFileKind,
  type LibraryImportDuplicates,
} from '@skald/contract/library/library-io-limits';
import type { ImportNote } from '@skald/contract/library/library-io-routes';
import { LIBRARY_MESSAGES } from '@skald/contract/library/library-limits';
import { z } from 'zod';
import { describeIssue } from '../../http/parse-body.ts';
import type { FreeSlots } from '../library/public.ts';

/**
 * The pure half of an import: which records of a file are read, checked against their kind's schema,
 * given a slot and a new id. Nothing here touches the database.
 */

/** A record of the file as it was read: its id in the file, its name for the report, and the rest. */
export interface FileRecord {
  fileId: string;
  name: string;
  fields: { [field: string]: unknown };
}

/**
 * A record the import will add (a new id) or write over the library's record of the same name (`overwrite`:
 * that record's id, and no new slot), with the record as its schema parsed it.
 */
export interface PlannedRecord {
  fileId: string;
  id: string;
  name: string;
  record: { [field: string]: unknown };
  overwrite: boolean;
}

/** What the import does with duplicates, and the library's records by kind and lowercase name (their ids). */
export interface Duplicates {
  choice: LibraryImportDuplicates;
  existing: ByKind<Map<string, string>>;
}

/** The plan of a file's records: what is added or overwritten, skipped (file id → the library's id), left out. */
export interface RecordPlan {
  planned: ByKind<PlannedRecord[]>;
  skipped: ByKind<Map<string, string>>;
  rejected: ImportNote[];
  /** The file's records named like one of the library's, before the choice. */
  found: { kind: LibraryFileKind; name: string }[];
}

/** Rows inserted per statement, well inside PostgreSQL's limit on a statement's parameters. */
export const INSERT_CHUNK = 500;

export type ByKind<Value> = { [Kind in LibraryFileKind]: Value };

const NAME_FIELDS: ByKind<string> = {
  campaigns: 'name',
  players: 'character_name',
  npcs: 'name',
  spells: 'name',
  reminders: 'title',
  items: 'name',
  characters: 'character_name',
};

const uuid = z.uuid();

/** The name a report shows for a record: its name field as the file has it. */
function nameOf(kind: LibraryFileKind, value: unknown, position: number): string {
  const name = value && typeof value === 'object' ? (value as { [field: string]: unknown })[NAME_FIELDS[kind]] : null;
  return typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : `Record ${position + 1}`;
}

export function byKind<Value>(make: (kind: LibraryFileKind) => Value): ByKind<Value> {
  return Object.fromEntries(LIBRARY_FILE_KINDS.map((kind) => [kind, make(kind)])) as ByKind<Value>;
}

/**
 * Reads each kind's list: every record must be an object with a UUID id, once per kind. What cannot be
 * read is `unreadable`; a file with any such record is refused whole.
 */
export function readFile(file: LibraryImportFile): { records: ByKind<FileRecord[]>; unreadable: ImportNote[] } {
  const unreadable: ImportNote[] = [];
  const records = byKind((kind) => {
    const seen = new Set<string>();
    const read: FileRecord[] = [];
    file[kind].forEach((value, position) => {
      const name = nameOf(kind, value, position);
      if (!value || typeof value !== 'object' || Array.isArray(value)) {
        unreadable.push({ kind, name, reason: LIBRARY_IO_MESSAGES.notAnObject });
        return;
      }
      const { id, ...fields } = value as { [field: string]: unknown };
      const parsed = uuid.safeParse(id);
      if (!parsed.success) {
        unreadable.push({ kind, name, reason: LIBRARY_IO_MESSAGES.noId });
        return;
      }
      const fileId = parsed.data.toLowerCase();
      if (seen.has(fileId)) {
        unreadable.push({ kind, name, reason: LIBRARY_IO_MESSAGES.repeatedId });
        return;
      }
      seen.add(fileId);
      read.push({ fileId, name, fields });
    });
    return read;
  });
  return { records, unreadable };
}

/**
 * Counts an import's pieces of work (a record checked or relinked, a note checked) and yields to the
 * event loop every hundred, a few milliseconds of work, so other requests are answered in between.
 */
export function takeTurns(perTurn = 100): () => Promise<void> {
  let done = 0;
  return async () => {
    done += 1;
    if (done % perTurn === 0) await nextTurn();
  };
}

/**
 * Checks each record with its kind's schema (the form's own checks and messages) and gives the valid
 * ones the free slots in file order; the rest are rejected, each with its reason. A record named like one
 * of the library's is skipped, overwrites it (no slot taken) or is kept as a new record, as `duplicates`
 * says. Once a kind's slots are taken (or none are free), its remaining new records are rejected
 * unchecked: a file of thousands costs no more than the slots it can fill. It yields as it goes.
 */
export async function planRecords(
  records: ByKind<FileRecord[]>,
  slots: FreeSlots,
  duplicates: Duplicates,
): Promise<RecordPlan> {
  const plan: RecordPlan = {
    planned: byKind((): PlannedRecord[] => []),
    skipped: byKind(() => new Map<string, string>()),
    rejected: [],
    found: [],
  };
  const turn = takeTurns();
  for (const kind of LIBRARY_FILE_KINDS) {
    const free = slots.free[kind];
    let added = 0;
    for (const { fileId, name, fields } of records[kind]) {
      const existingId = duplicates.existing[kind].get(name.toLowerCase());
      if (existingId) plan.found.push({ kind, name });
      if (existingId && duplicates.choice === 'skip') {
        plan.skipped[kind].set(fileId, existingId);
        continue;
      }
      const overwrite = existingId !== undefined && duplicates.choice === 'overwrite';
      const refusal = overwrite ? null : slotRefusal(slots, free, added);
      if (refusal) {
        plan.rejected.push({ kind, name, reason: refusal });
        continue;
      }
      await turn();
      const parsed = LIBRARY_FILE_RECORDS[kind].safeParse(fields);
      if (!parsed.success) {
        plan.rejected.push({ kind, name, reason: describeIssue(parsed.error.issues[0]) });
        continue;
      }
      if (!overwrite) added += 1;
      const id = overwrite && existingId ? existingId : randomUUID();
      plan.planned[kind].push({ fileId, id, name, record: parsed.data as PlannedRecord['record'], overwrite });
    }
  }
  return plan;
}

/** Why a new record finds no slot (`added` of this kind so far), or null when it does. */
export function slotRefusal(slots: FreeSlots, free: number | null, added: number): string | null {
  if (slots.overencumbered) return LIBRARY_MESSAGES.overencumbered;
  if (free !== null && added >= free) return LIBRARY_MESSAGES.notEnoughSlots;
  return null;
}

/** Whether the slots (counted again under the transaction's lock) still hold every planned record. */
export function slotsHold(planned: ByKind<PlannedRecord[]>, slots: FreeSlots): boolean {
  return LIBRARY_FILE_KINDS.every((kind) => {
    const wanted = planned[kind].filter((one) => !one.overwrite).length;
    const free = slots.free[kind];
    return wanted === 0 || (!slots.overencumbered && (free === null || wanted <= free));
  });
}
