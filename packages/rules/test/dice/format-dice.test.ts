import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDice } from '../../src/dice/format-dice.ts';
import { parseDice } from '../../src/dice/parse-dice.ts';
import { aDiceExpression } from './dice-arbitraries.ts';

function canonical(text: string): string {
  const result = parseDice(text);
  if (!result.ok) throw new Error(result.error);
  return formatDice(result.expression);
}

describe('dice print in canonical form', () => {
  const cases: [string, string][] = [
    ['d20 + 5', '1d20+5'],
    ['2D6+1d4-1', '2d6+1d4-1'],
    ['d%', '1d100'],
    ['4d6k3', '4d6kh3'],
    ['2d20KL', '2d20kl1'],
    ['-1d4 + 2', '-1d4+2'],
    ['d20+5-2', '1d20+3'],
    ['2d6+0', '2d6'],
    ['5', '5'],
    ['-5', '-5'],
    ['3-3', '0'],
    ['007d06', '7d6'],
  ];
  for (const [text, printed] of cases) {
    it(`${JSON.stringify(text)} prints as ${printed}`, () => {
      expect(canonical(text)).toBe(printed);
    });
  }

  it('an expression of nothing prints as 0', () => {
    expect(formatDice({ groups: [], modifier: 0 })).toBe('0');
  });
});

describe('parsing the canonical form gives the expression back', () => {
  it('parse(format(expression)) equals the expression, for any expression the parser accepts', () => {
    fc.assert(
      fc.property(aDiceExpression, (expression) => {
        expect(parseDice(formatDice(expression))).toEqual({ ok: true, expression });
      }),
    );
  });

  it('format is stable: formatting what the canonical form parses to prints it again', () => {
    fc.assert(
      fc.property(aDiceExpression, (expression) => {
        const printed = formatDice(expression);
        expect(canonical(printed)).toBe(printed);
      }),
    );
  });
});
