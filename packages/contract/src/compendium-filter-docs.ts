import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { ENVIRONMENTS } from '@skald/rules/constants/environments';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SIZES } from '@skald/rules/constants/sizes';
import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { CHALLENGE_RATING_MAX, type CompendiumKind, KNOWN_ITEM_CATEGORIES, SPELL_LEVELS } from './compendium-kinds.ts';
import { ITEM_KINDS, ITEM_RARITIES, MONSTER_SOURCES } from './compendium-records.ts';

// The filters of each kind as the API documentation (`/api/docs`, the OpenAPI document) lists them.

const list = (values: readonly (string | number)[]): string => values.join(', ');

/** The one query parameter documentation lists for each filter of a kind, with its allowed values. */
export interface FilterDescription {
  param: string;
  description: string;
  /** The allowed values, when they are a closed list. */
  values?: readonly (string | number)[];
  repeated: boolean;
  example: string[];
}

export const FILTER_DESCRIPTIONS: Readonly<Record<CompendiumKind, readonly FilterDescription[]>> = {
  monsters: [
    {
      param: 'source',
      description: 'Where the monster comes from.',
      values: MONSTER_SOURCES,
      repeated: false,
      example: ['srd'],
    },
    {
      param: 'type[]',
      description: 'Any of these creature types.',
      values: MONSTER_TYPES,
      repeated: true,
      example: ['dragon'],
    },
    { param: 'size[]', description: 'Any of these sizes.', values: SIZES, repeated: true, example: ['large', 'huge'] },
    {
      param: 'environment[]',
      description: 'Met in any of these environments.',
      values: ENVIRONMENTS,
      repeated: true,
      example: ['forest'],
    },
    {
      param: 'alignment[]',
      description: `Any of these alignments: an id (${list(ALIGNMENTS)}) or the words of one the SRD writes out, such as "any chaotic alignment".`,
      repeated: true,
      example: ['chaotic_evil'],
    },
    {
      param: 'challenge_rating[]',
      description: `Exactly two numbers, the minimum then the maximum challenge rating (0 to ${CHALLENGE_RATING_MAX}, fractions as 0.125, 0.25, 0.5), inclusive; a minimum of 0 also takes in 0.125, 0.25 and 0.5.`,
      repeated: true,
      example: ['0', '2'],
    },
  ],
  spells: [
    {
      param: 'school[]',
      description: 'Any of these schools.',
      values: SPELL_SCHOOLS,
      repeated: true,
      example: ['evocation'],
    },
    {
      param: 'classes[]',
      description: 'On the spell list of any of these classes.',
      values: SPELLCASTING_CLASSES,
      repeated: true,
      example: ['wizard'],
    },
    {
      param: 'level[]',
      description: 'Any of these levels; 0 is a cantrip.',
      values: SPELL_LEVELS,
      repeated: true,
      example: ['0', '1'],
    },
  ],
  items: [
    {
      param: 'kind[]',
      description: 'Magic items, mundane equipment or both.',
      values: ITEM_KINDS,
      repeated: true,
      example: ['magic_item'],
    },
    {
      param: 'rarity[]',
      description: 'Any of these rarities; equipment has none.',
      values: ITEM_RARITIES,
      repeated: true,
      example: ['rare'],
    },
    {
      param: 'category[]',
      description: `Any of these category slugs; the SRD's are ${list(KNOWN_ITEM_CATEGORIES)}.`,
      repeated: true,
      example: ['potion'],
    },
  ],
  conditions: [],
  rules: [],
};
