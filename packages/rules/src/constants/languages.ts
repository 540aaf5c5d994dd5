/** The eight standard languages, then the eight exotic ones. */
export const LANGUAGES = [
  'common',
  'dwarvish',
  'elvish',
  'giant',
  'gnomish',
  'goblin',
  'halfling',
  'orc',
  'abyssal',
  'celestial',
  'draconic',
  'deep_speech',
  'infernal',
  'primordial',
  'sylvan',
  'undercommon',
] as const;

export type Language = (typeof LANGUAGES)[number];
