import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { ENVIRONMENTS } from '@skald/rules/constants/environments';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SIZES } from '@skald/rules/constants/sizes';
import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { z } from 'zod';
import {
  ALL_FIELDS,
  ALWAYS_INCLUDED_FIELDS,
  CHALLENGE_RATING_MAX,
  COMPENDIUM_API_PATH,
  type CompendiumKind,
  FILTER_VALUES_MAX,
  KIND_SINGULAR,
  KNOWN_ITEM_CATEGORIES,
  NAME_SEARCH_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  RECORD_FIELDS,
  SKIP_MAX,
  SORTABLE_FIELDS,
  type SortField,
  SPELL_LEVELS,
} from './compendium-kinds.ts';
import { ITEM_KINDS, ITEM_RARITIES, MONSTER_SOURCES } from './compendium-records.ts';

/**
 * The compendium API's query parameters as zod schemas (`GET /api/v1/{kind}` and
 * `/api/v1/{kind}/{id-or-slug}`), with the one-sentence refusal each bad value gets; the values they
 * check against are in `compendium-kinds.ts`.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ALIGNMENT_MAX_LENGTH = 60;

// Parameters. Fastify hands a query string over as strings, and a repeated key as an array of them.

/** A value as a refusal quotes it: short, and never a wall of text. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

function list(values: readonly (string | number)[]): string {
  return values.join(', ');
}

/** A parameter given once; given twice it is refused rather than silently picking one. */
function once(param: string) {
  return z.string({ error: `${param} may be given only once` });
}

function wholeNumber(param: string, min: number, max: number) {
  return once(param).transform((text, ctx) => {
    const value = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (value >= min && value <= max) return value;
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: `${param} must be a whole number from ${min} to ${max}; got ${quoted(text)}`,
    });
    return z.NEVER;
  });
}

/** A repeated `param[]`, each value read by `read` or refused with what is allowed. */
function repeated<T>(param: string, read: (text: string) => T | undefined, allowed: string) {
  return z.union([z.string(), z.array(z.string())]).transform((raw, ctx): T[] => {
    const texts = typeof raw === 'string' ? [raw] : raw;
    if (texts.length > FILTER_VALUES_MAX) {
      ctx.issues.push({ code: 'custom', input: raw, message: `${param} takes at most ${FILTER_VALUES_MAX} values` });
      return z.NEVER;
    }
    const values: T[] = [];
    for (const text of texts) {
      const value = read(text);
      if (value === undefined) {
        ctx.issues.push({ code: 'custom', input: text, message: `${param} must be ${allowed}; got ${quoted(text)}` });
        return z.NEVER;
      }
      values.push(value);
    }
    return values;
  });
}

/** A value of a closed list, in any case: `type[]=Dragon` is `dragon`. */
function caseless<const T extends string>(values: readonly T[]) {
  return (text: string): T | undefined => {
    const lower = text.toLowerCase();
    return (values as readonly string[]).includes(lower) ? (lower as T) : undefined;
  };
}

function oneOf<const T extends string>(param: string, values: readonly T[]) {
  return repeated(param, caseless(values), `one of ${list(values)}`);
}

const numberIn =
  (values: readonly number[]) =>
  (text: string): number | undefined => {
    const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    return values.includes(value) ? value : undefined;
  };

function fieldsParam(kind: CompendiumKind) {
  const allowed = RECORD_FIELDS[kind];
  return once('fields').transform((text, ctx): string[] | undefined => {
    const names = text.split(/[\s,]+/).filter(Boolean);
    if (names.length === 0 || names.some((name) => name.toUpperCase() === ALL_FIELDS)) return undefined;
    const unknown = names.find((name) => !allowed.includes(name));
    if (unknown !== undefined) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: `fields names ${quoted(unknown)}, which is not a field of a ${KIND_SINGULAR[kind]}; the fields are ${list(allowed)}, or ${ALL_FIELDS} for all of them`,
      });
      return z.NEVER;
    }
    return [...new Set([...ALWAYS_INCLUDED_FIELDS, ...names])];
  });
}

