import { COMPENDIUM_KINDS, RECORD_FIELDS } from '@skald/contract/compendium-kinds';
import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { ALL_MONSTERS, servedFixtureCompendium } from './compendium-test-app.ts';

const { list, names, refusal } = servedFixtureCompendium();

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
});
