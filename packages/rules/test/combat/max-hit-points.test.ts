import { describe, expect, it } from 'vitest';
import { setMaxHpMod } from '../../src/combat/max-hit-points.ts';
import { anEntity, anOrc } from '../support/entities.ts';

describe('the max-HP modifier', () => {
  it('lowering it pulls current hit points down to the new maximum: 41 max, -6 leaves 35 of 35', () => {
    expect(setMaxHpMod(anEntity({ maxHp: 41, curHp: 41 }), -6)).toMatchObject({ maxHpMod: -6, curHp: 35 });
  });

  it('raising it leaves current hit points where they were', () => {
    expect(setMaxHpMod(anEntity({ maxHp: 41, curHp: 20 }), 10)).toMatchObject({ maxHpMod: 10, curHp: 20 });
  });

  it('cannot take maximum hit points below 0', () => {
    expect(setMaxHpMod(anOrc({ maxHp: 15, curHp: 15 }), -40)).toMatchObject({ maxHpMod: -15, curHp: 0 });
  });

  it('a player whose maximum reaches 0 dies; an NPC does not', () => {
    expect(setMaxHpMod(anEntity({ maxHp: 10, curHp: 4 }), -10).dead).toBe(true);
    expect(setMaxHpMod(anOrc({ maxHp: 10, curHp: 4 }), -10).dead).toBe(false);
  });

  it('is a whole number', () => {
    expect(setMaxHpMod(anEntity(), -2.7).maxHpMod).toBe(-2);
  });
});
