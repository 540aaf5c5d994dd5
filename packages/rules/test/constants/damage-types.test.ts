import { describe, expect, it } from 'vitest';
import { DAMAGE_TYPES, DEFENSE_KEYS, defenseKeysAgainst } from '../../src/constants/damage-types.ts';

describe('damage types', () => {
  it('are the thirteen of the game', () => {
    expect([...DAMAGE_TYPES].sort()).toEqual([
      'acid',
      'bludgeoning',
      'cold',
      'fire',
      'force',
      'lightning',
      'necrotic',
      'piercing',
      'poison',
      'psychic',
      'radiant',
      'slashing',
      'thunder',
    ]);
  });
});

describe('defense keys', () => {
  it('are the 13 damage types plus non-magical bludgeoning, piercing and slashing: 16 in all', () => {
    expect(DEFENSE_KEYS).toHaveLength(16);
    expect(new Set(DEFENSE_KEYS).size).toBe(16);
    expect(DEFENSE_KEYS).toEqual(expect.arrayContaining([...DAMAGE_TYPES]));
    expect(DEFENSE_KEYS).toEqual(
      expect.arrayContaining(['non_magical_bludgeoning', 'non_magical_piercing', 'non_magical_slashing']),
    );
  });
});

describe('defense keys against a hit: non-magical B/P/S defenses apply only to non-magical attacks', () => {
  it('a plain longsword (non-magical slashing) meets slashing and non-magical slashing defenses', () => {
    expect(defenseKeysAgainst('slashing', false)).toEqual(['slashing', 'non_magical_slashing']);
  });

  it('a +1 longsword (magical slashing) meets only slashing defenses', () => {
    expect(defenseKeysAgainst('slashing', true)).toEqual(['slashing']);
  });

  it('a club and an arrow meet their own non-magical variants', () => {
    expect(defenseKeysAgainst('bludgeoning', false)).toEqual(['bludgeoning', 'non_magical_bludgeoning']);
    expect(defenseKeysAgainst('piercing', false)).toEqual(['piercing', 'non_magical_piercing']);
  });

  it('fire has no non-magical variant, magical or not', () => {
    expect(defenseKeysAgainst('fire', false)).toEqual(['fire']);
    expect(defenseKeysAgainst('fire', true)).toEqual(['fire']);
  });

  it('every damage type meets its own defenses whether magical or not', () => {
    for (const damageType of DAMAGE_TYPES) {
      expect(defenseKeysAgainst(damageType, true)).toEqual([damageType]);
      expect(defenseKeysAgainst(damageType, false)[0]).toBe(damageType);
    }
  });
});
