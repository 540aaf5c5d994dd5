import { describe, expect, it } from 'vitest';
import { splitDice } from '../../src/five-e-database/split-dice.ts';

describe('splitDice', () => {
  it('splits "2d10+8" into 2 dice of 10 sides plus 8', () => {
    expect(splitDice('2d10+8')).toEqual({ ok: true, parts: { dice_count: 2, dice_type: 10, fixed_val: 8 } });
  });

  it('keeps a subtracted number: "1d4-1" is 1d4 with a fixed value of -1', () => {
    expect(splitDice('1d4-1')).toEqual({ ok: true, parts: { dice_count: 1, dice_type: 4, fixed_val: -1 } });
  });

  it('writes flat damage "1" as 0 dice of 0 sides plus 1', () => {
    expect(splitDice('1')).toEqual({ ok: true, parts: { dice_count: 0, dice_type: 0, fixed_val: 1 } });
  });

  it('reads "18d6" with spaces around a sign, "2d6 + 5", as 2d6+5', () => {
    expect(splitDice('18d6')).toEqual({ ok: true, parts: { dice_count: 18, dice_type: 6, fixed_val: 0 } });
    expect(splitDice('2d6 + 5')).toEqual({ ok: true, parts: { dice_count: 2, dice_type: 6, fixed_val: 5 } });
  });

  it('refuses "2d6+1d4": one roll holds one group of dice', () => {
    expect(splitDice('2d6+1d4')).toMatchObject({ ok: false, error: expect.stringContaining('one group') });
  });

  it('refuses a d100: stat block dice are d4, d6, d8, d10, d12 and d20', () => {
    expect(splitDice('1d100')).toMatchObject({ ok: false, error: expect.stringContaining('d100') });
  });

  it('refuses text that is not dice', () => {
    expect(splitDice('lots')).toMatchObject({ ok: false });
  });
});
