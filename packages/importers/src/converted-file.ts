import type { LibraryFileKind } from '@skald/contract/library/library-io-limits';
import type { Monster } from '@skald/rules/monster/monster';
import type { ImportFormat } from './import-format.ts';

/** The kinds a converter's note names: the library's seven, and the file's encounters. */
export type ConverterNoteKind = LibraryFileKind | 'encounters';

/**
 * A record the converter left out (`kept: false`, for the report's `rejected`) or took with a change (`kept: true`,
 * for `changed`): which record, and a sentence saying why.
 */
export interface ConverterNote {
  kind: ConverterNoteKind;
  name: string;
  reason: string;
  kept: boolean;
}

export interface ConvertOptions {
  /** Awaited every few hundred records, so a server can let other requests run during a big file. */
  turn?: () => Promise<void>;
  /**
   * The compendium's monster of a name (case-insensitive), for encounters that name SRD monsters (Shieldmaiden's
   * `npc: 'srd'` combatants). Without it, or when it finds none, such a combatant joins with only its numbers.
   */
  srdMonster?: (name: string) => Promise<Monster | undefined>;
}

/** Another tool's file as a Skald library file (version 2), or the sentence saying why it could not be read. */
export type ConvertedFile =
  | { ok: true; format: ImportFormat; label: string; file: object; notes: ConverterNote[] }
  | { ok: false; message: string };
