import { describe, expect, it } from 'vitest';
import { mapEquipment, mapMagicItem } from '../../src/modules/compendium/srd/map-item.ts';
import { fixtures } from './srd-fixtures.ts';

function magicItem(index: string) {
  const source = fixtures.magicItems.find((item) => item.index === index);
  if (!source) throw new Error(`no fixture magic item ${index}`);
  return mapMagicItem(source);
}

function equipment(index: string) {
  const source = fixtures.equipment.find((item) => item.index === index);
  if (!source) throw new Error(`no fixture equipment ${index}`);
  return mapEquipment(source).value;
}

describe('mapMagicItem', () => {
  it('a rare wondrous item: kind magic_item, rarity "Rare" → rare, no variants', () => {
    expect(magicItem('lantern-of-quiet-tides').value).toMatchObject({
      url: 'lantern-of-quiet-tides',
      kind: 'magic_item',
      category: 'wondrous-items',
      rarity: 'rare',
      variants: [],
      variant: false,
    });
  });

  it('an item of varying rarity lists the slugs of its variants; "Very Rare" → very_rare', () => {
    expect(magicItem('thornblade').value).toMatchObject({
      rarity: 'varies',
      variants: ['thornblade-1', 'thornblade-2'],
    });
    expect(magicItem('thornblade-2').value).toMatchObject({ rarity: 'very_rare', variant: true });
  });

  it('reports a rarity it does not know and leaves it out', () => {
    const { value, skipped } = magicItem('crown-of-echoes');
    expect(value).not.toHaveProperty('rarity');
    expect(skipped).toEqual([
      { record: 'items/crown-of-echoes', field: 'rarity', reason: expect.stringContaining('Mythic') },
    ]);
  });
});

describe('mapEquipment', () => {
  it('a versatile weapon: 1d6 bludgeoning, 1d8 with two hands, 2 gp, 3 lb.', () => {
    expect(equipment('reed-flail')).toEqual({
      url: 'reed-flail',
      name: 'Reed Flail',
      kind: 'equipment',
      category: 'weapon',
      desc: '',
      cost: { quantity: 2, unit: 'gp' },
      weight: 3,
      weapon: {
        category: 'simple',
        range_type: 'melee',
        damage: { damage_type: 'bludgeoning', dice_count: 1, dice_type: 6, fixed_val: 0 },
        two_handed_damage: { damage_type: 'bludgeoning', dice_count: 1, dice_type: 8, fixed_val: 0 },
        range: { normal: 5 },
        properties: ['versatile'],
      },
    });
  });

  it('flat weapon damage "1" is 0d0+1; a ranged weapon keeps range 30/120 and its special text', () => {
    expect(equipment('pebble-sling').weapon).toMatchObject({
      range_type: 'ranged',
      damage: { damage_type: 'bludgeoning', dice_count: 0, dice_type: 0, fixed_val: 1 },
      range: { normal: 30, long: 120 },
      properties: ['ammunition', 'special'],
      special: 'A pebble sling only throws river pebbles.',
    });
  });

  it('a thrown weapon keeps its throw range 20/60', () => {
    expect(equipment('throwing-spike').weapon).toMatchObject({
      category: 'martial',
      throw_range: { normal: 20, long: 60 },
    });
  });

  it('armor: light 11 + Dexterity; heavy 17, Strength 15, stealth disadvantage', () => {
    expect(equipment('barkweave-vest').armor).toEqual({
      category: 'light',
      base: 11,
      dex_bonus: true,
      str_minimum: 0,
      stealth_disadvantage: false,
    });
    expect(equipment('stoneplate').armor).toEqual({
      category: 'heavy',
      base: 17,
      dex_bonus: false,
      str_minimum: 15,
      stealth_disadvantage: true,
    });
  });

  it('a pack lists its contents by slug and quantity; gear, tools and mounts keep their subcategory', () => {
    expect(equipment('wanderers-satchel')).toMatchObject({
      subcategory: 'equipment-packs',
      contents: [
        { url: 'reed-flail', quantity: 1 },
        { url: 'chalk-stick', quantity: 10 },
      ],
    });
    expect(equipment('glassblowers-kit')).toMatchObject({ subcategory: 'artisans-tools', weight: 6 });
    expect(equipment('mossback-tortoise')).toMatchObject({
      subcategory: 'mounts-and-other-animals',
      speed: { quantity: 20, unit: 'ft/round' },
      capacity: '600 lb.',
    });
    expect(equipment('chalk-stick')).toMatchObject({ quantity: 10, cost: { quantity: 1, unit: 'cp' } });
  });
});
