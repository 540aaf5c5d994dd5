/** The fourteen creature types, plus 'swarm' for the SRD's "swarm of Tiny beasts". */
export const MONSTER_TYPES = [
  'aberration',
  'beast',
  'celestial',
  'construct',
  'dragon',
  'elemental',
  'fey',
  'fiend',
  'giant',
  'humanoid',
  'monstrosity',
  'ooze',
  'plant',
  'swarm',
  'undead',
] as const;

export type MonsterType = (typeof MONSTER_TYPES)[number];

export function isMonsterType(value: string): value is MonsterType {
  return (MONSTER_TYPES as readonly string[]).includes(value);
}
