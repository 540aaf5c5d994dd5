import { scriptedDice } from '@skald/rules/dice/random';
import { describe, expect, it } from 'vitest';
import { dieRequest, rollRequest } from './dice-request.ts';

const d = (sides: number, ...values: number[]) => scriptedDice(values.map((value) => ({ value, sides })));

describe('dieRequest', () => {
  it('rolls the count of the die with the modifier', () => {
    expect(dieRequest(6, 3, 2, 'normal')).toEqual({ notation: '3d6+2', mode: 'normal' });
    expect(dieRequest(100, 1, -1, 'normal')).toEqual({ notation: '1d100-1', mode: 'normal' });
  });

  it('gives advantage to a single d20 only', () => {
    expect(dieRequest(20, 4, 5, 'advantage')).toEqual({ notation: '1d20+5', mode: 'advantage' });
    expect(dieRequest(8, 2, 0, 'advantage')).toEqual({ notation: '2d8', mode: 'normal' });
  });
});

describe('rollRequest', () => {
  it('rolls typed notation and shows every die, the modifier and the total', () => {
    const rolled = rollRequest({ notation: ' 2d6 + 3 ', mode: 'normal' }, d(6, 4, 5));
    if (!rolled.ok) throw new Error(rolled.error);
    expect(rolled.request).toEqual({ notation: '2d6+3', mode: 'normal' });
    expect(rolled.result).toEqual({
      title: '2d6+3',
      lines: [
        {
          label: '',
          total: 12,
          dice: {
            groups: [
              {
                sign: 1,
                dice: [
                  { sides: 6, value: 4, kept: true },
                  { sides: 6, value: 5, kept: true },
                ],
              },
            ],
            modifier: 3,
          },
        },
      ],
      stays: true,
    });
  });

  it('marks the dropped dice of a keep rule', () => {
    const rolled = rollRequest({ notation: '4d6kh3', mode: 'normal' }, d(6, 2, 6, 1, 5));
    if (!rolled.ok) throw new Error(rolled.error);
    expect(rolled.roll.total).toBe(13);
    expect(rolled.result.lines[0]?.dice?.groups[0]?.dice.map((die) => die.kept)).toEqual([true, true, false, true]);
  });

  it('rolls two d20 for advantage and keeps the higher, marking a natural 20', () => {
    const rolled = rollRequest({ notation: '1d20+5', mode: 'advantage' }, d(20, 7, 20));
    if (!rolled.ok) throw new Error(rolled.error);
    expect(rolled.roll.total).toBe(25);
    expect(rolled.result).toMatchObject({ title: '1d20+5', mode: 'advantage', natural: 20 });
    expect(rolled.result.lines[0]?.dice?.groups[0]?.dice).toEqual([
      { sides: 20, value: 7, kept: false },
      { sides: 20, value: 20, kept: true },
    ]);
  });

  it('keeps the lower for disadvantage and marks a natural 1', () => {
    const rolled = rollRequest({ notation: 'd20', mode: 'disadvantage' }, d(20, 1, 15));
    if (!rolled.ok) throw new Error(rolled.error);
    expect(rolled.result).toMatchObject({ mode: 'disadvantage', natural: 1 });
    expect(rolled.roll.total).toBe(1);
  });

  it('marks no natural when several d20 count', () => {
    const rolled = rollRequest({ notation: '2d20', mode: 'normal' }, d(20, 20, 20));
    if (!rolled.ok) throw new Error(rolled.error);
    expect(rolled.result.natural).toBeUndefined();
  });

  it('ignores advantage for anything but a single d20', () => {
    const rolled = rollRequest({ notation: '2d6', mode: 'advantage' }, d(6, 1, 2));
    if (!rolled.ok) throw new Error(rolled.error);
    expect(rolled.request.mode).toBe('normal');
    expect(rolled.result.mode).toBeUndefined();
  });

  it('reads d% as a d100', () => {
    const rolled = rollRequest({ notation: 'd%', mode: 'normal' }, d(100, 42));
    if (!rolled.ok) throw new Error(rolled.error);
    expect(rolled.result.title).toBe('1d100');
    expect(rolled.roll.total).toBe(42);
  });

  it("answers a bad expression with the parser's sentence", () => {
    expect(rollRequest({ notation: '2d', mode: 'normal' }, d(6))).toEqual({
      ok: false,
      error: 'Expected the number of sides after "2d", like 2d6',
    });
  });
});
