import { describe, expect, it } from 'vitest';
import { testDatabaseName } from '../test-database.ts';
import { servedFixtureCompendium } from './compendium-test-app.ts';

const { get, list, names, refusal } = servedFixtureCompendium();

describe(`fields=ALL on ${testDatabaseName} (content.md §7: fields defaults to ALL)`, () => {
  it('answers every field of each record of a list, as no fields at all does', async () => {
    for (const url of ['/api/v1/monsters', '/api/v1/spells?sort=level', '/api/v1/items?kind[]=magic_item']) {
      const separator = url.includes('?') ? '&' : '?';
      expect(await list(`${url}${separator}fields=ALL`), url).toEqual(await list(url));
    }
  });

  it('answers every field of one record, by slug and by _id', async () => {
    const whole = (await get('/api/v1/spells/odd-ward')).json<{ _id: number }>();
    const bySlug = await get('/api/v1/spells/odd-ward?fields=ALL');
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    expect(bySlug.json()).toEqual(whole);
    expect((await get(`/api/v1/spells/${whole._id}?fields=ALL`)).json()).toEqual(whole);
  });

  it('takes ALL in any case and beside other names, and still refuses an unknown name, offering ALL', async () => {
    const whole = await list('/api/v1/conditions');
    expect(await list('/api/v1/conditions?fields=all')).toEqual(whole);
    expect(await list('/api/v1/conditions?fields=name+ALL')).toEqual(whole);
    expect(await refusal('/api/v1/conditions?fields=everything')).toMatch(
      /^fields names "everything", which is not a field of a condition; the fields are _id, url, name, condition, desc, or ALL for all of them$/,
    );
  });
});

describe(`filter values ignore case on ${testDatabaseName}`, () => {
  it('monsters: source, type[], size[], environment[] and alignment[]', async () => {
    expect(await names('/api/v1/monsters?source=HomeBrew')).toEqual(['Bramble Stalker']);
    expect(await names('/api/v1/monsters?type[]=Dragon&type[]=SWARM')).toEqual([
      'Cinderscale Drake',
      'Swarm of Ember Moths',
    ]);
    expect(await names('/api/v1/monsters?size[]=Tiny')).toEqual(await names('/api/v1/monsters?size[]=tiny'));
    expect(await names('/api/v1/monsters?environment[]=Swamp')).toEqual(['Bramble Stalker']);
    expect(await names('/api/v1/monsters?alignment[]=Chaotic_Evil&alignment[]=NEUTRAL')).toEqual([
      'Bramble Stalker',
      'Cinderscale Drake',
    ]);
    expect(await names('/api/v1/monsters?alignment[]=Any%20Non-Good%20Alignment')).toEqual([
      'Hollow Tanner, Human Form',
      'Hollow Tanner, Wolf Form',
    ]);
  });

  it('spells: school[] and classes[]', async () => {
    expect(await names('/api/v1/spells?school[]=Transmutation')).toEqual(['Quagmire Pulse']);
    expect(await names('/api/v1/spells?classes[]=WIZARD')).toEqual(['Odd Ward', 'Sparkweave Bolt']);
  });

  it('items: kind[], rarity[] and category[]', async () => {
    expect((await list('/api/v1/items?kind[]=Magic_Item')).meta.count).toBe(5);
    expect(await names('/api/v1/items?rarity[]=Rare&rarity[]=UNCOMMON')).toEqual([
      'Lantern of Quiet Tides',
      'Thornblade, +1',
    ]);
    expect(await names('/api/v1/items?category[]=Armor')).toEqual(['Barkweave Vest', 'Stoneplate']);
  });

  it('a refusal still quotes the value as it was written', async () => {
    expect(await refusal('/api/v1/monsters?type[]=Kaiju')).toMatch(/; got "Kaiju"$/);
    expect(await refusal('/api/v1/items?kind[]=Relic')).toBe(
      'kind[] must be one of magic_item, equipment; got "Relic"',
    );
  });
});
