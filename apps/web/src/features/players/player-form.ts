import type { PlayerRecordInput } from '@skald/contract/library/player-record';
import { ABILITIES } from '@skald/rules/constants/abilities';

/** A new player's form: a name is all it needs. */
export const EMPTY_PLAYER: PlayerRecordInput = {
  character_name: '',
  avatar: '',
  storage_avatar: '',
  campaign_id: null,
  sync_character: '',
  companions: [],
  skills: [],
  level: null,
  experience: null,
  ac: null,
  maxHp: null,
  initiative: null,
  speed: null,
  spell_save_dc: null,
  passive_perception: null,
  passive_investigation: null,
  passive_insight: null,
  ...Object.fromEntries(ABILITIES.map((ability) => [ability, null])),
};

/** The numbers of a player's sheet, in the order a GM reads them off a character sheet. */
export const PLAYER_NUMBERS = [
  ['level', 'Level'],
  ['experience', 'Experience'],
  ['ac', 'Armor class'],
  ['maxHp', 'Max HP'],
  ['initiative', 'Initiative'],
  ['speed', 'Speed'],
  ['spell_save_dc', 'Spell save DC'],
  ['passive_perception', 'Passive perception'],
  ['passive_investigation', 'Passive investigation'],
  ['passive_insight', 'Passive insight'],
] as const;
