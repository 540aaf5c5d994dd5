import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, buildApp } from '../src/app.ts';
import type { Database } from '../src/db/database.ts';
import { createTestDatabase, testDatabaseName } from './test-database.ts';

const INDEX_HTML = '<!doctype html><html><head><title>Skald</title></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("skald");\n';

let distDir: string;
let database: Database;
let app: FastifyInstance;

/** The cookie and header a state-changing /api request needs (CSRF protection), as a browser would get them. */
async function csrfHeaders(): Promise<Record<string, string>> {
  const session = await app.inject({ method: 'GET', url: '/api/auth/session' });
  const cookie = session.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  return { cookie, 'x-csrf-token': session.json().csrfToken };
}

function configFor(webDistDir: string) {
  return { publicUrl: 'http://127.0.0.1:3000', webDistDir, logLevel: 'silent' };
}

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'skald-web-dist-'));
  await mkdir(join(distDir, 'assets'));
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'assets', 'app-abc123.js'), APP_JS);
  await writeFile(join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));

  database = await createTestDatabase();
  app = await buildApp({ config: configFor(distDir), database, logger: false });
  // A stand-in for the API's body-reading routes, which do not exist yet.
  app.post('/api/test/echo', async (request) => ({ received: request.body }));
  app.get('/api/test/echo/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

describe(`app on ${testDatabaseName}`, () => {
  describe('health', () => {
    it('answers 200 {"status":"ok"} when the database answers', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    it('answers 503 {"status":"unavailable"} once the database is gone', async () => {
      const lostDatabase = await createTestDatabase();
      const lonely = await buildApp({ config: configFor(distDir), database: lostDatabase, logger: false });
      try {
        expect((await lonely.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
        await lostDatabase.close();
        const response = await lonely.inject({ method: 'GET', url: '/api/health' });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'unavailable' });
      } finally {
        await lonely.close();
      }
    });
  });

  describe('unknown API routes', () => {
    it('answer 404 JSON naming the path, never the web app', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/xyz?x=1', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expect(body).toMatchObject({ statusCode: 404, error: 'Not Found' });
      expect(body.message).toContain('/api/xyz');
      expect(body.message).not.toContain('x=1');
    });

    it('answer 404 JSON for POST too', async () => {
      const response = await app.inject({ method: 'POST', url: '/api/xyz', payload: { any: 'thing' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json().message).toContain('POST /api/xyz');
    });

    it('answer 404 JSON for a slug too long for any route, not the static files\u2019 403', async () => {
      for (const url of [`/api/v1/monsters/${'a'.repeat(5000)}`, `/%61pi/v1/monsters/${'a'.repeat(5000)}`]) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url.slice(0, 20)).toBe(404);
        expect(response.json().message).toMatch(/^No API route GET \//);
      }
    });

    it('answer 404 JSON at /api itself', async () => {
      const response = await app.inject({ method: 'GET', url: '/api' });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain('/api');
    });
  });

  describe('web app', () => {
    it('serves index.html for a client-side route, revalidated on every load', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/compendium/monsters/ogre',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX_HTML);
    });

    it.each([
      '/demo/',
      '/Compendium/Spells',
      '/comp%65ndium',
      '/content/campaigns/1/2',
      '/encounters/old/link',
      '/home?x=1',
    ])('answers 200 for %s, a page or a redirect the web app knows however it is written', async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    });

    it.each(['/no/such/page', '/demo/extra', '/content/campaigns/1/2/3'])(
      'answers 404 for %s, with the page, whose own not-found screen says so',
      async (url) => {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toMatch(/^text\/html/);
        expect(response.body).toBe(INDEX_HTML);
      },
    );

    it('serves index.html at the root', async () => {
      const response = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('serves hashed assets as immutable for a year', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.body).toBe(APP_JS);
    });
  });

  describe('security headers', () => {
    for (const url of ['/api/health', '/some/client/route', '/assets/app-abc123.js']) {
      it(`are set on ${url}`, async () => {
        const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        const csp = String(response.headers['content-security-policy']);
        const directives = new Map(
          csp.split(';').map((directive) => {
            const [name = '', ...values] = directive.trim().split(/\s+/);
            return [name, values] as const;
          }),
        );
        expect(directives.get('script-src')).toEqual(["'self'"]);
        expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
        expect(directives.get('object-src')).toEqual(["'none'"]);
        // Only the soundboard's YouTube and Spotify players may be framed.
        expect(directives.get('frame-src')).toEqual(['https://www.youtube-nocookie.com', 'https://open.spotify.com']);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        // Plain-http PUBLIC_URL: no HSTS, which would lock browsers out of http://127.0.0.1.
        expect(response.headers['strict-transport-security']).toBeUndefined();
      });
    }
  });

  describe('route parameters', () => {
    it('accept up to 200 characters and refuse longer ones', async () => {
      const fits = await app.inject({ method: 'GET', url: `/api/test/echo/${'a'.repeat(200)}` });
      expect(fits.statusCode).toBe(200);
      expect(fits.json()).toEqual({ id: 'a'.repeat(200) });
      const tooLong = await app.inject({ method: 'GET', url: `/api/test/echo/${'a'.repeat(201)}` });
      // Beyond the limit the route does not match at all: the request never reaches a handler.
      expect(tooLong.statusCode).toBe(404);
      expect(tooLong.headers['content-type']).toMatch(/^application\/json/);
    });
  });

  describe('request bodies', () => {
    it('accepts a JSON body under the limit', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: await csrfHeaders(),
        payload: { name: 'Goblin', hp: 7 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: { name: 'Goblin', hp: 7 } });
    });

    it('refuses a body over 1 MiB with 413 JSON', async () => {
      const payload = JSON.stringify({ notes: 'x'.repeat(BODY_LIMIT_BYTES) });
      expect(Buffer.byteLength(payload)).toBeGreaterThan(1024 * 1024);
      const response = await app.inject({
        method: 'POST',
        url: '/api/test/echo',
        headers: { ...(await csrfHeaders()), 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(413);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
    });
  });
});

describe('app without a built web app', () => {
  it('answers client routes with 503 text saying to run npm run build, and the API still works', async () => {
    const missing = join(distDir, 'not-built');
    const unbuilt = await buildApp({ config: configFor(missing), database, logger: false });
    try {
      const response = await unbuilt.inject({
        method: 'GET',
        url: '/some/client/route',
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');

      const health = await unbuilt.inject({ method: 'GET', url: '/api/health' });
      expect(health.json()).toEqual({ status: 'ok' });
    } finally {
      await unbuilt.close();
    }
  });

  it('serves a build that finishes after the server started, without a restart', async () => {
    const later = join(distDir, 'built-later');
    const server = await buildApp({ config: configFor(later), database, logger: false });
    try {
      const before = await server.inject({ method: 'GET', url: '/demo' });
      expect(before.statusCode).toBe(503);

      await mkdir(join(later, 'assets'), { recursive: true });
      await writeFile(join(later, 'index.html'), INDEX_HTML);
      await writeFile(join(later, 'assets', 'app-late.js'), APP_JS);

      const page = await server.inject({ method: 'GET', url: '/demo' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toBe(INDEX_HTML);
      const script = await server.inject({ method: 'GET', url: '/assets/app-late.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toBe(APP_JS);
    } finally {
      await server.close();
    }
  });
});

describe('compressed assets', () => {
  it('sends the build\u2019s .br file to a browser that accepts brotli, and the plain file otherwise', async () => {
    const compressed = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(APP_JS);
    const plain = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });
});
