import {
  LIBRARY_FILE_ENCOUNTERS,
  LIBRARY_FILE_FORMAT,
  LIBRARY_FILE_KINDS,
  LIBRARY_FILE_NOTES,
  LIBRARY_FILE_SOUNDBOARD,
  LIBRARY_FILE_VERSION,
} from '@skald/contract/library/library-io-limits';
import type { ConverterNote, ConverterNoteKind, ConvertOptions } from './converted-file.ts';

/** How many records are converted between two awaits of the caller's `turn`. */
const RECORDS_A_TURN = 100;

export type FileRecord = { id: string } & Record<string, unknown>;

/** One record of another tool's file, by the key (its own id) the file gives it. */
export interface Keyed {
  key: string;
  value: unknown;
}
type Lists = Record<(typeof LIBRARY_FILE_KINDS)[number] | 'encounters', FileRecord[]>;

/**
 * Collects a converted file: each kind's records with fresh ids, the notes of what was left out or changed,
 * and the caller's turns, awaited every few hundred records so a big file never holds a server's thread long.
 */
export class LibraryBuilder {
  readonly lists: Lists = {
    campaigns: [],
    players: [],
    npcs: [],
    spells: [],
    reminders: [],
    items: [],
    characters: [],
    encounters: [],
  };
  readonly notes: ConverterNote[] = [];
  /** Soundboard links, one per address. */
  readonly soundboard = new Map<string, { key: string; name: string; url: string; kind: 'music' }>();
  private sinceTurn = 0;

  constructor(private readonly options: ConvertOptions = {}) {}

  /** A fresh id for a record of the file (Firebase keys and other tools' ids never pass into Skald). */
  newId(): string {
    return crypto.randomUUID();
  }

  add(kind: keyof Lists, record: FileRecord): void {
    this.lists[kind].push(record);
  }

  /** A link on the soundboard (an address already there is not added again). */
  addSoundLink(name: string, url: string): void {
    if (!this.soundboard.has(url))
      this.soundboard.set(url, { key: this.newId(), name: name.slice(0, 100), url, kind: 'music' });
  }

  /** A record left out of the file, and why. */
  leftOut(kind: ConverterNoteKind, name: string, reason: string): void {
    this.notes.push({ kind, name, reason, kept: false });
  }

  /** A record taken with a change (a link dropped, fields unread), and what changed. */
  changed(kind: ConverterNoteKind, name: string, reason: string): void {
    this.notes.push({ kind, name, reason, kept: true });
  }

  /** Called once a record; every few hundred records the caller's turn is awaited. */
  async step(): Promise<void> {
    this.sinceTurn += 1;
    if (this.sinceTurn < RECORDS_A_TURN || !this.options.turn) return;
    this.sinceTurn = 0;
    await this.options.turn();
  }

  /** The library file: every kind (empty ones too), no campaign notes, the encounters and soundboard links. */
  file(): object {
    return {
      format: LIBRARY_FILE_FORMAT,
      version: LIBRARY_FILE_VERSION,
      exportedAt: new Date().toISOString(),
      ...Object.fromEntries(LIBRARY_FILE_KINDS.map((kind) => [kind, this.lists[kind]])),
      [LIBRARY_FILE_NOTES]: [],
      [LIBRARY_FILE_ENCOUNTERS]: this.lists.encounters,
      [LIBRARY_FILE_SOUNDBOARD]: [...this.soundboard.values()],
    };
  }
}
