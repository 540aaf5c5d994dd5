import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { JSON_BODY_MESSAGES } from '../../src/http/json-body.ts';
import { accountApp, Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

let database: Database;
let app: FastifyInstance;
let browser: Browser;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database);
  browser = new Browser(app);
  await browser.signUp('json-bodies@example.test');
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function patchSettings(payload: string) {
  return app.inject({
    method: 'PATCH',
    url: '/api/me/settings',
    headers: { cookie: browser.cookieHeader(), 'x-csrf-token': browser.csrfToken, 'content-type': 'application/json' },
    payload,
  });
}

describe(`a JSON body's refusal says what is wrong with it, on ${testDatabaseName}`, () => {
  it.each([
    ['__proto__ as a key', '{"__proto__":{"admin":true},"general":{"theme":"light"}}'],
    ['__proto__ spelled with an escape', '{"general":{"\\u005f_proto__":{"theme":"light"}}}'],
    ['constructor.prototype', '{"general":{"constructor":{"prototype":{"admin":true}}}}'],
  ])('%s is refused as a prototype key, not as broken JSON', async (_what, payload) => {
    const sent = await patchSettings(payload);
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toBe(JSON_BODY_MESSAGES.prototypeKey);
  });

  it('broken JSON and an empty body are told apart', async () => {
    const broken = await patchSettings('{"general":');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(JSON_BODY_MESSAGES.notJson);
    const empty = await patchSettings('');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(JSON_BODY_MESSAGES.empty);
  });

  it('a body with "prototype" or an escape in its text, but no prototype key, is read as usual', async () => {
    const sent = await patchSettings('{"general":{"theme":"light","side_collapsed":false}}');
    expect(sent.statusCode).toBe(200);
    const escaped = await patchSettings('{"general":{"theme":"\\u006cight","side_collapsed":true}}');
    expect(escaped.statusCode).toBe(200);
    const named = await browser.request('PUT', '/api/me/username', { username: 'prototype' });
    expect(named.statusCode).toBe(200);
  });
});
