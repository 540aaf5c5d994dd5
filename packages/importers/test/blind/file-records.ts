import { campaignRecordSchema } from '@skald/contract/library/campaign-record';
import { libraryFileEncounterSchema } from '@skald/contract/library/library-file';
import { npcRecordSchema } from '@skald/contract/library/npc-record';
import { playerRecordSchema } from '@skald/contract/library/player-record';
import { spellRecordSchema } from '@skald/contract/library/spell-record';
import type { z } from 'zod';

/**
 * A converted file's records as Skald's import keeps them: each create body checked with its kind's shared
 * schema (what the server's import does next), so a field is scored as the GM will see it after import.
 */

/** What `convertLibraryFile` answers, as the agreed interface names it (read structurally). */
export type Conversion =
  | { ok: true; format: string; label: string; file: unknown; notes: Note[] }
  | { ok: false; message: string };

export interface Note {
  kind: string;
  name: string;
  reason: string;
}

const SCHEMAS = {
  campaigns: campaignRecordSchema,
  players: playerRecordSchema,
  npcs: npcRecordSchema,
  spells: spellRecordSchema,
  encounters: libraryFileEncounterSchema,
} as const;
export type Kind = keyof typeof SCHEMAS;
export const KINDS = Object.keys(SCHEMAS) as Kind[];

export interface FileRecord<Value> {
  id: unknown;
  campaign_id: unknown;
  /** A running fight as the file holds it (encounters only). */
  fight?: unknown;
  /** The name as the file writes it (character_name for players). */
  name: string;
  /** The record after the shared schema; absent when the schema refuses it. */
  value?: Value;
  refusal?: string;
}

export type RecordValue<K extends Kind> = z.output<(typeof SCHEMAS)[K]>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every record of a kind in the converted file, checked by the schema. */
export function fileRecords<K extends Kind>(file: unknown, kind: K): FileRecord<RecordValue<K>>[] {
  const list = isObject(file) ? file[kind] : undefined;
  if (!Array.isArray(list)) return [];
  return list.map((record) => {
    if (!isObject(record)) return { id: undefined, campaign_id: undefined, name: '', refusal: 'not an object' };
    // A file's record is its create body (for an encounter: with its campaign, time and fight) and its id.
    const body = Object.fromEntries(Object.entries(record).filter(([key]) => key !== 'id'));
    const name = String(record.name ?? record.character_name ?? '');
    const parsed = SCHEMAS[kind].safeParse(body);
    const common = { id: record.id, campaign_id: record.campaign_id, fight: record.fight, name };
    if (parsed.success) return { ...common, value: parsed.data as RecordValue<K> };
    const issue = parsed.error.issues[0];
    return { ...common, refusal: `${issue?.path.join('.')}: ${issue?.message}` };
  });
}

/** The record of that name (case-insensitive), preferring one the schema takes. */
export function byName<Value>(records: FileRecord<Value>[], name: string): FileRecord<Value> | undefined {
  const same = records.filter((record) => record.name.trim().toLowerCase() === name.toLowerCase());
  return same.find((record) => record.value !== undefined) ?? same[0];
}

/** What the GM is told about: the converter's notes, then the records the shared schema refuses. */
export function toldAbout(conversion: Conversion): Note[] {
  if (!conversion.ok) return [];
  const refusals = KINDS.flatMap((kind) =>
    fileRecords(conversion.file, kind)
      .filter((record) => record.refusal !== undefined)
      .map((record) => ({ kind, name: record.name, reason: record.refusal ?? '' })),
  );
  return [...conversion.notes, ...refusals];
}
