import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { accountApp, Browser } from '../accounts/account-test-app.ts';
import { createTestDatabase, testDatabaseName } from '../test-database.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await accountApp(database);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const REFUSAL =
  /^The request's (address|query|body) contains a NUL character or a broken Unicode character \(a lone surrogate\); remove it and send it again\.$/;

describe(`a NUL or a lone surrogate anywhere is a 400 with a sentence, on ${testDatabaseName}`, () => {
  it.each([
    ['a query value', '/api/v1/monsters?name=%00'],
    ['a query name', '/api/v1/spells?na%00me=x'],
    ['a slug', '/api/v1/items/long%00sword'],
  ])('in %s', async (_where, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(REFUSAL);
  });

  it('in a body value, a body key or deep inside the body', async () => {
    const browser = new Browser(app);
    await browser.signUp('careful@example.test');
    for (const body of [
      '{"general":{"theme":"dark\\u0000"}}',
      '{"general":{"\\ud800":"dark"}}',
      '{"encounter":{"critical":["x",{"deep":"\\udc00 lone low half"}]}}',
    ]) {
      const sent = await app.inject({
        method: 'PATCH',
        url: '/api/me/settings',
        headers: {
          cookie: browser.cookieHeader(),
          'x-csrf-token': browser.csrfToken,
          'content-type': 'application/json',
        },
        payload: body,
      });
      expect(sent.statusCode, body).toBe(400);
      expect(sent.json().message, body).toMatch(REFUSAL);
    }
    // A surrogate pair is a character like any other.
    const paired = await browser.request('PUT', '/api/me/username', { username: 'dragon\u{1F409}' });
    expect(paired.statusCode).toBe(400);
    expect(paired.json().message).not.toMatch(REFUSAL);
  });

  it('in a sign-up before anything is stored', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"nul\\u0000@example.test","password":"correct horse battery"}',
    });
    // The CSRF check comes first; with its token the NUL is what is refused.
    expect(response.statusCode).toBe(403);
    const browser = new Browser(app);
    await browser.session();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: {
        cookie: browser.cookieHeader(),
        'x-csrf-token': browser.csrfToken,
        'content-type': 'application/json',
      },
      payload: '{"email":"nul@example.test","password":"correct horse\\u0000battery"}',
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().message).toMatch(REFUSAL);
  });
});

describe('a long slug under /api', () => {
  it.each([
    ['plain', `/api/v1/monsters/${'a'.repeat(5000)}`],
    ['percent-encoded', `/api/v1/monsters/${'%C3%A9'.repeat(400)}`],
    ['under a spelled prefix', `/%61pi/v1/monsters/${'a'.repeat(300)}`],
    ['under an unknown kind', `/api/v1/dragons/${'a'.repeat(300)}`],
  ])('gets a JSON 404 (%s)', async (_how, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().message).toMatch(/^No API route GET \//);
  });
});
