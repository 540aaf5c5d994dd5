/** Where a monster is usually met, for filtering the compendium when building an encounter. */
export const ENVIRONMENTS = [
  'arctic',
  'coastal',
  'desert',
  'forest',
  'grassland',
  'hill',
  'mountain',
  'swamp',
  'underdark',
  'underwater',
  'urban',
] as const;

export type Environment = (typeof ENVIRONMENTS)[number];
