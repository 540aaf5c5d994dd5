import { describe, expect, it } from 'vitest';
import { mapSpell } from '../../src/modules/compendium/srd/map-spell.ts';
import { fixtures } from './srd-fixtures.ts';

function mappedSpell(index: string) {
  const source = fixtures.spells.find((spell) => spell.index === index);
  if (!source) throw new Error(`no fixture spell ${index}`);
  return mapSpell(source);
}

describe('mapSpell', () => {
  it('a cantrip: level 0, ranged spell attack, lightning scaling at character levels 1, 5, 11 and 17', () => {
    const { value, skipped } = mappedSpell('sparkweave-bolt');
    expect(value).toMatchObject({
      url: 'sparkweave-bolt',
      level: 0,
      school: 'evocation',
      classes: ['sorcerer', 'wizard'],
      range: '90 feet',
      components: ['V', 'S'],
      attack_type: 'ranged',
      damage_type: 'lightning',
      damage_at_character_level: { '1': '1d8', '5': '2d8', '11': '3d8', '17': '4d8' },
    });
    expect(skipped).toEqual([]);
  });

  it('joins paragraphs with a blank line', () => {
    expect(mappedSpell('sparkweave-bolt').value.desc.split('\n\n')).toHaveLength(2);
  });

  it('healing by slot level, "1d6 + MOD" at level 1, with its higher-level text and subclasses', () => {
    const { value } = mappedSpell('mending-chorus');
    expect(value).toMatchObject({
      casting_time: '1 bonus action',
      components: ['V'],
      subclasses: ['lore'],
      heal_at_slot_level: { '1': '1d6 + MOD', '2': '2d6 + MOD', '3': '3d6 + MOD' },
      higher_level: 'Each slot level above 1st adds 1d6 to the healing.',
    });
    expect(value).not.toHaveProperty('dc');
    expect(value).not.toHaveProperty('material');
  });

  it('a Constitution save for half with thunder damage 4d8 at slot 3, concentration, material and area', () => {
    const { value } = mappedSpell('quagmire-pulse');
    expect(value).toMatchObject({
      level: 3,
      school: 'transmutation',
      concentration: true,
      ritual: false,
      duration: 'Up to 1 minute',
      material: 'A pinch of river silt.',
      dc: { ability: 'constitution', success: 'half' },
      damage_type: 'thunder',
      damage_at_slot_level: { '3': '4d8', '4': '5d8', '5': '6d8' },
      area_of_effect: { type: 'sphere', size: 15 },
    });
  });

  it('reports a component, attack type, save and damage type it cannot hold, keeping the rest', () => {
    const { value, skipped } = mappedSpell('odd-ward');
    expect(value).toMatchObject({ ritual: true, components: ['V', 'S'], damage_at_slot_level: { '2': '3d6' } });
    expect(value).not.toHaveProperty('attack_type');
    expect(value).not.toHaveProperty('dc');
    expect(value).not.toHaveProperty('damage_type');
    expect(skipped.map((entry) => entry.field)).toEqual(['components', 'attack_type', 'damage.damage_type', 'dc']);
    expect(skipped.every((entry) => entry.record === 'spells/odd-ward')).toBe(true);
  });
});
