import type { FilterParam } from '@skald/contract/compendium';
import { type CompendiumKind, PAGE_SIZE_DEFAULT } from '@skald/contract/compendium-kinds';
import { CHALLENGE_RATINGS, type ChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { filterOptions, type MultiFilterKey } from './filter-options.ts';

/** How long typing pauses before a name search runs. */
export const NAME_SEARCH_DELAY_MS = 300;

/** A list's view: everything the address bar keeps, so a link or a reload shows the same page. */
export interface ListFilters {
  name: string;
  /** 1-based. */
  page: number;
  /** Chosen values of the kind's multiple-choice filters, each in the order of its options. */
  multi: Partial<Record<MultiFilterKey, string[]>>;
  /** Monsters only: an inclusive challenge rating range; either end may be open. */
  crMin?: ChallengeRating;
  crMax?: ChallengeRating;
  /** One of the kind's `SORT_OPTIONS` other than the first (by name), which is the default. */
  sort?: string;
}

/** How each list can be ordered, as the API's `sort` values; the first is the default. */
export const SORT_OPTIONS: Readonly<Record<CompendiumKind, readonly { value: string; label: string }[]>> = {
  monsters: [
    { value: 'name', label: 'Name' },
    { value: 'challenge_rating', label: 'Challenge, lowest first' },
    { value: 'challenge_rating:desc', label: 'Challenge, highest first' },
    { value: 'hit_points:desc', label: 'Hit points, most first' },
    { value: 'armor_class:desc', label: 'Armor class, highest first' },
  ],
  spells: [
    { value: 'name', label: 'Name' },
    { value: 'level', label: 'Level, lowest first' },
    { value: 'level:desc', label: 'Level, highest first' },
  ],
  items: [
    { value: 'name', label: 'Name' },
    { value: 'rarity', label: 'Rarity' },
  ],
  conditions: [],
  rules: [],
};

interface MultiFilterSpec<K extends CompendiumKind> {
  key: MultiFilterKey;
  /** The API's repeated parameter. */
  api: FilterParam<K>;
  label: string;
}

/** Each kind's multiple-choice filters, in the order the form shows them. */
export const MULTI_FILTERS: { readonly [K in CompendiumKind]: readonly MultiFilterSpec<K>[] } = {
  monsters: [
    { key: 'type', api: 'type[]', label: 'Type' },
    { key: 'size', api: 'size[]', label: 'Size' },
    { key: 'alignment', api: 'alignment[]', label: 'Alignment' },
  ],
  spells: [
    { key: 'level', api: 'level[]', label: 'Level' },
    { key: 'school', api: 'school[]', label: 'School' },
    { key: 'class', api: 'classes[]', label: 'Class' },
  ],
  items: [
    { key: 'kind', api: 'kind[]', label: 'Kind' },
    { key: 'rarity', api: 'rarity[]', label: 'Rarity' },
  ],
  conditions: [],
  rules: [],
};

export const hasChallengeRange = (kind: CompendiumKind): boolean => kind === 'monsters';

export const EMPTY_FILTERS: ListFilters = { name: '', page: 1, multi: {} };

function challengeRating(text: string | null): ChallengeRating | undefined {
  if (text === null || text.trim() === '') return undefined;
  const value = Number(text);
  return CHALLENGE_RATINGS.find((rating) => rating === value);
}

/**
 * The view an address asks for. Anything unknown or malformed (a hand-edited link, an old bookmark) is
 * dropped rather than sent on, so a link can never put the list into an error.
 */
export function readListFilters(kind: CompendiumKind, search: URLSearchParams): ListFilters {
  const page = Number(search.get('page'));
  const filters: ListFilters = {
    name: (search.get('name') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    multi: {},
  };
  for (const { key } of MULTI_FILTERS[kind]) {
    const wanted = new Set(search.getAll(key));
    const chosen = filterOptions[key].map((option) => option.value).filter((value) => wanted.has(value));
    if (chosen.length > 0) filters.multi[key] = chosen;
  }
  if (hasChallengeRange(kind)) {
    let min = challengeRating(search.get('cr_min'));
    let max = challengeRating(search.get('cr_max'));
    if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
    if (min !== undefined) filters.crMin = min;
    if (max !== undefined) filters.crMax = max;
  }
  const sort = search.get('sort');
  if (sort && SORT_OPTIONS[kind].slice(1).some((option) => option.value === sort)) filters.sort = sort;
  return filters;
}

/** The address bar's query for a view: defaults left out, the same view always the same text. */
export function listSearchParams(kind: CompendiumKind, filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const name = filters.name.trim();
  if (name) params.set('name', name);
  for (const { key } of MULTI_FILTERS[kind]) {
    for (const value of filters.multi[key] ?? []) params.append(key, value);
  }
  if (hasChallengeRange(kind)) {
    if (filters.crMin !== undefined) params.set('cr_min', String(filters.crMin));
    if (filters.crMax !== undefined) params.set('cr_max', String(filters.crMax));
  }
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

const LOWEST_RATING = CHALLENGE_RATINGS[0];
const HIGHEST_RATING = CHALLENGE_RATINGS[CHALLENGE_RATINGS.length - 1];

/**
 * The API call for a view: one page of `PAGE_SIZE_DEFAULT`, the name search, each filter as its repeated `[]`
 * parameter, and the challenge range as exactly two values with an open end filled in.
 */
export function apiListParams(
  kind: CompendiumKind,
  filters: ListFilters,
  options: { fields?: readonly string[]; fixed?: Record<string, string>; pageSize?: number } = {},
): URLSearchParams {
  const pageSize = options.pageSize ?? PAGE_SIZE_DEFAULT;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.fixed ?? {})) params.set(key, value);
  params.set('skip', String((filters.page - 1) * pageSize));
  params.set('limit', String(pageSize));
  if (options.fields?.length) params.set('fields', options.fields.join(' '));
  const name = filters.name.trim();
  if (name) params.set('name', name);
  for (const { key, api } of MULTI_FILTERS[kind]) {
    for (const value of filters.multi[key] ?? []) params.append(api, value);
  }
  if (hasChallengeRange(kind) && (filters.crMin !== undefined || filters.crMax !== undefined)) {
    params.append('challenge_rating[]', String(filters.crMin ?? LOWEST_RATING));
    params.append('challenge_rating[]', String(filters.crMax ?? HIGHEST_RATING));
  }
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/** Whether anything narrows the list beyond paging. */
export function isFiltered(filters: ListFilters): boolean {
  return (
    filters.name.trim() !== '' ||
    Object.values(filters.multi).some((values) => values && values.length > 0) ||
    filters.crMin !== undefined ||
    filters.crMax !== undefined
  );
}

export function pageCount(total: number, pageSize = PAGE_SIZE_DEFAULT): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
