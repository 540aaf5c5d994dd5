import { describe, expect, it } from 'vitest';
import { editEntity, endTransformation, INVALID_NAME, transform } from '../../src/combat/entity-edits.ts';
import { anEntity } from '../support/entities.ts';

describe('editing a combatant applies the specification\u2019s clamps', () => {
  it('a blank name becomes \u2018Invalid name\u2019', () => {
    expect(editEntity(anEntity(), { name: '   ' }).name).toBe(INVALID_NAME);
  });

  it.each([
    [-3, 1],
    ['', 1],
    ['17', 17],
    [0, 0],
  ])('AC %j becomes %j', (ac, expected) => {
    expect(editEntity(anEntity(), { ac }).ac).toBe(expected);
  });

  it('current hit points stay between 0 and the maximum', () => {
    expect(editEntity(anEntity({ maxHp: 41 }), { curHp: 60 }).curHp).toBe(41);
    expect(editEntity(anEntity({ maxHp: 41 }), { curHp: -5 }).curHp).toBe(0);
  });

  it('maximum hit points below 0 become 0, and current follows a lower maximum down', () => {
    expect(editEntity(anEntity({ maxHp: 41, curHp: 41 }), { maxHp: 30 })).toMatchObject({ maxHp: 30, curHp: 30 });
    expect(editEntity(anEntity({ maxHp: 41, curHp: 41 }), { maxHp: -4 })).toMatchObject({ maxHp: 0, curHp: 0 });
  });

  it('temporary hit points of 0 or less are cleared, and values are whole numbers', () => {
    expect(editEntity(anEntity({ tempHp: 5 }), { tempHp: -2 }).tempHp).toBe(0);
    expect(editEntity(anEntity(), { tempHp: '7.8' }).tempHp).toBe(7);
  });

  it('initiative is a number, empty meaning 0', () => {
    expect(editEntity(anEntity({ initiative: 12 }), { initiative: '' }).initiative).toBe(0);
    expect(editEntity(anEntity(), { initiative: '18' }).initiative).toBe(18);
  });
});

describe('transformation', () => {
  it('takes on a form at full hit points with its own AC, and ends cleanly', () => {
    const druid = transform(anEntity({ name: 'Druid', curHp: 20 }), { maxHp: '19', ac: 11 });
    expect(druid.transformed).toEqual({ maxHp: 19, curHp: 19, maxHpMod: 0, ac: 11 });
    expect(druid.curHp).toBe(20);
    expect(endTransformation(druid).transformed).toBeNull();
  });
});
