import { apiErrorSchema } from '@skald/contract/account';
import { CSRF_HEADER, MESSAGES, SESSION_COOKIE } from '@skald/contract/account-limits';
import { type ApiRoute, needsCsrfToken } from '@skald/contract/api/api-route';
import { SHOWN_AS } from '@skald/contract/api/query-docs';
import { z } from 'zod';

/**
 * The OpenAPI 3.1 document generated from the contract routes a server serves: params, query, body and
 * answers are the descriptors' zod schemas through `z.toJSONSchema`, so the document cannot drift from
 * what the server accepts and answers. Schemas named with `.meta({ id })` become shared components.
 */

type Json = Record<string, unknown>;

export type OpenApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path';
  required: boolean;
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
  requestBody?: { required: true; content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
  /** No entry for public data; the session cookie, and the CSRF header on state-changing calls. */
  security?: Record<string, string[]>[];
  /** Who may call it, as the descriptor says: public, anyone, signed-in or admin. */
  'x-access': ApiRoute['access'];
  /** Calls that work against any Skald, shown as links on /api/docs. */
  'x-example-calls'?: string[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string; license: { name: string; url: string } };
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>;
  components: { schemas: Record<string, Json>; headers: Record<string, Json>; securitySchemes: Record<string, Json> };
}

export interface DocumentFrame {
  info: OpenApiDocument['info'];
  /** The sections, in order; a route's tag missing here gets a section after them. */
  tags: OpenApiDocument['tags'];
  headers: Record<string, Json>;
}

/** The refusal shapes: the app's error handler, and the compendium's sentence alone. */
const API_ERROR = apiErrorSchema.meta({ id: 'ApiError', description: 'A refusal: `message` says what is wrong.' });
const SENTENCE_ERROR = z
  .object({ error: z.string().describe('One sentence saying what is wrong.') })
  .meta({ id: 'Error', description: 'A compendium refusal: `error` says what is wrong.' });

const SECURITY_SCHEMES: Record<string, Json> = {
  session: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'The session cookie that signing in sets.',
  },
  csrf: {
    type: 'apiKey',
    in: 'header',
    name: CSRF_HEADER,
    description:
      'The `csrfToken` that `GET /api/auth/session` answers, sent back on every POST, PUT, PATCH and DELETE.',
  },
};

/** A query parameter documented with `documented()` shows what it takes rather than the text it arrives as. */
function showDocumented({ jsonSchema }: { jsonSchema: Json }): void {
  const shown = jsonSchema[SHOWN_AS] as Json | undefined;
  if (!shown) return;
  const { description, example } = jsonSchema;
  for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
  Object.assign(jsonSchema, shown, { description, ...(example === undefined ? {} : { example }) });
}

/** Points `$defs` references at the document's components. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === '$ref' && typeof inner === 'string'
        ? inner.replace(/^#\/\$defs\//, '#/components/schemas/')
        : toComponentRefs(inner),
    ]),
  );
}

class SchemaWriter {
  readonly components: Record<string, Json> = {};

  /** The JSON Schema of what a caller sends (`input`) or gets back (`output`); named parts become components. */
  write(schema: z.ZodType, io: 'input' | 'output'): Json {
    const converted = z.toJSONSchema(schema, {
      io,
      unrepresentable: 'any',
      override: showDocumented as never,
    }) as Json;
    const { $schema: _dialect, $defs, ...json } = converted;
    for (const [name, definition] of Object.entries(($defs ?? {}) as Record<string, Json>)) {
      this.components[name] = toComponentRefs(definition) as Json;
    }
    return toComponentRefs(json) as Json;
  }
}

function parametersOf(
  schema: z.ZodType | undefined,
  place: 'path' | 'query',
  writer: SchemaWriter,
): OpenApiParameter[] {
  if (!schema) return [];
  const json = writer.write(schema, 'input');
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries((json.properties ?? {}) as Record<string, Json>).map(([name, property]) => {
    const { description, example, ...valueSchema } = property;
    return {
      name,
      in: place,
      required: place === 'path' || required.has(name),
      description: typeof description === 'string' ? description : '',
      schema: valueSchema,
      ...(valueSchema.type === 'array' ? { style: 'form' as const, explode: true } : {}),
      ...(example === undefined ? {} : { example }),
    };
  });
}

function requestBodyOf(route: ApiRoute, writer: SchemaWriter): OpenApiOperation['requestBody'] {
  if (route.body === undefined) return undefined;
  const content: Record<string, { schema: Json }> =
    route.body === 'image'
      ? { 'image/*': { schema: { type: 'string', contentMediaType: 'image/*' } } }
      : { 'application/json': { schema: writer.write(route.body, 'input') } };
  return { required: true, content };
}

