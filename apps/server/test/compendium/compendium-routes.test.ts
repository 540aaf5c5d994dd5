import { COMPENDIUM_KINDS, RECORD_FIELDS } from '@skald/contract/compendium-kinds';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compendiumMonsters } from '../../src/modules/compendium/compendium-tables.ts';
import { testDatabaseName } from '../test-database.ts';
import { servedFixtureCompendium } from './compendium-test-app.ts';

const { app, get, list, names, refusal, database } = servedFixtureCompendium();

const ALL_MONSTERS = [
  'Bramble Stalker',
  'Cinderscale Drake',
  'Glimmer Newt',
  'Hollow Tanner, Human Form',
  'Hollow Tanner, Wolf Form',
  'Mismatched Golem',
  'Swarm of Ember Moths',
];

describe(`compendium lists on ${testDatabaseName}`, () => {
  it('lists each kind by name with the total count; records carry _id, url and name', async () => {
    const counts = { monsters: 7, spells: 4, items: 14, conditions: 2, rules: 5 };
    for (const kind of COMPENDIUM_KINDS) {
      const body = await list(`/api/v1/${kind}?limit=100`);
      expect(body.meta.count).toBe(counts[kind]);
      expect(body.results).toHaveLength(counts[kind]);
      for (const record of body.results) {
        expect(Object.keys(record).slice(0, 3)).toEqual(['_id', 'url', 'name']);
        expect(record._id).toEqual(expect.any(Number));
      }
      const sorted = body.results.map((record) => String(record.name).toLowerCase());
      expect(sorted).toEqual([...sorted].sort());
    }
    expect(await names('/api/v1/monsters')).toEqual(ALL_MONSTERS);
  });

  it('serves the whole record by default, in the fields order of the kind', async () => {
    const [drake] = (await list('/api/v1/monsters?name=cinderscale')).results;
    expect(drake).toMatchObject({
      url: 'cinderscale-drake',
      name: 'Cinderscale Drake',
      source: 'srd',
      type: 'dragon',
      size: 'large',
      challenge_rating: 10,
      forms: [],
      spellcasting: expect.any(Array),
      environments: [],
    });
    const order = RECORD_FIELDS.monsters.filter((field) => field in (drake ?? {}));
    expect(Object.keys(drake ?? {})).toEqual(order);
    const actions = (drake?.actions ?? []) as { action_list: { rolls: Record<string, unknown>[] }[] }[];
    const roll = actions.flatMap((action) => action.action_list.flatMap((entry) => entry.rolls))[0];
    expect(Object.keys(roll ?? {})).toEqual(
      expect.arrayContaining(['damage_type', 'dice_count', 'dice_type', 'fixed_val']),
    );
  });

  describe('paging', () => {
    it('pages 15 at a time by default and limit=1 gives one record', async () => {
      const items = await list('/api/v1/items');
      expect(items.results).toHaveLength(14);
      const first = await list('/api/v1/items?limit=1');
      expect(first.meta.count).toBe(14);
      expect(first.results.map((item) => item.name)).toEqual([items.results[0]?.name]);
    });

    it('skip moves through the same order, and limit=100 is allowed', async () => {
      const all = await names('/api/v1/monsters?limit=100');
      expect(await names('/api/v1/monsters?skip=2&limit=3')).toEqual(all.slice(2, 5));
      expect(await names('/api/v1/monsters?skip=6&limit=5')).toEqual(all.slice(6));
    });

    it('skip past the end answers no results with the full count', async () => {
      expect(await list('/api/v1/monsters?skip=7')).toEqual({ meta: { count: 7 }, results: [] });
      expect(await list('/api/v1/monsters?skip=1000&type[]=beast')).toEqual({ meta: { count: 3 }, results: [] });
      expect(await list('/api/v1/monsters?name=nothing-is-called-this')).toEqual({ meta: { count: 0 }, results: [] });
    });

    it('refuses limit=0, limit=1000, a negative or fractional skip, naming the parameter and the range', async () => {
      expect(await refusal('/api/v1/monsters?limit=0')).toBe('limit must be a whole number from 1 to 100; got "0"');
      expect(await refusal('/api/v1/monsters?limit=1000')).toMatch(/^limit must be a whole number from 1 to 100/);
      expect(await refusal('/api/v1/monsters?limit=ten')).toMatch(/^limit must be a whole number from 1 to 100/);
      expect(await refusal('/api/v1/monsters?skip=-1')).toMatch(/^skip must be a whole number from 0 to /);
      expect(await refusal('/api/v1/monsters?skip=1.5')).toMatch(/^skip must be a whole number from 0 to /);
      expect(await refusal('/api/v1/monsters?skip=1&skip=2')).toBe('skip may be given only once');
    });
  });

  describe('fields', () => {
    it('picks the named fields, always with _id, url and name, in the order of the kind, space- or plus-separated', async () => {
      const [newt] = (await list('/api/v1/monsters?name=newt&fields=challenge_rating%20size')).results;
      expect(Object.keys(newt ?? {})).toEqual(['_id', 'url', 'name', 'size', 'challenge_rating']);
      expect(newt).toMatchObject({ url: 'glimmer-newt', size: 'tiny', challenge_rating: 0.125 });
      const [spell] = (await list('/api/v1/spells?fields=level+school&limit=1')).results;
      expect(Object.keys(spell ?? {})).toEqual(['_id', 'url', 'name', 'level', 'school']);
      const [rule] = (await list('/api/v1/rules?fields=name')).results;
      expect(Object.keys(rule ?? {})).toEqual(['_id', 'url', 'name']);
    });

    it('leaves out a field the record does not have', async () => {
      const [equipment] = (await list('/api/v1/items?kind[]=equipment&fields=rarity&limit=1')).results;
      expect(Object.keys(equipment ?? {})).toEqual(['_id', 'url', 'name']);
    });

    it('refuses an unknown field, naming it and listing the allowed ones', async () => {
      const error = await refusal('/api/v1/spells?fields=level%20hit_points');
      expect(error).toMatch(
        /^fields names "hit_points", which is not a field of a spell; the fields are _id, url, name,/,
      );
      expect(error).toContain('school');
    });
  });

  describe('sort', () => {
    it('sorts monsters by each sortable field, ties broken by name', async () => {
      expect(await names('/api/v1/monsters?sort=name:desc')).toEqual([...ALL_MONSTERS].reverse());
      expect(await names('/api/v1/monsters?sort=challenge_rating')).toEqual([
        'Bramble Stalker',
        'Glimmer Newt',
        'Swarm of Ember Moths',
        'Mismatched Golem',
        'Hollow Tanner, Human Form',
        'Hollow Tanner, Wolf Form',
        'Cinderscale Drake',
      ]);
      expect(await names('/api/v1/monsters?sort=challenge_rating:desc')).toEqual([
        'Cinderscale Drake',
        'Hollow Tanner, Human Form',
        'Hollow Tanner, Wolf Form',
        'Mismatched Golem',
        'Swarm of Ember Moths',
        'Glimmer Newt',
        'Bramble Stalker',
      ]);
      const types = (await list('/api/v1/monsters?sort=type&fields=type')).results.map((m) => m.type);
      expect(types).toEqual(['beast', 'beast', 'beast', 'dragon', 'humanoid', 'humanoid', 'swarm']);
      const sizes = (await list('/api/v1/monsters?sort=size:desc&fields=size')).results.map((m) => m.size);
      expect(sizes).toEqual(['large', 'medium', 'medium', 'medium', 'medium', 'tiny', 'tiny']);
      const hitPoints = (await list('/api/v1/monsters?sort=hit_points&fields=hit_points')).results;
      expect(hitPoints.map((m) => m.hit_points)).toEqual([3, 3, 11, 11, 22, 60, 150]);
      const armor = (await list('/api/v1/monsters?sort=armor_class:desc&fields=armor_class')).results;
      const classes = armor.map((m) => Number(m.armor_class));
      expect(classes).toEqual([...classes].sort((a, b) => b - a));
    });

    it('sorts spells by level and school, and items by rarity (commonest first, none last) and category', async () => {
      expect(await names('/api/v1/spells?sort=level')).toEqual([
        'Sparkweave Bolt',
        'Mending Chorus',
        'Odd Ward',
        'Quagmire Pulse',
      ]);
      expect(await names('/api/v1/spells?sort=level:desc')).toEqual([
        'Quagmire Pulse',
        'Odd Ward',
        'Mending Chorus',
        'Sparkweave Bolt',
      ]);
      expect(await names('/api/v1/spells?sort=school:desc')).toEqual([
        'Quagmire Pulse',
        'Mending Chorus',
        'Odd Ward',
        'Sparkweave Bolt',
      ]);
      const rarities = (await list('/api/v1/items?sort=rarity&fields=rarity&limit=6')).results.map((i) => i.rarity);
      expect(rarities).toEqual(['uncommon', 'rare', 'very_rare', 'varies', undefined, undefined]);
      const descending = (await list('/api/v1/items?sort=rarity:desc&fields=rarity&limit=5')).results;
      expect(descending.map((i) => i.rarity)).toEqual(['varies', 'very_rare', 'rare', 'uncommon', undefined]);
      const categories = (await list('/api/v1/items?sort=category&fields=category&limit=100')).results;
      const byCategory = categories.map((i) => String(i.category));
      expect(byCategory).toEqual([...byCategory].sort());
    });

    it('refuses a field that cannot be sorted on, listing those that can', async () => {
      expect(await refusal('/api/v1/spells?sort=range')).toBe(
        'sort must be one of name, level, school, optionally followed by :desc (e.g. school:desc); got "range"',
      );
      expect(await refusal('/api/v1/conditions?sort=name:sideways')).toMatch(/^sort must be one of name,/);
    });
  });

  describe('name search', () => {
    it('finds a case-insensitive part of the name', async () => {
      expect(await names('/api/v1/monsters?name=HOLLOW%20tan')).toEqual([
        'Hollow Tanner, Human Form',
        'Hollow Tanner, Wolf Form',
      ]);
      expect(await names('/api/v1/items?name=%2B1')).toEqual(['Thornblade, +1', 'Thornblade, +1 or +2']);
      expect(await names("/api/v1/items?name=wanderer's")).toEqual(["Wanderer's Satchel"]);
    });

    it('takes % and _ literally', async () => {
      expect(await names('/api/v1/monsters?name=%25')).toEqual([]);
      expect(await names('/api/v1/monsters?name=_')).toEqual([]);
    });

    it('refuses a name over 100 characters', async () => {
      expect(await refusal(`/api/v1/monsters?name=${'a'.repeat(101)}`)).toBe(
        'name must be at most 100 characters long',
      );
    });
  });

  describe('monster filters', () => {
    it('source', async () => {
      expect(await names('/api/v1/monsters?source=homebrew')).toEqual(['Bramble Stalker']);
      expect((await list('/api/v1/monsters?source=srd')).meta.count).toBe(6);
      expect(await refusal('/api/v1/monsters?source=5e')).toBe('source must be one of srd, homebrew; got "5e"');
    });

    it('type[], size[], alignment[] and environment[] take any of their values', async () => {
      expect(await names('/api/v1/monsters?type[]=dragon&type[]=swarm')).toEqual([
        'Cinderscale Drake',
        'Swarm of Ember Moths',
      ]);
      expect(await names('/api/v1/monsters?size[]=tiny')).toEqual(['Bramble Stalker', 'Glimmer Newt']);
      expect(await names('/api/v1/monsters?alignment[]=chaotic_evil&alignment[]=neutral')).toEqual([
        'Bramble Stalker',
        'Cinderscale Drake',
      ]);
      expect(await names('/api/v1/monsters?alignment[]=any%20non-good%20alignment')).toEqual([
        'Hollow Tanner, Human Form',
        'Hollow Tanner, Wolf Form',
      ]);
      expect(await names('/api/v1/monsters?environment[]=swamp&environment[]=arctic')).toEqual(['Bramble Stalker']);
      expect(await names('/api/v1/monsters?environment[]=desert')).toEqual([]);
    });

    it('filters combine: every filter must hold', async () => {
      expect(await names('/api/v1/monsters?type[]=beast&size[]=tiny&name=newt')).toEqual(['Glimmer Newt']);
      expect(
        await names('/api/v1/monsters?type[]=beast&source=homebrew&challenge_rating[]=1&challenge_rating[]=30'),
      ).toEqual([]);
    });

    it('challenge_rating[] is an inclusive range', async () => {
      expect(await names('/api/v1/monsters?challenge_rating[]=1&challenge_rating[]=2')).toEqual([
        'Hollow Tanner, Human Form',
        'Hollow Tanner, Wolf Form',
        'Mismatched Golem',
      ]);
      expect(await names('/api/v1/monsters?challenge_rating[]=0.125&challenge_rating[]=0.25')).toEqual([
        'Glimmer Newt',
      ]);
      expect(await names('/api/v1/monsters?challenge_rating[]=10&challenge_rating[]=10')).toEqual([
        'Cinderscale Drake',
      ]);
    });

    it('a challenge rating minimum of 0 also takes in 1/8, 1/4 and 1/2', async () => {
      expect(await names('/api/v1/monsters?challenge_rating[]=0&challenge_rating[]=0')).toEqual([
        'Bramble Stalker',
        'Glimmer Newt',
        'Swarm of Ember Moths',
      ]);
      expect(await names('/api/v1/monsters?challenge_rating[]=0&challenge_rating[]=1')).toEqual([
        'Bramble Stalker',
        'Glimmer Newt',
        'Mismatched Golem',
        'Swarm of Ember Moths',
      ]);
    });

    it('refuses bad values, naming the parameter and what it takes', async () => {
      expect(await refusal('/api/v1/monsters?type[]=kaiju')).toMatch(
        /^type\[\] must be one of aberration, beast, .*undead; got "kaiju"$/,
      );
      expect(await refusal('/api/v1/monsters?size[]=enormous')).toMatch(/^size\[\] must be one of tiny, small,/);
      expect(await refusal('/api/v1/monsters?environment[]=moon')).toMatch(/^environment\[\] must be one of arctic,/);
      expect(await refusal('/api/v1/monsters?alignment[]=')).toMatch(/^alignment\[\] must be an alignment/);
      expect(await refusal('/api/v1/monsters?challenge_rating[]=2')).toMatch(
        /^challenge_rating\[\] must be given exactly twice, the minimum then the maximum/,
      );
      expect(await refusal('/api/v1/monsters?challenge_rating[]=1&challenge_rating[]=2&challenge_rating[]=3')).toMatch(
        /^challenge_rating\[\] must be given exactly twice/,
      );
      expect(await refusal('/api/v1/monsters?challenge_rating[]=0&challenge_rating[]=31')).toMatch(
        /^challenge_rating\[\] must be given exactly twice.*from 0 to 30/,
      );
      expect(await refusal('/api/v1/monsters?challenge_rating[]=1/8&challenge_rating[]=2')).toMatch(
        /^challenge_rating\[\]/,
      );
      expect(await refusal('/api/v1/monsters?challenge_rating[]=5&challenge_rating[]=1')).toBe(
        'challenge_rating[] must give the minimum first; 5 is above the maximum 1',
      );
    });
  });

  describe('spell filters', () => {
    it('school[], classes[] and level[] take any of their values', async () => {
      expect(await names('/api/v1/spells?school[]=transmutation')).toEqual(['Quagmire Pulse']);
      expect(await names('/api/v1/spells?classes[]=wizard')).toEqual(['Odd Ward', 'Sparkweave Bolt']);
      expect(await names('/api/v1/spells?classes[]=bard&classes[]=druid')).toEqual([
        'Mending Chorus',
        'Quagmire Pulse',
      ]);
      expect(await names('/api/v1/spells?level[]=0')).toEqual(['Sparkweave Bolt']);
      expect(await names('/api/v1/spells?level[]=1&level[]=3')).toEqual(['Mending Chorus', 'Quagmire Pulse']);
      expect(await names('/api/v1/spells?level[]=9')).toEqual([]);
      expect(await names('/api/v1/spells?school[]=evocation&classes[]=wizard&level[]=2')).toEqual(['Odd Ward']);
    });

    it('refuses bad values', async () => {
      expect(await refusal('/api/v1/spells?level[]=10')).toBe('level[] must be a whole number from 0 to 9; got "10"');
      expect(await refusal('/api/v1/spells?level[]=one')).toMatch(/^level\[\] must be a whole number from 0 to 9/);
      expect(await refusal('/api/v1/spells?school[]=pyromancy')).toMatch(/^school\[\] must be one of abjuration,/);
      expect(await refusal('/api/v1/spells?classes[]=fighter')).toMatch(/^classes\[\] must be one of bard,/);
    });
  });

  describe('item filters', () => {
    it('kind[], rarity[] and category[] take any of their values', async () => {
      expect((await list('/api/v1/items?kind[]=magic_item')).meta.count).toBe(5);
      expect((await list('/api/v1/items?kind[]=equipment')).meta.count).toBe(9);
      expect((await list('/api/v1/items?kind[]=equipment&kind[]=magic_item')).meta.count).toBe(14);
      expect(await names('/api/v1/items?rarity[]=rare&rarity[]=uncommon')).toEqual([
        'Lantern of Quiet Tides',
        'Thornblade, +1',
      ]);
      expect(await names('/api/v1/items?category[]=armor')).toEqual(['Barkweave Vest', 'Stoneplate']);
      expect(await names('/api/v1/items?category[]=weapon&kind[]=equipment')).toEqual([
        'Pebble Sling',
        'Reed Flail',
        'Throwing Spike',
      ]);
    });

    it('refuses bad values', async () => {
      expect(await refusal('/api/v1/items?kind[]=relic')).toBe(
        'kind[] must be one of magic_item, equipment; got "relic"',
      );
      expect(await refusal('/api/v1/items?rarity[]=mythic')).toMatch(/^rarity\[\] must be one of common, uncommon,/);
      expect(await refusal('/api/v1/items?category[]=Not%20A%20Slug')).toMatch(/^category\[\] must be a category slug/);
    });
  });

  describe('unknown parameters', () => {
    it('are refused, naming the parameter and listing those the kind takes', async () => {
      expect(await refusal('/api/v1/conditions?level[]=1')).toBe(
        '"level[]" is not a parameter of /api/v1/conditions; the parameters are skip, limit, fields, sort, name',
      );
      expect(await refusal('/api/v1/spells?page=2')).toMatch(/^"page" is not a parameter of \/api\/v1\/spells;/);
    });

    it('a filter written without [] says how to write it', async () => {
      expect(await refusal('/api/v1/monsters?type=dragon')).toMatch(
        /^"type" is not a parameter of \/api\/v1\/monsters \(write it type\[\]=…\)/,
      );
    });
  });
});

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

  it('serves a homebrew record as it is now: only SRD records, which never change, are kept in memory', async () => {
    const before = (await get('/api/v1/monsters/bramble-stalker')).json<{ hit_points: number; _id: number }>();
    const [stored] = await database().db.select().from(compendiumMonsters).where(eq(compendiumMonsters.id, before._id));
    await database()
      .db.update(compendiumMonsters)
      .set({ body: { ...(stored?.body as object), hit_points: before.hit_points + 5 } as never })
      .where(eq(compendiumMonsters.id, before._id));
    const after = (await get('/api/v1/monsters/bramble-stalker')).json<{ hit_points: number }>();
    expect(after.hit_points).toBe(before.hit_points + 5);
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
