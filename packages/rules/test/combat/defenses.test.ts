import { describe, expect, it } from 'vitest';
import { applyDefenses, defensesAgainst } from '../../src/combat/defenses.ts';
import { applyDamage } from '../../src/combat/hit-points.ts';
import { anEntity } from '../support/entities.ts';

const werewolf = { damage_immunities: ['non_magical_slashing', 'non_magical_piercing'] as const };
const skeleton = { damage_vulnerabilities: ['bludgeoning'] as const, damage_immunities: ['poison'] as const };
const barbarianRaging = { damage_resistances: ['bludgeoning', 'piercing', 'slashing'] as const };

describe('defenses that meet a hit', () => {
  it('a non-magical sword meets a werewolf\u2019s immunity; a magic sword does not', () => {
    expect(defensesAgainst(werewolf, 'slashing', false)).toEqual(['immune']);
    expect(defensesAgainst(werewolf, 'slashing', true)).toEqual([]);
  });

  it('plain resistances apply to magical attacks too', () => {
    expect(defensesAgainst(barbarianRaging, 'slashing', true)).toEqual(['resistant']);
  });

  it('other damage types meet nothing', () => {
    expect(defensesAgainst(skeleton, 'fire', false)).toEqual([]);
  });
});

describe('damage after defenses', () => {
  it('vulnerable doubles: 7 bludgeoning against a skeleton is 14', () => {
    expect(applyDefenses(7, defensesAgainst(skeleton, 'bludgeoning', false))).toBe(14);
  });

  it('resistant halves, rounded down: 17 becomes 8', () => {
    expect(applyDefenses(17, ['resistant'])).toBe(8);
  });

  it('immune gives 0', () => {
    expect(applyDefenses(30, defensesAgainst(skeleton, 'poison', false))).toBe(0);
  });

  it('resistant and vulnerable: halved first, then doubled (9 becomes 8)', () => {
    expect(applyDefenses(9, ['resistant', 'vulnerable'])).toBe(8);
  });

  it('a resistant target with 5 temp HP takes 17 slashing from a non-magical attack: 8 damage, 5 of it to temp HP', () => {
    const target = anEntity({ curHp: 30, tempHp: 5 });
    const amount = applyDefenses(17, defensesAgainst(barbarianRaging, 'slashing', false));
    const { entity, dealt } = applyDamage(target, amount, { critical: false, automateDeathSaves: true });
    expect(amount).toBe(8);
    expect(entity).toMatchObject({ tempHp: 0, curHp: 27 });
    expect(dealt).toBe(8);
  });
});
