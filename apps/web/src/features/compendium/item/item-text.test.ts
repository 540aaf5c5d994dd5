import { describe, expect, it } from 'vitest';
import { armorClassText, itemDamageText, itemSubtitle, rangeText, splitItemLine } from './item-text.ts';

describe('item lines', () => {
  it('names what an item is', () => {
    expect(itemSubtitle({ kind: 'magic_item', category: 'wondrous-items', rarity: 'very_rare' })).toBe(
      'Wondrous item, very rare',
    );
    expect(
      itemSubtitle({
        kind: 'equipment',
        category: 'weapon',
        weapon: { category: 'martial', range_type: 'melee', properties: [] },
      }),
    ).toBe('Weapon: martial melee');
    expect(itemSubtitle({ kind: 'equipment', category: 'adventuring-gear', subcategory: 'equipment-packs' })).toBe(
      'Adventuring gear: equipment packs',
    );
  });

  it('writes damage, range and armor class', () => {
    expect(itemDamageText({ damage_type: 'slashing', dice_count: 1, dice_type: 8, fixed_val: 0 })).toBe('1d8 slashing');
    expect(itemDamageText({ damage_type: 'piercing', dice_count: 0, dice_type: 0, fixed_val: 1 })).toBe('1 piercing');
    expect(rangeText({ normal: 80, long: 320 })).toBe('80/320 ft.');
    expect(
      armorClassText({
        category: 'medium',
        base: 14,
        dex_bonus: true,
        max_bonus: 2,
        str_minimum: 0,
        stealth_disadvantage: false,
      }),
    ).toBe('14 + Dex modifier (max 2)');
    expect(
      armorClassText({ category: 'heavy', base: 16, dex_bonus: false, str_minimum: 13, stealth_disadvantage: true }),
    ).toBe('16');
  });

  it('takes a magic item’s opening line as its subtitle', () => {
    expect(splitItemLine('Weapon (any sword), rare (requires attunement)\n\nYou gain a +1 bonus.')).toEqual({
      line: 'Weapon (any sword), rare (requires attunement)',
      body: 'You gain a +1 bonus.',
    });
    expect(splitItemLine('A plain rope of hemp.')).toEqual({ body: 'A plain rope of hemp.' });
  });
});
