/** The specification's demo encounter, as the home page pictures it mid-fight. */
export const previewCombatants = [
  { name: 'Barbarian', initiative: 19, hp: 41, maxHp: 41, ac: 15, kind: 'player' },
  { name: 'Orc', initiative: 16, hp: 9, maxHp: 21, ac: 13, kind: 'monster' },
  { name: 'Warlock', initiative: 14, hp: 24, maxHp: 31, ac: 16, kind: 'player' },
  { name: 'Ogre', initiative: 11, hp: 72, maxHp: 72, ac: 11, kind: 'monster' },
  { name: 'Druid', initiative: 8, hp: 0, maxHp: 34, ac: 16, kind: 'player' },
] as const;

export const previewActiveName = 'Orc';
