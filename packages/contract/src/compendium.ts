import { ALIGNMENTS } from '@skald/rules/constants/alignments';
import { CHALLENGE_RATINGS } from '@skald/rules/constants/challenge-ratings';
import { ENVIRONMENTS } from '@skald/rules/constants/environments';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SIZES } from '@skald/rules/constants/sizes';
import { SPELL_SCHOOLS, SPELLCASTING_CLASSES } from '@skald/rules/constants/spells';
import { z } from 'zod';
import {
  type ConditionRecord,
  ITEM_RARITIES,
  type ItemRecord,
  type MonsterRecord,
  type RuleRecord,
  type SpellRecord,
} from './compendium-records.ts';

/**
 * The compendium API (`GET /api/v1/{kind}` and `/api/v1/{kind}/{id-or-slug}`): its kinds, the fields
 * and sorts of each, and the query parameters with the one-sentence refusal each bad value gets.
 */

export const COMPENDIUM_KINDS = ['monsters', 'spells', 'items', 'conditions', 'rules'] as const;
export type CompendiumKind = (typeof COMPENDIUM_KINDS)[number];

export interface CompendiumRecordOf {
  monsters: MonsterRecord;
  spells: SpellRecord;
  items: ItemRecord;
  conditions: ConditionRecord;
  rules: RuleRecord;
}

export const KIND_SINGULAR: Readonly<Record<CompendiumKind, string>> = {
  monsters: 'monster',
  spells: 'spell',
  items: 'item',
  conditions: 'condition',
  rules: 'rule',
};

export const PAGE_SIZE_DEFAULT = 15;
export const PAGE_SIZE_MAX = 100;
/** The largest `skip`: PostgreSQL takes an int4 offset from both drivers without surprises. */
export const SKIP_MAX = 2_147_483_647;
export const NAME_SEARCH_MAX_LENGTH = 100;
/** How many values one repeated filter takes; more is a mistake, not a search. */
export const FILTER_VALUES_MAX = 50;

/** Every top-level field of a record, so a `Record<keyof T, true>` proves none is missing. */
function fieldsOf<T>(fields: Record<keyof T, true>): readonly string[] {
  return Object.keys(fields);
}

/** Fields of each kind in the order records list them; `fields=` picks among these. */
export const RECORD_FIELDS: Readonly<Record<CompendiumKind, readonly string[]>> = {
  monsters: fieldsOf<MonsterRecord>({
    _id: true,
    url: true,
    name: true,
    source: true,
    size: true,
    type: true,
    subtype: true,
    alignment: true,
    armor_class: true,
    hit_points: true,
    hit_dice: true,
    challenge_rating: true,
    strength: true,
    dexterity: true,
    constitution: true,
    intelligence: true,
    wisdom: true,
    charisma: true,
    saving_throws: true,
    skills: true,
    skills_expertise: true,
    speeds: true,
    languages: true,
    senses: true,
    damage_vulnerabilities: true,
    damage_resistances: true,
    damage_immunities: true,
    condition_immunities: true,
    special_abilities: true,
    actions: true,
    legendary_actions: true,
    reactions: true,
    legendary_count: true,
    desc: true,
    passive_perception: true,
    forms: true,
    spellcasting: true,
    environments: true,
  }),
  spells: fieldsOf<SpellRecord>({
    _id: true,
    url: true,
    name: true,
    level: true,
    school: true,
    classes: true,
    subclasses: true,
    casting_time: true,
    range: true,
    components: true,
    material: true,
    duration: true,
    concentration: true,
    ritual: true,
    desc: true,
    higher_level: true,
    attack_type: true,
    damage_type: true,
    damage_at_slot_level: true,
    damage_at_character_level: true,
    heal_at_slot_level: true,
    dc: true,
    area_of_effect: true,
  }),
  items: fieldsOf<ItemRecord>({
    _id: true,
    url: true,
    name: true,
    kind: true,
    category: true,
    subcategory: true,
    desc: true,
    rarity: true,
    variants: true,
    variant: true,
    cost: true,
    weight: true,
    weapon: true,
    armor: true,
    quantity: true,
    contents: true,
    speed: true,
    capacity: true,
  }),
  conditions: fieldsOf<ConditionRecord>({ _id: true, url: true, name: true, condition: true, desc: true }),
  rules: fieldsOf<RuleRecord>({ _id: true, url: true, name: true, desc: true, parent: true }),
};

/** `fields=ALL` (content.md §7's default, in any case) asks for every field, as no `fields` does. */
export const ALL_FIELDS = 'ALL';

/** Every record carries these whatever `fields` asks for. */
export const ALWAYS_INCLUDED_FIELDS = ['_id', 'url', 'name'] as const;

