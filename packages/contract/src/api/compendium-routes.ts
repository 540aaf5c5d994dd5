import { z } from 'zod';
import { type CompendiumListQuery, LIST_QUERY_SCHEMAS, ONE_QUERY_SCHEMAS, withListDefaults } from '../compendium.ts';
import { FILTER_DESCRIPTIONS } from '../compendium-filter-docs.ts';
import {
  ALL_FIELDS,
  ALWAYS_INCLUDED_FIELDS,
  CHALLENGE_RATING_MAX,
  COMPENDIUM_API_PATH,
  type CompendiumKind,
  KIND_SINGULAR,
  NAME_SEARCH_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  RECORD_FIELDS,
  SKIP_MAX,
  SORTABLE_FIELDS,
} from '../compendium-kinds.ts';
import { COMPENDIUM_RECORD_SCHEMAS } from '../compendium-record-schemas.ts';
import { defineRoute } from './api-route.ts';
import { documented, type ParameterDoc } from './query-docs.ts';

/**
 * The public, read-only compendium: `GET /api/v1/{kind}` (a page of records, filtered and sorted) and
 * `GET /api/v1/{kind}/:idOrSlug` for each kind. Refusals are `{ error }` sentences, as they always were.
 */

const TAG = 'Compendium';

const SCHEMA_NAMES: Record<CompendiumKind, string> = {
  monsters: 'Monster',
  spells: 'Spell',
  items: 'Item',
  conditions: 'Condition',
  rules: 'Rule',
};

const EXAMPLE_CALLS: Record<CompendiumKind, { list: string[]; one: string[] }> = {
  monsters: {
    list: [
      '/api/v1/monsters',
      '/api/v1/monsters?name=dragon&fields=name+challenge_rating+type&sort=challenge_rating:desc',
      '/api/v1/monsters?challenge_rating[]=0&challenge_rating[]=2&size[]=small&size[]=tiny',
      '/api/v1/monsters?type[]=undead&skip=15&limit=15',
    ],
    one: ['/api/v1/monsters/goblin', '/api/v1/monsters/1'],
  },
  spells: {
    list: ['/api/v1/spells?classes[]=wizard&level[]=0&level[]=1', '/api/v1/spells?school[]=evocation&sort=level'],
    one: ['/api/v1/spells/fireball'],
  },
  items: {
    list: ['/api/v1/items?kind[]=magic_item&rarity[]=rare&sort=name', '/api/v1/items?category[]=armor&fields=armor'],
    one: ['/api/v1/items/longsword'],
  },
  conditions: { list: ['/api/v1/conditions?fields=name'], one: ['/api/v1/conditions/prone'] },
  rules: { list: ['/api/v1/rules?name=cover'], one: ['/api/v1/rules/cover'] },
};

const NOT_MODIFIED = { description: 'The answer the If-None-Match header names is still current.' };

function fieldsDoc(kind: CompendiumKind): ParameterDoc {
  return {
    description: `Space-separated fields to return (\`+\` or \`%20\` in a URL); ${ALWAYS_INCLUDED_FIELDS.join(', ')} always come. Default: every field, as \`${ALL_FIELDS}\` also asks. Allowed: ${RECORD_FIELDS[kind].join(', ')}.`,
    shownAs: { type: 'string' },
    example: RECORD_FIELDS[kind].slice(2, 4).join(' '),
  };
}

function sortNote(kind: CompendiumKind): string {
  if (kind === 'monsters') return ' Sizes sort smallest first.';
  if (kind === 'items') return ' Rarities sort commonest first, equipment (no rarity) last.';
  return '';
}

/** What each list parameter means and takes, in the order the query schema lists them. */
function listParameterDocs(kind: CompendiumKind): Record<string, ParameterDoc> {
  const docs: Record<string, ParameterDoc> = {
    skip: {
      description: 'How many matching records to pass over before the page starts.',
      shownAs: { type: 'integer', minimum: 0, maximum: SKIP_MAX, default: 0 },
    },
    limit: {
      description: `Page size, 1 to ${PAGE_SIZE_MAX}.`,
      shownAs: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
    },
    fields: fieldsDoc(kind),
    sort: {
      description: `A sortable field, optionally followed by \`:desc\`. Ties break by name, then \`_id\`.${sortNote(kind)}`,
      shownAs: {
        type: 'string',
        enum: SORTABLE_FIELDS[kind].flatMap((field) => [field, `${field}:desc`]),
        default: 'name',
      },
    },
    name: {
      description: 'Records whose name contains this text, ignoring case.',
      shownAs: { type: 'string', maxLength: NAME_SEARCH_MAX_LENGTH },
    },
  };
  for (const filter of FILTER_DESCRIPTIONS[kind]) {
    const item = filter.values ? { enum: [...filter.values] } : { type: 'string' };
    const range = { type: 'number', minimum: 0, maximum: CHALLENGE_RATING_MAX };
    docs[filter.param] = {
      description: filter.description,
      shownAs: !filter.repeated
        ? item
        : filter.param === 'challenge_rating[]'
          ? { type: 'array', items: range, minItems: 2, maxItems: 2 }
          : { type: 'array', items: item },
      ...(filter.repeated ? { example: filter.example } : {}),
    };
  }
  return docs;
}