export interface SortOrder<F extends string = string> {
  field: F;
  descending: boolean;
}

function sortParam<K extends CompendiumKind>(kind: K) {
  const allowed: readonly string[] = SORTABLE_FIELDS[kind];
  return once('sort').transform((text, ctx): SortOrder<SortField<K>> => {
    const match = /^([a-z_]+)(?::(asc|desc))?$/.exec(text);
    const field = match?.[1];
    if (field === undefined || !allowed.includes(field)) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: `sort must be one of ${list(allowed)}, optionally followed by :desc (e.g. ${allowed.at(-1)}:desc); got ${quoted(text)}`,
      });
      return z.NEVER;
    }
    return { field: field as SortField<K>, descending: match?.[2] === 'desc' };
  });
}

const nameParam = once('name').transform((text, ctx) => {
  if (text.length > NAME_SEARCH_MAX_LENGTH) {
    ctx.issues.push({
      code: 'custom',
      input: text,
      message: `name must be at most ${NAME_SEARCH_MAX_LENGTH} characters long`,
    });
    return z.NEVER;
  }
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
});

export interface ChallengeRatingRange {
  min: number;
  max: number;
}

const CHALLENGE_RATING_HELP = `challenge_rating[] must be given exactly twice, the minimum then the maximum, each a number from 0 to ${CHALLENGE_RATING_MAX} (e.g. challenge_rating[]=0&challenge_rating[]=2)`;

const challengeRatingParam = z.union([z.string(), z.array(z.string())]).transform((raw, ctx): ChallengeRatingRange => {
  const texts = typeof raw === 'string' ? [raw] : raw;
  const [min, max] = texts.map((text) => (/^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN));
  const inRange = (value: number | undefined): value is number =>
    value !== undefined && value >= 0 && value <= CHALLENGE_RATING_MAX;
  if (texts.length !== 2 || !inRange(min) || !inRange(max)) {
    ctx.issues.push({
      code: 'custom',
      input: raw,
      message: `${CHALLENGE_RATING_HELP}; got ${quoted(texts.join(', '))}`,
    });
    return z.NEVER;
  }
  if (min > max) {
    ctx.issues.push({
      code: 'custom',
      input: raw,
      message: `challenge_rating[] must give the minimum first; ${min} is above the maximum ${max}`,
    });
    return z.NEVER;
  }
  return { min, max };
});

const FILTERS = {
  monsters: {
    source: once('source').transform((text, ctx) => {
      const source = caseless(MONSTER_SOURCES)(text);
      if (source !== undefined) return source;
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: `source must be one of ${list(MONSTER_SOURCES)}; got ${quoted(text)}`,
      });
      return z.NEVER;
    }),
    'type[]': oneOf('type[]', MONSTER_TYPES),
    'size[]': oneOf('size[]', SIZES),
    'environment[]': oneOf('environment[]', ENVIRONMENTS),
    'alignment[]': repeated(
      'alignment[]',
      (text) => (text.trim() !== '' && text.length <= ALIGNMENT_MAX_LENGTH ? text.toLowerCase() : undefined),
      `an alignment such as ${list(ALIGNMENTS.slice(0, 3))} or "any chaotic alignment", at most ${ALIGNMENT_MAX_LENGTH} characters`,
    ),
    'challenge_rating[]': challengeRatingParam,
  },
  spells: {
    'school[]': oneOf('school[]', SPELL_SCHOOLS),
    'classes[]': oneOf('classes[]', SPELLCASTING_CLASSES),
    'level[]': repeated('level[]', numberIn(SPELL_LEVELS), 'a whole number from 0 to 9'),
  },
  items: {
    'kind[]': oneOf('kind[]', ITEM_KINDS),
    'rarity[]': oneOf('rarity[]', ITEM_RARITIES),
    'category[]': repeated(
      'category[]',
      (text) => {
        const slug = text.toLowerCase();
        return SLUG.test(slug) && slug.length <= 60 ? slug : undefined;
      },
      `a category slug such as ${list(KNOWN_ITEM_CATEGORIES.slice(0, 4))}`,
    ),
  },
  conditions: {},
  rules: {},
};

