import { FILTER_DESCRIPTIONS } from '@skald/contract/compendium-filter-docs';
import {
  ALL_FIELDS,
  ALWAYS_INCLUDED_FIELDS,
  CHALLENGE_RATING_MAX,
  COMPENDIUM_API_PATH,
  COMPENDIUM_KINDS,
  type CompendiumKind,
  KIND_SINGULAR,
  NAME_SEARCH_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  RECORD_FIELDS,
  SKIP_MAX,
  SORTABLE_FIELDS,
} from '@skald/contract/compendium-kinds';
import { recordJsonSchema } from '@skald/contract/compendium-record-schemas';
import { CACHE_CONTROL } from './http-cache.ts';

/**
 * The OpenAPI 3.1 document of the public API, built once from the contract: the record schemas come
 * from its zod schemas (through `z.toJSONSchema`), the parameters from the same constants the query parser
 * checks against, so the document cannot drift from what the server accepts.
 */

type Json = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path';
  required?: boolean;
  description: string;
  schema: Json;
  style?: 'form';
  explode?: boolean;
  example?: unknown;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters: OpenApiParameter[];
  responses: Record<string, Json>;
  /** Calls that work against any Skald, shown as links on /api/docs. */
  'x-example-calls'?: string[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; url: string } };
  tags: { name: string; description: string }[];
  paths: Record<string, { get: OpenApiOperation }>;
  components: { schemas: Record<string, Json>; headers: Record<string, Json> };
}

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

const errorResponse = (description: string): Json => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const cachedHeaders = {
  ETag: { $ref: '#/components/headers/ETag' },
  'Cache-Control': { $ref: '#/components/headers/Cache-Control' },
  'Access-Control-Allow-Origin': { $ref: '#/components/headers/Access-Control-Allow-Origin' },
};

const notModified: Json = {
  description: 'The answer the If-None-Match header names is still current.',
  headers: cachedHeaders,
};

function fieldsParameter(kind: CompendiumKind): OpenApiParameter {
  return {
    name: 'fields',
    in: 'query',
    description: `Space-separated fields to return (\`+\` or \`%20\` in a URL); ${ALWAYS_INCLUDED_FIELDS.join(', ')} always come. Default: every field, as \`${ALL_FIELDS}\` also asks. Allowed: ${RECORD_FIELDS[kind].join(', ')}.`,
    schema: { type: 'string' },
    example: RECORD_FIELDS[kind].slice(2, 4).join(' '),
  };
}

function listParameters(kind: CompendiumKind): OpenApiParameter[] {
  const sortable = SORTABLE_FIELDS[kind];
  const common: OpenApiParameter[] = [
    {
      name: 'skip',
      in: 'query',
      description: 'How many matching records to pass over before the page starts.',
      schema: { type: 'integer', minimum: 0, maximum: SKIP_MAX, default: 0 },
    },
    {
      name: 'limit',
      in: 'query',
      description: `Page size, 1 to ${PAGE_SIZE_MAX}.`,
      schema: { type: 'integer', minimum: 1, maximum: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT },
    },
    fieldsParameter(kind),
    {
      name: 'sort',
      in: 'query',
      description: `A sortable field, optionally followed by \`:desc\`. Ties break by name, then \`_id\`.${
        kind === 'monsters'
          ? ' Sizes sort smallest first.'
          : kind === 'items'
            ? ' Rarities sort commonest first, equipment (no rarity) last.'
            : ''
      }`,
      schema: {
        type: 'string',
        enum: sortable.flatMap((field) => [field, `${field}:desc`]),
        default: 'name',
      },
    },
    {
      name: 'name',
      in: 'query',
      description: 'Records whose name contains this text, ignoring case.',
      schema: { type: 'string', maxLength: NAME_SEARCH_MAX_LENGTH },
    },
  ];
  const filters = FILTER_DESCRIPTIONS[kind].map((filter): OpenApiParameter => {
    const item: Json = filter.values ? { enum: [...filter.values] } : { type: 'string' };
    if (!filter.repeated) return { name: filter.param, in: 'query', description: filter.description, schema: item };
    const pair = filter.param === 'challenge_rating[]';
    return {
      name: filter.param,
      in: 'query',
      description: filter.description,
      style: 'form',
      explode: true,
      schema: pair
        ? {
            type: 'array',
            items: { type: 'number', minimum: 0, maximum: CHALLENGE_RATING_MAX },
            minItems: 2,
            maxItems: 2,
          }
        : { type: 'array', items: item },
      example: filter.example,
    };
  });
  return [...common, ...filters];
}

