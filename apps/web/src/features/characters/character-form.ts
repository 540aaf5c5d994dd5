import type { CharacterRecordInput } from '@skald/contract/library/character-record';
import { DEFAULT_CHARACTER_LEVEL, DEFAULT_CHARACTER_NAME } from '@skald/contract/library/character-record';
import { ABILITIES } from '@skald/rules/constants/abilities';

/** A new character's form: 'Unnamed Character' at level 1 until the player says otherwise. */
export const NEW_CHARACTER: CharacterRecordInput = {
  character_name: DEFAULT_CHARACTER_NAME,
  level: DEFAULT_CHARACTER_LEVEL,
  build: 'new',
  avatar: '',
  storage_avatar: '',
  experience: null,
  ac: null,
  maxHp: null,
  initiative: null,
  speed: null,
  ...Object.fromEntries(ABILITIES.map((ability) => [ability, null])),
  saving_throws: Object.fromEntries(ABILITIES.map((ability) => [ability, false])),
  skills: [],
  skills_expertise: [],
  jack_of_all_trades: false,
  companions: [],
  campaign_id: null,
  damage_vulnerabilities: [],
  damage_resistances: [],
  damage_immunities: [],
  condition_immunities: [],
};

/** The numbers of a character's sheet besides its ability scores. */
export const CHARACTER_NUMBERS = [
  ['level', 'Level'],
  ['experience', 'Experience'],
  ['ac', 'Armor class'],
  ['maxHp', 'Max HP'],
  ['initiative', 'Initiative'],
  ['speed', 'Speed'],
] as const;

/** The address of the form for a character not saved yet. */
export const NEW_CHARACTER_ID = 'new';
