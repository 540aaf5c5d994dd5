import type { CompendiumKind, CompendiumRecordOf } from '@skald/contract/compendium-kinds';

/** What each list asks of the API: only what its rows show. */
export const LIST_FIELDS: { readonly [K in CompendiumKind]: readonly (keyof CompendiumRecordOf[K] & string)[] } = {
  monsters: ['name', 'source', 'size', 'type', 'subtype', 'alignment', 'challenge_rating', 'armor_class', 'hit_points'],
  spells: ['name', 'level', 'school', 'concentration', 'ritual', 'casting_time'],
  items: ['name', 'kind', 'category', 'subcategory', 'rarity'],
  conditions: ['name', 'desc'],
  rules: ['name', 'parent'],
};
