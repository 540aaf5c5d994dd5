import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampedWholeNumber, wholeNumber } from '../../src/validation/whole-number.ts';

describe('whole number of a value', () => {
  it.each([
    [15, 15],
    [15.7, 15],
    [-2.5, -2],
    ['15', 15],
    [' 15 (natural armor)', 15],
    ['+3', 3],
    ['-1', -1],
    ['30 ft.', 30],
  ])('reads %j as %i', (value, number) => {
    expect(wholeNumber(value)).toBe(number);
  });

  it('reads -0.5 as a plain 0, not -0', () => {
    expect(Object.is(wholeNumber(-0.5), 0)).toBe(true);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, '', 'abc', 'AC 15', null, undefined, true, {}, [15]])(
    'finds no number in %j',
    (value) => {
      expect(wholeNumber(value)).toBeUndefined();
    },
  );
});

describe('clamped whole number', () => {
  const level = { min: 1, max: 20, fallback: 1 };

  it('keeps a value inside the range, lifts one below it and lowers one above it', () => {
    expect(clampedWholeNumber('7', level)).toBe(7);
    expect(clampedWholeNumber(0, level)).toBe(1);
    expect(clampedWholeNumber(25, level)).toBe(20);
  });

  it('falls back when the value holds no number', () => {
    expect(clampedWholeNumber('seven', { min: 1, max: 20, fallback: 3 })).toBe(3);
  });

  it('always lands on a whole number in the range', () => {
    fc.assert(
      fc.property(fc.anything(), fc.integer({ min: -1000, max: 1000 }), fc.nat(2000), (value, min, width) => {
        const result = clampedWholeNumber(value, { min, max: min + width, fallback: min });
        expect(Number.isInteger(result)).toBe(true);
        expect(result).toBeGreaterThanOrEqual(min);
        expect(result).toBeLessThanOrEqual(min + width);
      }),
    );
  });
});

describe('a mistyped run of digits stays usable', () => {
  it('four hundred nines read as the largest safe whole number, never Infinity', () => {
    expect(wholeNumber('9'.repeat(400))).toBe(Number.MAX_SAFE_INTEGER);
    expect(wholeNumber(`-${'9'.repeat(400)}`)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(wholeNumber(1e300)).toBe(Number.MAX_SAFE_INTEGER);
  });
});
