import type { SyncedPlayerField } from '@skald/contract/library/synced-character';

/** How each copied field is named where a player is out of sync (the player editor's labels). */
export const SYNCED_FIELD_LABELS: Record<SyncedPlayerField, string> = {
  character_name: 'Name',
  avatar: 'Avatar',
  level: 'Level',
  experience: 'Experience',
  ac: 'Armor class',
  maxHp: 'Max HP',
  speed: 'Speed',
  initiative: 'Initiative',
  strength: 'Strength',
  dexterity: 'Dexterity',
  constitution: 'Constitution',
  intelligence: 'Intelligence',
  wisdom: 'Wisdom',
  charisma: 'Charisma',
};

/** A number of the sheet as read, '—' where the extension did not say. */
export function figure(value: number | null, sign = false): string {
  if (value === null) return '—';
  return sign && value >= 0 ? `+${value}` : value.toLocaleString('en');
}
