import { describe, expect, it } from 'vitest';
import { isSpellListLine, spellGroups } from './spellcasting-groups.ts';

describe('spellcasting groups', () => {
  it('groups prepared spells by level with their slots', () => {
    const groups = spellGroups({
      trait: 'Spellcasting',
      innate: false,
      ability: 'intelligence',
      components_required: [],
      slots: { '1': 4, '5': 1 },
      spells: [
        { url: 'shield', name: 'Shield', level: 1 },
        { url: 'light', name: 'Light', level: 0 },
        { url: 'cone-of-cold', name: 'Cone of Cold', level: 5 },
        { url: 'magic-missile', name: 'Magic Missile', level: 1 },
      ],
    });
    expect(groups.map((group) => [group.label, group.spells.map((spell) => spell.url)])).toEqual([
      ['Cantrips (at will)', ['light']],
      ['1st level (4 slots)', ['shield', 'magic-missile']],
      ['5th level (1 slot)', ['cone-of-cold']],
    ]);
  });

  it('groups innate spells by how often they can be cast', () => {
    const groups = spellGroups({
      trait: 'Innate Spellcasting',
      innate: true,
      ability: 'charisma',
      components_required: ['V'],
      slots: {},
      spells: [
        { url: 'commune', name: 'Commune', level: 5, limit: 1, limit_type: 'day' },
        { url: 'detect-evil-and-good', name: 'Detect Evil and Good', level: 1, at_will: true },
        { url: 'darkness', name: 'Darkness', level: 2, limit: 3, limit_type: 'day' },
      ],
    });
    expect(groups.map((group) => group.label)).toEqual(['At will', '3/day each', '1/day each']);
  });

  it('recognises the trait text lines that list spells', () => {
    expect(isSpellListLine('- Cantrips (at will): fire bolt, light')).toBe(true);
    expect(isSpellListLine('- 1st level (4 slots): shield')).toBe(true);
    expect(isSpellListLine('At will: detect evil and good')).toBe(true);
    expect(isSpellListLine('1/day each: commune, raise dead')).toBe(true);
    expect(isSpellListLine('The mage is a 9th-level spellcaster.')).toBe(false);
  });
});
