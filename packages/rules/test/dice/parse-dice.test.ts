import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DiceExpression } from '../../src/dice/dice-expression.ts';
import { parseDice } from '../../src/dice/parse-dice.ts';

function parsed(text: string): DiceExpression {
  const result = parseDice(text);
  if (!result.ok) throw new Error(`expected ${text} to parse, got: ${result.error}`);
  return result.expression;
}

function errorOf(text: string): string {
  const result = parseDice(text);
  if (result.ok) throw new Error(`expected ${text} to be refused, got ${JSON.stringify(result.expression)}`);
  return result.error;
}

const d = (count: number, sides: number, sign: 1 | -1 = 1) => ({ sign, count, sides, keep: null });

describe('dice notation NdM+K', () => {
  it('2d6+3 is two six-sided dice and a modifier of 3', () => {
    expect(parsed('2d6+3')).toEqual({ groups: [d(2, 6)], modifier: 3 });
  });

  it('a missing count is one die: d20 is 1d20', () => {
    expect(parsed('d20')).toEqual({ groups: [d(1, 20)], modifier: 0 });
  });

  it('the modifier is signed: 1d8-2 has a modifier of -2', () => {
    expect(parsed('1d8-2').modifier).toBe(-2);
  });

  it('tolerates whitespace around signs and at the ends: "  d20 + 5 " is 1d20+5', () => {
    expect(parsed('  d20 + 5 ')).toEqual({ groups: [d(1, 20)], modifier: 5 });
    expect(parsed('\t2d6\t-\t1 ')).toEqual({ groups: [d(2, 6)], modifier: -1 });
  });

  it('reads D as d: 3D8 is 3d8', () => {
    expect(parsed('3D8')).toEqual({ groups: [d(3, 8)], modifier: 0 });
  });

  it('several groups and numbers: 2d6+1d4-1 keeps both groups in order', () => {
    expect(parsed('2d6+1d4-1')).toEqual({ groups: [d(2, 6), d(1, 4)], modifier: -1 });
  });

  it('subtracted groups keep their sign: 1d20-1d4 subtracts the d4', () => {
    expect(parsed('1d20-1d4')).toEqual({ groups: [d(1, 20), d(1, 4, -1)], modifier: 0 });
  });

  it('flat numbers add up into one modifier: d20+5-2+1 has a modifier of 4', () => {
    expect(parsed('d20+5-2+1').modifier).toBe(4);
  });

  it('a leading sign applies to the first term: -1d4+2 and +3', () => {
    expect(parsed('-1d4+2')).toEqual({ groups: [d(1, 4, -1)], modifier: 2 });
    expect(parsed('+3')).toEqual({ groups: [], modifier: 3 });
  });

  it('a number alone is an expression without dice: 5', () => {
    expect(parsed('5')).toEqual({ groups: [], modifier: 5 });
  });

  it('d100 and d% are both a hundred-sided die', () => {
    expect(parsed('d100')).toEqual({ groups: [d(1, 100)], modifier: 0 });
    expect(parsed('d%')).toEqual({ groups: [d(1, 100)], modifier: 0 });
    expect(parsed('2D%+1')).toEqual({ groups: [d(2, 100)], modifier: 1 });
  });
});

describe('keep highest and keep lowest', () => {
  it('4d6kh3 keeps the three highest of four', () => {
    expect(parsed('4d6kh3').groups).toEqual([{ sign: 1, count: 4, sides: 6, keep: { which: 'highest', count: 3 } }]);
  });

  it('2d20kl1 keeps the lowest of two', () => {
    expect(parsed('2d20kl1').groups[0]?.keep).toEqual({ which: 'lowest', count: 1 });
  });

  it('a bare k is keep highest, and a missing keep count is 1: 2d20k and 2d20kh are 2d20kh1', () => {
    expect(parsed('2d20k').groups[0]?.keep).toEqual({ which: 'highest', count: 1 });
    expect(parsed('2d20KH').groups[0]?.keep).toEqual({ which: 'highest', count: 1 });
  });

  it('keeping every die is allowed: 3d6kh3', () => {
    expect(parsed('3d6kh3').groups[0]?.keep).toEqual({ which: 'highest', count: 3 });
  });
});

describe('limits: 100 dice per group, 1000 sides, 20 terms, numbers up to 9999', () => {
  it('100d1000 is the largest group', () => {
    expect(parsed('100d1000').groups).toEqual([d(100, 1000)]);
  });

  it('20 terms are accepted, 21 refused', () => {
    expect(parseDice(Array(20).fill('1d6').join('+')).ok).toBe(true);
    expect(errorOf(Array(21).fill('1d6').join('+'))).toBe('Too many terms: at most 20 dice and numbers');
  });

  it('numbers add up to at most 9999 either way', () => {
    expect(parsed('d20+9999').modifier).toBe(9999);
    expect(parsed('5000+5000-1').modifier).toBe(9999);
    expect(errorOf('5000+5000')).toBe('The numbers add up to 10000: at most 9999 either way');
    expect(errorOf('-9999-1')).toBe('The numbers add up to -10000: at most 9999 either way');
  });
});

describe('parse errors name what is wrong', () => {
  const cases: [string, string][] = [
    ['', 'Expected a die like 2d6 or a number, but the dice are empty'],
    ['   ', 'Expected a die like 2d6 or a number, but the dice are empty'],
    ['x', 'Expected a die like 2d6 or a number at "x"'],
    ['2d6+x', 'Expected a die like 2d6 or a number at "x"'],
    ['2d6 + fireball damage', 'Expected a die like 2d6 or a number at "fireball dam…"'],
    ['2d6+', 'Expected a die like 2d6 or a number after the last "+"'],
    ['2d6 - ', 'Expected a die like 2d6 or a number after the last "-"'],
    ['2d6++1', 'Expected a die like 2d6 or a number at "+1"'],
    ['2d6 3', 'Expected + or - at "3"'],
    ['2d6x', 'Expected + or - at "x"'],
    ['2d6*2', 'Expected + or - at "*2"'],
    ['2 d6', 'Expected + or - at "d6"'],
    ['2d', 'Expected the number of sides after "2d", like 2d6'],
    ['d', 'Expected the number of sides after "d", like 2d6'],
    ['0d6', '"0d6" rolls no dice: roll at least 1'],
    ['101d6', '"101d6" rolls too many dice: at most 100 in one group'],
    ['2d0', '"2d0" has dice without sides: a die needs at least 1 side'],
    ['1d1001', '"1d1001" has too many sides: at most 1000'],
    ['4d6kh0', '"4d6kh0" keeps no dice: keep at least 1'],
    ['4d6kh5', '"4d6kh5" keeps 5 dice but rolls only 4'],
    ['d20kl2', '"d20kl2" keeps 2 dice but rolls only 1'],
    ['d20+10000', '"10000" is too large: a number can be at most 9999'],
  ];
  for (const [text, error] of cases) {
    it(`${JSON.stringify(text)}: ${error}`, () => {
      expect(errorOf(text)).toBe(error);
    });
  }
});

describe('the parser never throws', () => {
  it('arbitrary strings give a result, and a refusal always carries a message', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const result = parseDice(text);
        if (!result.ok) expect(result.error.length).toBeGreaterThan(0);
      }),
    );
  });

  it('strings made of dice characters give a result too', () => {
    const diceCharacter = fc.constantFrom(...'0123456789dDkKhHlL%+- \t'.split(''));
    fc.assert(
      fc.property(fc.array(diceCharacter, { maxLength: 40 }), (characters) => {
        const result = parseDice(characters.join(''));
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
