import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import type { RegisteredRoute } from '../../src/http/route-table.ts';
import { accountApp, Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

/**
 * Every route the server registered, its query, address and body filled with what breaks naive servers:
 * NUL characters, lone surrogates, huge and repeated parameters, `__proto__`. Nothing may answer 5xx.
 */
const RUNS = 150;

const nasty = fc.oneof(
  { arbitrary: fc.string({ maxLength: 20 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '',
      '\u0000',
      'a\u0000b',
      '\ud800',
      '\udfff',
      'x\udc00y',
      '__proto__',
      'constructor',
      'prototype',
      '%',
      '%00',
      '../../etc/passwd',
      '-1',
      '1e309',
      'NaN',
      'null',
      'ALL',
      'x'.repeat(20_000),
    ),
  },
);

/** Parameter names the routes read, so values get past "unknown parameter" to where they are used. */
const KNOWN_PARAMETERS = [
  'name',
  'fields',
  'sort',
  'skip',
  'limit',
  'type',
  'size',
  'level',
  'school',
  'rarity',
  'redirect',
];

/** Percent-encodes as a browser would, and a lone surrogate as the bytes a broken client would send. */
function encode(text: string): string {
  return [...text]
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
}

const queryString = fc
  .array(
    fc.tuple(
      fc.oneof({ arbitrary: fc.constantFrom(...KNOWN_PARAMETERS), weight: 3 }, { arbitrary: nasty, weight: 1 }),
      nasty,
    ),
    { maxLength: 4 },
  )
  .chain((pairs) =>
    // A parameter repeated many times, as well as a few different ones.
    fc.oneof(
      fc.constant(pairs),
      fc.integer({ min: 2, max: 300 }).map((times) => [...pairs, ...Array(times).fill(['name', 'a'])]),
    ),
  )
  .map((pairs) => pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&'));

const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nasty, fc.constantFrom('email', 'password', 'general', 'encounter', 'theme')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/** Raw JSON, so a `__proto__` key reaches the server as a key rather than a prototype. */
const body = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '{"email":"a@b.test","password":"correct horse battery","__proto__":{}}',
    '{"general":{"__proto__":{"theme":"light"}}}',
    '{"email":',
    '',
    `{"email":"${'x'.repeat(200_000)}@example.test","password":"p"}`,
  ),
);

let database: Database;
let app: FastifyInstance;
let browser: Browser;
let distDir: string;

beforeAll(async () => {
  // A built web app, so its pages answer as in production rather than 503 "not built yet".
  distDir = await mkdtemp(join(tmpdir(), 'skald-fuzz-dist-'));
  await writeFile(join(distDir, 'index.html'), '<!doctype html><title>Skald</title>');
  database = await createTestDatabase();
  app = await accountApp(database, { webDistDir: distDir });
  browser = new Browser(app);
  await browser.signUp('fuzzed@example.test');
  await browser.session();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(distDir, { recursive: true, force: true });
});

function address(route: RegisteredRoute, param: string): string {
  return route.url.replace(/:[A-Za-z]+/g, encode(param) || 'x').replace(/\*$/, encode(param));
}

describe(`no input makes the server answer 5xx, on ${testDatabaseName}`, () => {
  it(`holds over ${RUNS} requests spread over every route`, async () => {
    const routes = app.routeTable.filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(10);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), nasty, queryString, body, async (route, param, query, payload) => {
        const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
        const response = await app.inject({
          method: route.method as HTTPMethods,
          url: `${address(route, param)}?${query}`,
          headers: {
            cookie: browser.cookieHeader(),
            'x-csrf-token': browser.csrfToken,
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          ...(hasBody ? { payload } : {}),
        });
        expect(response.statusCode, `${route.method} ${route.url}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });
});
