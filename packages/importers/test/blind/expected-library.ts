import type { ExpectedMonster } from '../../../statblock/test/samples/sample.ts';
import type { ImportFormat } from '../../src/import-format.ts';

/**
 * What a GM expects to find in Skald after importing one blind sample file (written from the tools' public
 * formats before the converter's code was read). Records are looked up by name, case-insensitively; every
 * record of a kind not listed here is one too many.
 */
export interface ExpectedLibrary {
  /** The sample's file name in `samples/`. */
  file: string;
  format: ImportFormat;
  /** The tool the label names ("a Shieldmaiden export (version 2)"). */
  label: RegExp;
  npcs?: ExpectedNpc[];
  spells?: ExpectedSpell[];
  campaigns?: string[];
  players?: ExpectedPlayer[];
  encounters?: ExpectedEncounter[];
  /** Records left out or taken with a change: a converter note, or the shared schema's refusal, names each. */
  noted?: ExpectedNote[];
  /** Broken records the converter may keep (with a note) or leave out: not counted either way. */
  mayKeep?: { kind: 'npcs' | 'spells' | 'encounters'; name: string }[];
}

export interface ExpectedNpc extends ExpectedMonster {
  friendly?: boolean;
  /** Spellcasting and innate spellcasting as the GM reads them, spells by name. */
  casting?: ExpectedCasting[];
}

export interface ExpectedCasting {
  innate: boolean;
  ability: string;
  save_dc?: number;
  spell_attack?: number;
  caster_level?: number;
  /** Slots by spell level. */
  slots?: Record<string, number>;
  /** Custom spells must point at the spell of that name the file brings along; others only be listed. */
  spells: { name: string; custom: boolean }[];
}

export interface ExpectedSpell {
  name: string;
  level: number;
  school: string;
  classes: string[];
  components: string[];
  material?: string;
  /** As the SRD writes them ("1 action", "60 feet", "Instantaneous"), compared case-insensitively. */
  casting_time: string | RegExp;
  range: string | RegExp;
  duration: string | RegExp;
  concentration: boolean;
  ritual: boolean;
}

export interface ExpectedPlayer {
  character_name: string;
  ac: number;
  maxHp: number;
  level?: number;
  initiative?: number;
  speed?: number;
  /** STR, DEX, CON, INT, WIS, CHA. */
  abilities: [number, number, number, number, number, number];
}

export interface ExpectedEncounter {
  name: string;
  /** The campaign's name in the file; null: the campaign the importer chooses. */
  campaign: string | null;
  combatants: ExpectedCombatant[];
  /** The party's coins as loot. */
  coins?: { pp: number; gp: number; sp: number; cp: number };
  weather?: Record<string, number>;
  /** A fight under way: its round and whose turn it is; the combatants are then read from the fight. */
  fight?: { round: number; turnOf: string };
}

export interface ExpectedCombatant {
  name: string;
  /** The record it is linked to; null for a combatant the file gives no record for. */
  linkedTo: { kind: 'npcs' | 'players'; name: string } | null;
  ac: number;
  maxHp: number;
  curHp: number;
  initiative: number;
  hidden?: boolean;
  tempHp?: number;
  /** Conditions on the combatant, by name. */
  conditions?: string[];
}

/** A record the GM is told about; without a name, any one more note of that kind. */
export interface ExpectedNote {
  kind: 'campaigns' | 'players' | 'npcs' | 'spells' | 'encounters';
  name?: string;
}
