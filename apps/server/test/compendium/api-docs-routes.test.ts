import { FILTER_DESCRIPTIONS } from '@skald/contract/compendium-filter-docs';
import { COMPENDIUM_KINDS } from '@skald/contract/compendium-kinds';
import { COMPENDIUM_RECORD_SCHEMAS } from '@skald/contract/compendium-record-schemas';
import { LIVE_PATH } from '@skald/contract/live/live-messages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { type OpenApiDocument, openApiPath } from '../../src/http/openapi-from-routes.ts';
import { testDatabaseName } from '../test-database.ts';
import { appOn, fixtureCompendium } from './compendium-test-app.ts';

let database: Database;
let app: FastifyInstance;
let document: OpenApiDocument;

beforeAll(async () => {
  ({ database } = await fixtureCompendium());
  app = await appOn(database);
  const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  document = JSON.parse(response.body) as OpenApiDocument;
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

/** Every operation of the document, with its method and path. */
function operationsOf(openapi: OpenApiDocument) {
  return Object.entries(openapi.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
  );
}

/** Every `$ref` in the document, to check each points at something that is there. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') found.push(inner);
      else refsIn(inner, found);
    }
  }
  return found;
}

describe(`API documentation on ${testDatabaseName}`, () => {
  it('/api/docs/openapi.json is an OpenAPI 3.1 document generated from the contract routes, compendium first', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Skald API');
    const paths = Object.keys(document.paths);
    for (const kind of COMPENDIUM_KINDS) {
      expect(paths).toContain(`/api/v1/${kind}`);
      expect(paths).toContain(`/api/v1/${kind}/{idOrSlug}`);
    }
    expect(paths).toContain('/api/health');
    expect(paths.indexOf('/api/v1/monsters')).toBe(0);
    expect(document.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(['Compendium', 'Server', 'Accounts']));
  });

  it('every /api route the server answers is in the document (only the docs themselves are not)', async () => {
    // Google's routes exist only when it is configured; discovery waits for the first sign-in.
    const withGoogle = await buildApp({
      config: {
        publicUrl: 'http://127.0.0.1:3000',
        webDistDir: '/nonexistent/skald-web-dist',
        logLevel: 'silent',
        google: { issuerUrl: 'http://127.0.0.1:9/', clientId: 'skald', clientSecret: 'secret' },
      },
      database,
      logger: false,
    });
    try {
      await withGoogle.ready();
      const openapi = (await withGoogle.inject({ url: '/api/docs/openapi.json' })).json<OpenApiDocument>();
      const served = withGoogle.routeTable.filter(
        (route) =>
          /^\/api(\/|$)/.test(route.url) &&
          !route.url.startsWith('/api/docs') &&
          // The live broadcast's WebSocket is a protocol of its own (live-messages.ts), not an HTTP operation.
          route.url !== LIVE_PATH &&
          // HEAD is each GET's twin, OPTIONS the compendium's CORS preflight: neither is an operation.
          route.method !== 'HEAD' &&
          route.method !== 'OPTIONS',
      );
      expect(served.length).toBeGreaterThan(20);
      const documented = new Set(operationsOf(openapi).map(({ method, path }) => `${method.toUpperCase()} ${path}`));
      const missing = served
        .map((route) => `${route.method} ${openApiPath(route.url)}`)
        .filter((operation) => !documented.has(operation));
      expect(missing).toEqual([]);
      expect(documented).toContain('GET /api/auth/google');
    } finally {
      await withGoogle.close();
    }
  });

  it('shows who may call each route, and which need the x-csrf-token header', () => {
    const operation = (method: string, path: string) =>
      operationsOf(document).find((entry) => entry.method === method && entry.path === path)?.operation;
    expect(operation('get', '/api/v1/monsters')).toMatchObject({ 'x-access': 'public' });
    expect(operation('get', '/api/v1/monsters')?.security).toBeUndefined();
    expect(operation('get', '/api/me/settings')).toMatchObject({
      'x-access': 'signed-in',
      security: [{ session: [] }],
    });
    expect(operation('patch', '/api/me/settings')?.security).toEqual([{ session: [], csrf: [] }]);
    expect(operation('post', '/api/auth/sign-in')).toMatchObject({ 'x-access': 'anyone', security: [{ csrf: [] }] });
    expect(operation('get', '/api/admin/users')).toMatchObject({ 'x-access': 'admin' });
    expect(Object.keys(operation('get', '/api/admin/users')?.responses ?? {})).toEqual(['200', '401', '403']);
    expect(document.components.securitySchemes.csrf).toMatchObject({ in: 'header', name: 'x-csrf-token' });
  });

  it('describes bodies and answers from the contract schemas', () => {
    const signIn = document.paths['/api/auth/sign-in']?.post;
    expect(signIn?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { email: expect.any(Object), password: expect.any(Object) },
      required: ['email', 'password'],
      additionalProperties: false,
    });
    expect(Object.keys(signIn?.responses ?? {})).toEqual(['200', '400', '401', '403', '429']);
    const settings = document.paths['/api/me/settings']?.get?.responses['200'];
    expect(settings).toMatchObject({
      content: { 'application/json': { schema: { properties: { general: expect.any(Object) } } } },
    });
  });

  it('lists every parameter a list takes, filters included, with their allowed values', () => {
    for (const kind of COMPENDIUM_KINDS) {
      const operation = document.paths[`/api/v1/${kind}`]?.get;
      expect(operation?.description).toContain('a value may be written in any case');
      const names = operation?.parameters.map((parameter) => parameter.name);
      expect(names).toEqual([
        'skip',
        'limit',
        'fields',
        'sort',
        'name',
        ...FILTER_DESCRIPTIONS[kind].map((filter) => filter.param),
      ]);
      expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '304', '400']);
    }
    const limit = document.paths['/api/v1/spells']?.get?.parameters.find((parameter) => parameter.name === 'limit');
    expect(limit?.schema).toMatchObject({ minimum: 1, maximum: 100, default: 15 });
    const schools = document.paths['/api/v1/spells']?.get?.parameters.find((p) => p.name === 'school[]');
    expect(schools?.schema).toMatchObject({ type: 'array', items: { enum: expect.arrayContaining(['evocation']) } });
    expect(schools).toMatchObject({ style: 'form', explode: true, description: 'Any of these schools.' });
    const monsters = document.paths['/api/v1/monsters']?.get?.parameters ?? [];
    for (const filter of FILTER_DESCRIPTIONS.monsters) {
      expect(monsters.find((p) => p.name === filter.param)?.description).toBe(filter.description);
    }
    expect(monsters.find((p) => p.name === 'fields')?.description).toContain('as `ALL` also asks');
    const one = document.paths['/api/v1/monsters/{idOrSlug}']?.get;
    expect(Object.keys(one?.responses ?? {})).toEqual(['200', '304', '400', '404']);
  });

  it('describes each record from the contract schemas, and every $ref resolves', () => {
    const schemas = document.components.schemas;
    for (const name of ['Monster', 'Spell', 'Item', 'Condition', 'Rule', 'MonsterList', 'Error']) {
      expect(schemas[name], name).toBeDefined();
    }
    expect(schemas.Monster).toMatchObject({
      type: 'object',
      properties: { challenge_rating: expect.any(Object), actions: expect.any(Object) },
    });
    for (const ref of refsIn(document)) {
      const [, section, name] = /^#\/components\/(\w+)\/(.+)$/.exec(ref) ?? [];
      const components = document.components as unknown as Record<string, Record<string, unknown>>;
      expect(section && name && components[section]?.[name], ref).toBeDefined();
    }
  });

  it('every example call is a valid request (a 400 would mean the document and the server disagree)', async () => {
    const calls = operationsOf(document).flatMap(({ operation }) => operation['x-example-calls'] ?? []);
    expect(calls.length).toBeGreaterThan(10);
    for (const call of calls) {
      const response = await app.inject({ method: 'GET', url: call });
      expect([200, 404], `${call}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it('/api/docs is an HTML page of every path with its parameters and example links, without scripts', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    const html = response.body;
    for (const path of Object.keys(document.paths)) expect(html).toContain(`<code>${path}</code>`);
    expect(html).toContain('<span class="method">PATCH</span> <code>/api/me/settings</code>');
    expect(html).toContain('Send the <code>x-csrf-token</code> header.');
    expect(html).toContain('<code>challenge_rating[]</code>');
    expect(html).toContain('href="/api/v1/spells?classes[]=wizard&amp;level[]=0&amp;level[]=1"');
    expect(html).toContain('href="/api/docs/openapi.json"');
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son\w+=/i);
    expect(html).toContain('<link rel="stylesheet" href="/api/docs/docs.css">');

    const css = await app.inject({ method: 'GET', url: '/api/docs/docs.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });
});

describe(`compendium answers match the documented record schemas on ${testDatabaseName}`, () => {
  it('every fixture record of every kind parses with its schema, with no field left over', async () => {
    for (const kind of COMPENDIUM_KINDS) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/${kind}?limit=100` });
      const { results } = response.json<{ results: unknown[] }>();
      expect(results.length).toBeGreaterThan(0);
      const schema = COMPENDIUM_RECORD_SCHEMAS[kind].strict();
      for (const record of results) {
        const parsed = schema.safeParse(record);
        expect(parsed.success, `${kind}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
      }
    }
  });
});
