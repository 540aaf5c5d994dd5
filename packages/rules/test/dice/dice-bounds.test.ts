import { describe, expect, it } from 'vitest';
import { diceBounds } from '../../src/dice/dice-bounds.ts';
import { dice } from './dice-notation.ts';

describe('the minimum and maximum of an expression', () => {
  it('2d6+3 rolls 5 to 15', () => {
    expect(diceBounds(dice('2d6+3'))).toEqual({ minimum: 5, maximum: 15 });
  });

  it('only kept dice count: 4d6kh3 rolls 3 to 18', () => {
    expect(diceBounds(dice('4d6kh3'))).toEqual({ minimum: 3, maximum: 18 });
  });

  it('a subtracted group lowers the minimum by its maximum: 1d20-1d4 rolls -3 to 19', () => {
    expect(diceBounds(dice('1d20-1d4'))).toEqual({ minimum: -3, maximum: 19 });
  });

  it('a number alone is its own minimum and maximum: 5', () => {
    expect(diceBounds(dice('5'))).toEqual({ minimum: 5, maximum: 5 });
  });
});
