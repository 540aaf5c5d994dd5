import { CHALLENGE_RATINGS, type ChallengeRating } from '@skald/rules/constants/challenge-ratings';

/** What the monster finder narrows the compendium by. */
export interface MonsterFilters {
  name: string;
  /** An inclusive challenge rating range; either end may be open. */
  crMin: ChallengeRating | null;
  crMax: ChallengeRating | null;
  types: string[];
  sizes: string[];
  environments: string[];
  /** One of SORTS' values. */
  sort: string;
}

export const NO_FILTERS: MonsterFilters = {
  name: '',
  crMin: null,
  crMax: null,
  types: [],
  sizes: [],
  environments: [],
  sort: 'name',
};

/** The compendium's orders the finder offers, as the API's `sort` values. */
export const SORTS = [
  { value: 'name', label: 'Name' },
  { value: 'challenge_rating', label: 'Challenge, lowest first' },
  { value: 'challenge_rating:desc', label: 'Challenge, highest first' },
  { value: 'hit_points:desc', label: 'Hit points, most first' },
  { value: 'armor_class:desc', label: 'Armor class, highest first' },
] as const;

/** A page of results. */
export const RESULTS_PAGE_SIZE = 10;
/** What a random encounter draws from: the first this many monsters the filters find. */
export const RANDOM_POOL_SIZE = 100;

const FIELDS = 'name challenge_rating type size hit_points armor_class';

const LOWEST: ChallengeRating = 0;
const HIGHEST: ChallengeRating = CHALLENGE_RATINGS[CHALLENGE_RATINGS.length - 1] ?? 30;

/**
 * The compendium API's query for the filters: the challenge range as exactly two values with an open end
 * filled in, each list as its repeated `[]` parameter, one page of `limit`.
 */
export function compendiumQuery(filters: MonsterFilters, page: { skip: number; limit: number }): URLSearchParams {
  const params = new URLSearchParams({ skip: String(page.skip), limit: String(page.limit), fields: FIELDS });
  const name = filters.name.trim();
  if (name) params.set('name', name);
  if (filters.crMin !== null || filters.crMax !== null) {
    let min = filters.crMin ?? LOWEST;
    let max = filters.crMax ?? HIGHEST;
    if (min > max) [min, max] = [max, min];
    params.append('challenge_rating[]', String(min));
    params.append('challenge_rating[]', String(max));
  }
  for (const type of filters.types) params.append('type[]', type);
  for (const size of filters.sizes) params.append('size[]', size);
  for (const environment of filters.environments) params.append('environment[]', environment);
  if (filters.sort !== 'name') params.set('sort', filters.sort);
  return params;
}

/**
 * Whether one of the user's NPCs passes the filters the NPC list can be checked against here: its
 * challenge rating and type (an NPC's list row has no size or environment, so those filters do not apply).
 */
export function npcMatches(npc: { challenge_rating: number; type: string }, filters: MonsterFilters): boolean {
  let min = filters.crMin ?? LOWEST;
  let max = filters.crMax ?? HIGHEST;
  if (min > max) [min, max] = [max, min];
  if (npc.challenge_rating < min || npc.challenge_rating > max) return false;
  return filters.types.length === 0 || filters.types.includes(npc.type.toLowerCase());
}
