import { describe, expect, it } from 'vitest';
import { editEntity, endTransformation, INVALID_NAME, transform } from '../../src/combat/entity-edits.ts';
import { anEntity, anOrc } from '../support/entities.ts';

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

  it('a player whose maximum is edited to 0 dies; an NPC goes to 0 hit points alive', () => {
    expect(editEntity(anEntity({ maxHp: 41, curHp: 12 }), { maxHp: 0 })).toMatchObject({ curHp: 0, dead: true });
    expect(editEntity(anOrc({ maxHp: 15 }), { maxHp: '' })).toMatchObject({ maxHp: 0, curHp: 0, dead: false });
  });

  it('a dead player whose hit points are edited above 0 is alive again, saves cleared; a rename leaves it dead', () => {
    const dead = anEntity({ maxHp: 41, curHp: 0, dead: true, saves: { 1: 'failure', 2: 'failure', 3: 'failure' } });
    expect(editEntity(dead, { name: 'Barbarian', curHp: '12' })).toMatchObject({ curHp: 12, dead: false, saves: {} });
    const killedStanding = anEntity({ maxHp: 41, curHp: 30, dead: true });
    expect(editEntity(killedStanding, { name: 'Grog', curHp: 30 })).toMatchObject({ name: 'Grog', dead: true });
  });

  it('a lower maximum also limits a negative modifier: 41 with -6, edited to 4, keeps a modifier of -4', () => {
    const aided = anEntity({ maxHp: 41, maxHpMod: -6, curHp: 35 });
    expect(editEntity(aided, { maxHp: 4 })).toMatchObject({ maxHp: 4, maxHpMod: -4, curHp: 0, dead: true });
  });

  it('editing the modifier moves current hit points with it: 20 of 41, modifier 5, gives 25 of 46', () => {
    expect(editEntity(anEntity({ maxHp: 41, curHp: 20 }), { maxHpMod: '5' })).toMatchObject({ maxHpMod: 5, curHp: 25 });
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
  const bear = () => transform(anEntity({ name: 'Druid', curHp: 20 }), { maxHp: 34, ac: 11 });

  it('the form’s fields are edited with the same clamps: AC -2 becomes 1, current 50 becomes 34', () => {
    expect(editEntity(bear(), { transformed: { ac: -2, curHp: 50 } }).transformed).toEqual({
      maxHp: 34,
      curHp: 34,
      maxHpMod: 0,
      ac: 1,
    });
  });

  it('a lower form maximum caps its current hit points: 34 edited to ‘20’ leaves 20 of 20', () => {
    expect(editEntity(bear(), { transformed: { maxHp: '20' } }).transformed).toMatchObject({ maxHp: 20, curHp: 20 });
  });

  it('a lower form maximum also limits its modifier: 34 with -7, edited to 1, keeps 1 hit point', () => {
    const weakened = editEntity(bear(), { transformed: { maxHpMod: -7 } });
    expect(editEntity(weakened, { transformed: { maxHp: 1 } }).transformed).toMatchObject({
      maxHp: 1,
      maxHpMod: 0,
      curHp: 1,
    });
  });

  it('editing the form to 0 hit points ends it, as damage would', () => {
    expect(editEntity(bear(), { transformed: { curHp: 0 } }).transformed).toBeNull();
  });

  it('form edits on a combatant that is not transformed change nothing', () => {
    const druid = anEntity({ name: 'Druid' });
    expect(editEntity(druid, { transformed: { curHp: 5 } })).toEqual(druid);
  });

  it('takes on a form at full hit points with its own AC, and ends cleanly', () => {
    const druid = transform(anEntity({ name: 'Druid', curHp: 20 }), { maxHp: '19', ac: 11 });
    expect(druid.transformed).toEqual({ maxHp: 19, curHp: 19, maxHpMod: 0, ac: 11 });
    expect(druid.curHp).toBe(20);
    expect(endTransformation(druid).transformed).toBeNull();
  });
});