function listOperation(kind: CompendiumKind): OpenApiOperation {
  const schema = SCHEMA_NAMES[kind];
  return {
    operationId: `list${schema}s`,
    summary: `List ${kind}`,
    description: `A page of ${kind} and how many match in all. Filters of different names must all hold; the values of one repeated filter are alternatives, and a value may be written in any case. Any other parameter, or a value outside what a parameter allows, answers 400 with a sentence saying which and what is allowed.`,
    tags: ['compendium'],
    parameters: listParameters(kind),
    responses: {
      '200': {
        description: `\`meta.count\` is how many ${kind} match, whatever skip and limit are.`,
        headers: cachedHeaders,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}List` } } },
      },
      '304': notModified,
      '400': errorResponse('An unknown parameter or a value it does not allow.'),
    },
    'x-example-calls': EXAMPLE_CALLS[kind].list,
  };
}

function oneOperation(kind: CompendiumKind): OpenApiOperation {
  const schema = SCHEMA_NAMES[kind];
  return {
    operationId: `get${schema}`,
    summary: `One ${KIND_SINGULAR[kind]}`,
    description: `One ${KIND_SINGULAR[kind]} by its numeric \`_id\` or its \`url\` slug.`,
    tags: ['compendium'],
    parameters: [
      {
        name: 'idOrSlug',
        in: 'path',
        required: true,
        description: 'The numeric `_id` or the `url` slug.',
        schema: { type: 'string', maxLength: 200 },
      },
      fieldsParameter(kind),
    ],
    responses: {
      '200': {
        description: `The ${KIND_SINGULAR[kind]}.`,
        headers: cachedHeaders,
        content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } },
      },
      '304': notModified,
      '400': errorResponse('A parameter other than fields, or an unknown field.'),
      '404': errorResponse(
        `No ${KIND_SINGULAR[kind]} has that \`_id\` or slug: \`{"error": "No ${KIND_SINGULAR[kind]} \\"x\\""}\`.`,
      ),
    },
    'x-example-calls': EXAMPLE_CALLS[kind].one,
  };
}

function healthOperation(): OpenApiOperation {
  return {
    operationId: 'health',
    summary: 'Health',
    description: 'Answers `{"status":"ok"}` once the database answers, else 503 `{"status":"unavailable"}`.',
    tags: ['server'],
    parameters: [],
    responses: {
      '200': {
        description: 'The server and its database answer.',
        content: { 'application/json': { schema: { type: 'object', properties: { status: { const: 'ok' } } } } },
      },
      '503': {
        description: 'The database does not answer.',
        content: {
          'application/json': { schema: { type: 'object', properties: { status: { const: 'unavailable' } } } },
        },
      },
    },
    'x-example-calls': ['/api/health'],
  };
}

export function buildOpenApiDocument(): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  const schemas: Record<string, Json> = {
    Error: {
      type: 'object',
      properties: { error: { type: 'string', description: 'One sentence saying what is wrong.' } },
      required: ['error'],
    },
  };
  for (const kind of COMPENDIUM_KINDS) {
    paths[`${COMPENDIUM_API_PATH}/${kind}`] = { get: listOperation(kind) };
    paths[`${COMPENDIUM_API_PATH}/${kind}/{idOrSlug}`] = { get: oneOperation(kind) };
    const name = SCHEMA_NAMES[kind];
    schemas[name] = recordJsonSchema(kind);
    schemas[`${name}List`] = {
      type: 'object',
      properties: {
        meta: { type: 'object', properties: { count: { type: 'integer', minimum: 0 } }, required: ['count'] },
        results: {
          type: 'array',
          items: { $ref: `#/components/schemas/${name}` },
          description: 'With `fields`, each record holds only those fields and `_id`, `url`, `name`.',
        },
      },
      required: ['meta', 'results'],
    };
  }
  paths['/api/health'] = { get: healthOperation() };

  return {
    openapi: '3.1.0',
    info: {
      title: 'Skald API',
      version: '1',
      description:
        'The public, read-only part of the Skald API: the compendium of the System Reference Document 5.1 (monsters, spells, items, conditions and rules), for anyone, from any origin, without signing in.',
      license: { name: 'SRD 5.1 content: CC-BY-4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
    },
    tags: [
      { name: 'compendium', description: 'SRD 5.1 reference records.' },
      { name: 'server', description: 'The server itself.' },
    ],
    paths,
    components: {
      schemas,
      headers: {
        ETag: {
          description: 'A weak validator of the answer; send it back as If-None-Match.',
          schema: { type: 'string' },
        },
        'Cache-Control': { description: 'Answers may be kept for five minutes.', schema: { const: CACHE_CONTROL } },
        'Access-Control-Allow-Origin': { description: 'Any origin may read the compendium.', schema: { const: '*' } },
      },
    },
  };
}