function successOf(route: ApiRoute, writer: SchemaWriter): [string, Json] {
  const { answer } = route;
  if (answer === undefined) return ['204', { description: route.answerDescription ?? 'Done; the answer has no body.' }];
  if (answer === 'redirect') {
    return ['302', { description: route.answerDescription ?? 'Sends the browser on to a page of the app.' }];
  }
  const status = String(route.status ?? 200);
  const description = route.answerDescription ?? route.summary;
  if (answer === 'image') {
    return [
      status,
      { description, content: { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } } },
    ];
  }
  if (answer === 'event-stream') {
    return [status, { description, content: { 'text/event-stream': { schema: { type: 'string' } } } }];
  }
  return [status, { description, content: { 'application/json': { schema: writer.write(answer, 'output') } } }];
}

/** The refusals every route of its kind may give: bad input, no session, not an admin, no CSRF token. */
function refusalsOf(route: ApiRoute): Record<string, string> {
  const refusals: Record<string, string> = {};
  const sent = [route.query && 'query', route.body && 'body'].filter(Boolean).join(' or ');
  if (sent) refusals['400'] = `The ${sent} is not what the route takes: one sentence says which part and why.`;
  if (route.access === 'signed-in' || route.access === 'admin')
    refusals['401'] = `Not signed in: "${MESSAGES.signInRequired}"`;
  const forbidden: string[] = [];
  if (route.access === 'admin') forbidden.push(`not an administrator: "${MESSAGES.adminOnly}"`);
  if (needsCsrfToken(route.method, route.access))
    forbidden.push(`no valid \`${CSRF_HEADER}\` header: "${MESSAGES.csrf}"`);
  if (forbidden.length > 0) refusals['403'] = `Refused, ${forbidden.join('; or ')}`;
  if (route.params) refusals['404'] = 'Nothing was found at this address.';
  return refusals;
}

function responsesOf(route: ApiRoute, writer: SchemaWriter): Record<string, Json> {
  const errorRef = { $ref: `#/components/schemas/${route.errorShape === 'sentence' ? 'Error' : 'ApiError'}` };
  const errorContent = { 'application/json': { schema: errorRef } };
  const responses: Record<string, Json> = Object.fromEntries([successOf(route, writer)]);
  for (const [status, description] of Object.entries(refusalsOf(route))) {
    responses[status] = { description, content: errorContent };
  }
  for (const [status, other] of Object.entries(route.otherAnswers ?? {})) {
    const content = other.schema
      ? { 'application/json': { schema: writer.write(other.schema, 'output') } }
      : Number(status) >= 400
        ? errorContent
        : undefined;
    responses[status] = { description: other.description, ...(content ? { content } : {}) };
  }
  return responses;
}

function securityOf(route: ApiRoute): OpenApiOperation['security'] {
  const needs: Record<string, string[]> = {};
  if (route.access === 'signed-in' || route.access === 'admin') needs.session = [];
  if (needsCsrfToken(route.method, route.access)) needs.csrf = [];
  return Object.keys(needs).length > 0 ? [needs] : undefined;
}

/** `/api/library/npcs/:id` as OpenAPI writes it: `/api/library/npcs/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_]+)/g, '{$1}');
}

function operationId(route: ApiRoute): string {
  const words = route.path
    .replace(/^\/api\//, '')
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `by-${segment.slice(1)}` : segment))
    .join('-')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [route.method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

function operationOf(route: ApiRoute, writer: SchemaWriter): OpenApiOperation {
  const security = securityOf(route);
  const requestBody = requestBodyOf(route, writer);
  return {
    operationId: operationId(route),
    summary: route.summary,
    description: route.description ?? '',
    tags: [route.tag],
    parameters: [...parametersOf(route.params, 'path', writer), ...parametersOf(route.query, 'query', writer)],
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(route, writer),
    ...(security ? { security } : {}),
    'x-access': route.access,
    ...(route.examples ? { 'x-example-calls': [...route.examples] } : {}),
  };
}

/** The document of `routes`, grouped by tag in the frame's order. */
export function openApiFromRoutes(routes: readonly ApiRoute[], frame: DocumentFrame): OpenApiDocument {
  const tags = [...frame.tags];
  for (const route of routes) {
    if (!tags.some((tag) => tag.name === route.tag)) tags.push({ name: route.tag, description: '' });
  }
  const writer = new SchemaWriter();
  writer.write(API_ERROR, 'output');
  writer.write(SENTENCE_ERROR, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const tag of tags) {
    for (const route of routes.filter((candidate) => candidate.tag === tag.name)) {
      const path = openApiPath(route.path);
      paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route, writer) };
    }
  }
  return {
    openapi: '3.1.0',
    info: frame.info,
    tags: tags.filter((tag) => routes.some((route) => route.tag === tag.name)),
    paths,
    components: { schemas: writer.components, headers: frame.headers, securitySchemes: SECURITY_SCHEMES },
  };
}