/** The schema's own parameters, each documented (checking stays exactly the schema's). */
function documentedShape(shape: z.ZodRawShape, docs: Record<string, ParameterDoc>): z.ZodRawShape {
  return Object.fromEntries(
    Object.entries(shape).map(([param, schema]) => {
      const doc = docs[param];
      return [param, doc ? documented(schema as z.ZodType, doc) : schema];
    }),
  );
}

/** A kind's record, named for the API docs. */
function recordOf<K extends CompendiumKind>(kind: K): (typeof COMPENDIUM_RECORD_SCHEMAS)[K] {
  return COMPENDIUM_RECORD_SCHEMAS[kind].meta({ id: SCHEMA_NAMES[kind] }) as (typeof COMPENDIUM_RECORD_SCHEMAS)[K];
}

function listRoute<const K extends CompendiumKind, Query extends z.ZodObject, Record extends z.ZodType>(
  kind: K,
  query: Query,
  record: Record,
) {
  const name = SCHEMA_NAMES[kind];
  return defineRoute({
    method: 'GET',
    path: `${COMPENDIUM_API_PATH}/${kind}`,
    access: 'public',
    tag: TAG,
    summary: `List ${kind}`,
    description: `A page of ${kind} and how many match in all. Filters of different names must all hold; the values of one repeated filter are alternatives, and a value may be written in any case. Any other parameter, or a value outside what a parameter allows, answers 400 with a sentence saying which and what is allowed.`,
    query: (query.extend(documentedShape(query.shape, listParameterDocs(kind))) as unknown as Query).transform(
      (parsed) => withListDefaults<K>(parsed as never) as CompendiumListQuery<K>,
    ),
    answer: z
      .object({
        meta: z.object({ count: z.number().int().min(0) }),
        results: z
          .array(record)
          .describe('With `fields`, each record holds only those fields and `_id`, `url`, `name`.'),
      })
      .meta({ id: `${name}List` }),
    answerDescription: `\`meta.count\` is how many ${kind} match, whatever skip and limit are.`,
    otherAnswers: { 304: NOT_MODIFIED },
    errorShape: 'sentence',
    examples: EXAMPLE_CALLS[kind].list,
  });
}

function oneRoute<const K extends CompendiumKind, Query extends z.ZodObject, Record extends z.ZodType>(
  kind: K,
  query: Query,
  record: Record,
) {
  const singular = KIND_SINGULAR[kind];
  return defineRoute({
    method: 'GET',
    path: `${COMPENDIUM_API_PATH}/${kind}/:idOrSlug`,
    access: 'public',
    tag: TAG,
    summary: `One ${singular}`,
    description: `One ${singular} by its numeric \`_id\` or its \`url\` slug.`,
    params: z.strictObject({ idOrSlug: z.string().max(200).describe('The numeric `_id` or the `url` slug.') }),
    query: query.extend(documentedShape(query.shape, { fields: fieldsDoc(kind) })) as unknown as Query,
    answer: record,
    answerDescription: `The ${singular}.`,
    otherAnswers: {
      304: NOT_MODIFIED,
      404: {
        description: `No ${singular} has that \`_id\` or slug: \`{"error": "No ${singular} \\"x\\""}\`.`,
      },
    },
    errorShape: 'sentence',
    examples: EXAMPLE_CALLS[kind].one,
  });
}

function kindRoutes<const K extends CompendiumKind>(kind: K) {
  const record = recordOf(kind);
  return {
    list: listRoute(kind, LIST_QUERY_SCHEMAS[kind] as (typeof LIST_QUERY_SCHEMAS)[K], record),
    one: oneRoute(kind, ONE_QUERY_SCHEMAS[kind] as (typeof ONE_QUERY_SCHEMAS)[K], record),
  };
}

/** Each kind's list and one-record routes. */
export const COMPENDIUM_ROUTES = {
  monsters: kindRoutes('monsters'),
  spells: kindRoutes('spells'),
  items: kindRoutes('items'),
  conditions: kindRoutes('conditions'),
  rules: kindRoutes('rules'),
} satisfies { [K in CompendiumKind]: unknown };
