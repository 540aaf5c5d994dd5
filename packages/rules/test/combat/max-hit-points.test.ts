import { describe, expect, it } from 'vitest';
import { setMaxHpMod } from '../../src/combat/max-hit-points.ts';
import { anEntity, anOrc } from '../support/entities.ts';

describe('the max-HP modifier', () => {
  it('a GM edit moves current hit points with the maximum: 20 of 41, +10 gives 30 of 51', () => {
    expect(setMaxHpMod(anEntity({ maxHp: 41, curHp: 20 }), 10, 'follow')).toMatchObject({ maxHpMod: 10, curHp: 30 });
  });

  it('a GM edit lowering it by 6 takes 20 of 41 to 14 of 35', () => {
    expect(setMaxHpMod(anEntity({ maxHp: 41, curHp: 20 }), -6, 'follow')).toMatchObject({ maxHpMod: -6, curHp: 14 });
  });

  it('a GM edit from -6 back to 0 gives the 6 back: 14 of 35 becomes 20 of 41', () => {
    const lowered = anEntity({ maxHp: 41, maxHpMod: -6, curHp: 14 });
    expect(setMaxHpMod(lowered, 0, 'follow')).toMatchObject({ maxHpMod: 0, curHp: 20 });
  });

  it('drain only caps current hit points: 41 of 41, -6 leaves 35 of 35; 20 of 41, -6 leaves 20', () => {
    expect(setMaxHpMod(anEntity({ maxHp: 41, curHp: 41 }), -6, 'cap')).toMatchObject({ curHp: 35 });
    expect(setMaxHpMod(anEntity({ maxHp: 41, curHp: 20 }), -6, 'cap')).toMatchObject({ curHp: 20 });
  });

  it('cannot take maximum hit points below 0', () => {
    expect(setMaxHpMod(anOrc({ maxHp: 15, curHp: 15 }), -40, 'cap')).toMatchObject({ maxHpMod: -15, curHp: 0 });
    expect(setMaxHpMod(anOrc({ maxHp: 15, curHp: 5 }), -40, 'follow')).toMatchObject({ maxHpMod: -15, curHp: 0 });
  });

  it('a player whose maximum reaches 0 dies; an NPC does not', () => {
    expect(setMaxHpMod(anEntity({ maxHp: 10, curHp: 4 }), -10, 'cap').dead).toBe(true);
    expect(setMaxHpMod(anOrc({ maxHp: 10, curHp: 4 }), -10, 'cap').dead).toBe(false);
  });

  it('is a whole number', () => {
    expect(setMaxHpMod(anEntity(), -2.7, 'follow').maxHpMod).toBe(-2);
  });
});
