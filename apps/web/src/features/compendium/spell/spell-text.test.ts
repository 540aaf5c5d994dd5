import { describe, expect, it } from 'vitest';
import { areaText, componentsText, durationText, spellEffectText, spellLevelLine } from './spell-text.ts';

describe('spell lines', () => {
  it('writes level and school as a spell card does', () => {
    expect(spellLevelLine({ level: 3, school: 'evocation', ritual: false })).toBe('3rd-level evocation');
    expect(spellLevelLine({ level: 0, school: 'conjuration', ritual: false })).toBe('Conjuration cantrip');
    expect(spellLevelLine({ level: 1, school: 'divination', ritual: true })).toBe('1st-level divination (ritual)');
  });

  it('writes components with the material', () => {
    expect(componentsText({ components: ['V', 'S', 'M'], material: 'A tiny ball of bat guano and sulfur.' })).toBe(
      'V, S, M (A tiny ball of bat guano and sulfur)',
    );
    expect(componentsText({ components: ['V'] })).toBe('V');
  });

  it('puts concentration into the duration', () => {
    expect(durationText({ duration: 'Up to 1 minute', concentration: true })).toBe('Concentration, up to 1 minute');
    expect(durationText({ duration: 'Instantaneous', concentration: false })).toBe('Instantaneous');
  });

  it('describes the area and the attack or save', () => {
    expect(areaText({ type: 'sphere', size: 20 })).toBe('20-foot sphere');
    expect(spellEffectText({ attack_type: 'ranged' })).toBe('Ranged spell attack');
    expect(spellEffectText({ dc: { ability: 'dexterity', success: 'half' } })).toBe(
      'Dexterity save, half on a success',
    );
    expect(spellEffectText({})).toBeUndefined();
  });
});