function optional<S extends Record<string, z.ZodType>>(shape: S): { [P in keyof S]: z.ZodOptional<S[P]> } {
  return Object.fromEntries(Object.entries(shape).map(([key, schema]) => [key, schema.optional()])) as {
    [P in keyof S]: z.ZodOptional<S[P]>;
  };
}

function listQuerySchema<K extends CompendiumKind, S extends Record<string, z.ZodType>>(kind: K, filters: S) {
  const shape = {
    skip: wholeNumber('skip', 0, SKIP_MAX).optional(),
    limit: wholeNumber('limit', 1, PAGE_SIZE_MAX).optional(),
    fields: fieldsParam(kind).optional(),
    sort: sortParam(kind).optional(),
    name: nameParam.optional(),
    ...optional(filters),
  };
  const known = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code !== 'unrecognized_keys') return undefined;
      const key = issue.keys[0] ?? '';
      const hint = known.includes(`${key}[]`) ? ` (write it ${key}[]=…)` : '';
      return `${quoted(key)} is not a parameter of ${COMPENDIUM_API_PATH}/${kind}${hint}; the parameters are ${list(known)}`;
    },
  });
}

/** Each kind's list query as the server checks it: strict, so an unknown parameter is refused by name. */
export const LIST_QUERY_SCHEMAS = {
  monsters: listQuerySchema('monsters', FILTERS.monsters),
  spells: listQuerySchema('spells', FILTERS.spells),
  items: listQuerySchema('items', FILTERS.items),
  conditions: listQuerySchema('conditions', FILTERS.conditions),
  rules: listQuerySchema('rules', FILTERS.rules),
};

type Parsed<K extends CompendiumKind> = z.output<(typeof LIST_QUERY_SCHEMAS)[K]>;

/** A list request with every default filled in. */
export interface CompendiumListQuery<K extends CompendiumKind = CompendiumKind> {
  skip: number;
  limit: number;
  /** The fields to return, `_id`, `url` and `name` included; undefined for all of them. */
  fields: string[] | undefined;
  sort: SortOrder<SortField<K>>;
  name: string | undefined;
  filters: Omit<Parsed<K>, 'skip' | 'limit' | 'fields' | 'sort' | 'name'>;
}

/** The filter parameters of a kind's list, such as `type[]`. */
export type FilterParam<K extends CompendiumKind> = keyof CompendiumListQuery<K>['filters'] & string;

/** A checked list query with every default filled in. */
export function withListDefaults<K extends CompendiumKind>(parsed: Parsed<K>): CompendiumListQuery<K> {
  const { skip, limit, fields, sort, name, ...filters } = parsed as Parsed<CompendiumKind> & Record<string, unknown>;
  return {
    skip: skip ?? 0,
    limit: limit ?? PAGE_SIZE_DEFAULT,
    fields,
    sort: (sort ?? { field: 'name', descending: false }) as SortOrder<SortField<K>>,
    name,
    filters: filters as CompendiumListQuery<K>['filters'],
  };
}

function oneQuerySchema(kind: CompendiumKind) {
  return z.strictObject(
    { fields: fieldsParam(kind).optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${quoted(issue.keys[0] ?? '')} is not a parameter of ${COMPENDIUM_API_PATH}/${kind}/{id}; the only parameter is fields`
          : undefined,
    },
  );
}

/** Each kind's one-record query: only `fields` is allowed there. */
export const ONE_QUERY_SCHEMAS = {
  monsters: oneQuerySchema('monsters'),
  spells: oneQuerySchema('spells'),
  items: oneQuerySchema('items'),
  conditions: oneQuerySchema('conditions'),
  rules: oneQuerySchema('rules'),
};
