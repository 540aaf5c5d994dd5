import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { servedFixtureCompendium } from './compendium-test-app.ts';

const { list, names, refusal } = servedFixtureCompendium();

describe(`compendium lists on ${testDatabaseName}`, () => {
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
