import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compendiumMonsters } from '../../src/modules/compendium/compendium-tables.ts';
import { testDatabaseName } from '../test-database.ts';
import { servedFixtureCompendium } from './compendium-test-app.ts';

const { app, get, list, refusal, database } = servedFixtureCompendium();

describe(`one compendium record on ${testDatabaseName}`, () => {
  it('answers by numeric _id and by slug with the same record', async () => {
    const [listed] = (await list('/api/v1/spells?name=mending')).results;
    const bySlug = await get('/api/v1/spells/mending-chorus');
    expect(bySlug.statusCode).toBe(200);
    const byId = await get(`/api/v1/spells/${listed?._id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(bySlug.json());
    expect(bySlug.json()).toEqual(listed);
    expect(bySlug.json()).toMatchObject({ url: 'mending-chorus', name: 'Mending Chorus', level: 1 });
  });

  it('serves each kind, and takes fields', async () => {
    for (const [kind, slug] of [
      ['monsters', 'bramble-stalker'],
      ['items', 'thornblade-2'],
      ['conditions', 'exhaustion'],
      ['rules', 'hiding-in-fog'],
    ] as const) {
      const response = await get(`/api/v1/${kind}/${slug}`);
      expect(response.statusCode, `${kind}/${slug}`).toBe(200);
      expect(response.json()).toMatchObject({ _id: expect.any(Number), url: slug });
    }
    expect((await get('/api/v1/rules/hiding-in-fog')).json()).toMatchObject({ parent: 'skirmishes' });
    const picked = await get('/api/v1/monsters/glimmer-newt?fields=hit_points');
    expect(Object.keys(picked.json())).toEqual(['_id', 'url', 'name', 'hit_points']);
  });

  it('answers 404 naming the kind and what was asked for', async () => {
    const missing = await get('/api/v1/monsters/tarrasque-of-nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'No monster "tarrasque-of-nowhere"' });
    expect((await get('/api/v1/spells/999999')).json()).toEqual({ error: 'No spell "999999"' });
    expect((await get('/api/v1/items/99999999999999999999')).statusCode).toBe(404);
    expect((await get('/api/v1/conditions/0')).statusCode).toBe(404);
  });

  it('refuses parameters other than fields, and unknown fields', async () => {
    expect(await refusal('/api/v1/monsters/glimmer-newt?limit=1')).toBe(
      '"limit" is not a parameter of /api/v1/monsters/{id}; the only parameter is fields',
    );
    expect(await refusal('/api/v1/monsters/glimmer-newt?fields=level')).toMatch(/^fields names "level"/);
  });

  it('serves a homebrew record as it is after a write, which tells the compendium held in memory it changed', async () => {
    const first = await get('/api/v1/monsters/bramble-stalker');
    const before = first.json<{ hit_points: number; _id: number }>();
    const [stored] = await database().db.select().from(compendiumMonsters).where(eq(compendiumMonsters.id, before._id));
    await database()
      .db.update(compendiumMonsters)
      .set({ body: { ...(stored?.body as object), hit_points: before.hit_points + 5 } as never })
      .where(eq(compendiumMonsters.id, before._id));
    app().compendium.changed();
    const after = await get('/api/v1/monsters/bramble-stalker');
    expect(after.json<{ hit_points: number }>().hit_points).toBe(before.hit_points + 5);
    expect(after.headers.etag).not.toBe(first.headers.etag);
    const listed = (await list('/api/v1/monsters?source=homebrew&fields=hit_points')).results[0];
    expect(listed?.hit_points).toBe(before.hit_points + 5);
  });

  it('an unknown kind is no API route', async () => {
    const response = await get('/api/v1/feats');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No API route GET /api/v1/feats' });
  });
});

describe(`compendium caching and CORS on ${testDatabaseName}`, () => {
  it('sends an ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    for (const url of ['/api/v1/monsters?type[]=beast', '/api/v1/monsters/glimmer-newt']) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=300');
      // A strong form of the same tag, and a list holding it, match too (If-None-Match compares weakly).
      expect((await get(url, { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': `"other", ${etag}` })).statusCode).toBe(304);
      expect((await get(url, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
    const beasts = String((await get('/api/v1/monsters?type[]=beast')).headers.etag);
    const dragons = String((await get('/api/v1/monsters?type[]=dragon')).headers.etag);
    expect(beasts).not.toBe(dragons);
  });

  it('lets any origin read GET answers, refusals included, and answers the preflight', async () => {
    for (const url of ['/api/v1/spells', '/api/v1/spells/odd-ward', '/api/v1/spells?limit=0', '/api/v1/spells/x']) {
      const response = await get(url, { origin: 'https://example.org' });
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
    }
    const preflight = await app().inject({
      method: 'OPTIONS',
      url: '/api/v1/monsters?type[]=dragon',
      headers: {
        origin: 'https://example.org',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('if-none-match');
  });

  it('does not open the rest of the API to other origins', async () => {
    const health = await get('/api/health', { origin: 'https://example.org' });
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });
});