export const SORTABLE_FIELDS = {
  monsters: ['name', 'challenge_rating', 'type', 'size', 'hit_points', 'armor_class'],
  spells: ['name', 'level', 'school'],
  items: ['name', 'rarity', 'category'],
  conditions: ['name'],
  rules: ['name'],
} as const satisfies Record<CompendiumKind, readonly string[]>;

export type SortField<K extends CompendiumKind> = (typeof SORTABLE_FIELDS)[K][number];

export const SPELL_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const ITEM_KINDS = ['magic_item', 'equipment'] as const;
export const MONSTER_SOURCES = ['srd', 'homebrew'] as const;
/** Categories the SRD's items use; `category[]` takes any such slug, so a new one needs no release. */
export const KNOWN_ITEM_CATEGORIES = [
  'adventuring-gear',
  'ammunition',
  'armor',
  'mounts-and-vehicles',
  'potion',
  'ring',
  'rod',
  'scroll',
  'staff',
  'tools',
  'wand',
  'weapon',
  'wondrous-items',
] as const;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_CHALLENGE_RATING: number = CHALLENGE_RATINGS[CHALLENGE_RATINGS.length - 1] ?? 30;
const ALIGNMENT_MAX_LENGTH = 60;

// ---------------------------------------------------------------------------------------------------
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

const CHALLENGE_RATING_HELP = `challenge_rating[] must be given exactly twice, the minimum then the maximum, each a number from 0 to ${MAX_CHALLENGE_RATING} (e.g. challenge_rating[]=0&challenge_rating[]=2)`;

const challengeRatingParam = z.union([z.string(), z.array(z.string())]).transform((raw, ctx): ChallengeRatingRange => {
  const texts = typeof raw === 'string' ? [raw] : raw;
  const [min, max] = texts.map((text) => (/^\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN));
  const inRange = (value: number | undefined): value is number =>
    value !== undefined && value >= 0 && value <= MAX_CHALLENGE_RATING;
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
      return `${quoted(key)} is not a parameter of /api/v1/${kind}${hint}; the parameters are ${list(known)}`;
    },
  });
}

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

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Reads a list request's query, or says in one sentence which parameter is wrong and what it takes. */
export function parseListQuery<K extends CompendiumKind>(
  kind: K,
  query: Record<string, unknown>,
): ParseResult<CompendiumListQuery<K>> {
  const parsed = LIST_QUERY_SCHEMAS[kind].safeParse(query);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'the query is not valid' };
  const { skip, limit, fields, sort, name, ...filters } = parsed.data as Parsed<CompendiumKind> &
    Record<string, unknown>;
  return {
    ok: true,
    value: {
      skip: skip ?? 0,
      limit: limit ?? PAGE_SIZE_DEFAULT,
      fields,
      sort: (sort ?? { field: 'name', descending: false }) as SortOrder<SortField<K>>,
      name,
      filters: filters as CompendiumListQuery<K>['filters'],
    },
  };
}

function oneQuerySchema(kind: CompendiumKind) {
  return z.strictObject(
    { fields: fieldsParam(kind).optional() },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `${quoted(issue.keys[0] ?? '')} is not a parameter of /api/v1/${kind}/{id}; the only parameter is fields`
          : undefined,
    },
  );
}

const ONE_QUERY_SCHEMAS = {
  monsters: oneQuerySchema('monsters'),
  spells: oneQuerySchema('spells'),
  items: oneQuerySchema('items'),
  conditions: oneQuerySchema('conditions'),
  rules: oneQuerySchema('rules'),
};

/** Reads the query of a one-record request: only `fields` is allowed there. */
export function parseOneQuery(
  kind: CompendiumKind,
  query: Record<string, unknown>,
): ParseResult<{ fields: string[] | undefined }> {
  const parsed = ONE_QUERY_SCHEMAS[kind].safeParse(query);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? 'the query is not valid' };
  return { ok: true, value: { fields: parsed.data.fields } };
}

// ---------------------------------------------------------------------------------------------------
// Answers.

export const compendiumListResponseSchema = z.object({
  meta: z.object({ count: z.number().int().min(0) }),
  results: z.array(z.looseObject({ _id: z.number().int().positive(), url: z.string(), name: z.string() })),
});
export type CompendiumListResponse<K extends CompendiumKind = CompendiumKind> = {
  meta: { count: number };
  results: Partial<CompendiumRecordOf[K]>[];
};

export const compendiumErrorSchema = z.object({ error: z.string() });
export type CompendiumError = z.infer<typeof compendiumErrorSchema>;

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
      description: `Exactly two numbers, the minimum then the maximum challenge rating (0 to ${MAX_CHALLENGE_RATING}, fractions as 0.125, 0.25, 0.5), inclusive; a minimum of 0 also takes in 0.125, 0.25 and 0.5.`,
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
