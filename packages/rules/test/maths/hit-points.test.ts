import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededRandom } from '../../src/dice/random.ts';
import { type HitDice, parseHitDice, rolledHitPoints } from '../../src/maths/hit-points.ts';

function hitDice(text: string): HitDice {
  const parsed = parseHitDice(text);
  if (!parsed) throw new Error(`${text} should parse`);
  return parsed;
}

function d8s(...values: number[]) {
  return scriptedDice(values.map((value) => ({ value, sides: 8 })));
}

describe('reading hit dice', () => {
  it.each([
    ['2d8', { count: 2, sides: 8 }],
    ['6d8+12', { count: 6, sides: 8, modifier: 12 }],
    ['2d8+2', { count: 2, sides: 8, modifier: 2 }],
    ['18d10 + 36', { count: 18, sides: 10, modifier: 36 }],
    ['1d4-1', { count: 1, sides: 4, modifier: -1 }],
    [' 3D6 ', { count: 3, sides: 6 }],
  ])('%j is %o', (text, expected) => {
    expect(parseHitDice(text)).toEqual(expected);
  });

  it.each(['', 'd8', '2d', '0d8', '2d0', '2d8+', '2d8*2', '2d8+1d4', '10000d8', 'two d8'])('refuses %j', (text) => {
    expect(parseHitDice(text)).toBeUndefined();
  });
});

describe('rolled hit points from hit dice', () => {
  it("'2d8+2' rolling 3 and 7 gives 12", () => {
    expect(rolledHitPoints(hitDice('2d8+2'), d8s(3, 7))).toBe(12);
  });

  it("'2d8' with constitution 16 rolling 1 and 1 gives 2 + 6 = 8", () => {
    expect(rolledHitPoints(hitDice('2d8'), d8s(1, 1), 16)).toBe(8);
  });

  it("'2d8+6' with constitution 16 rolling 1 and 1 gives 2 + 6 = 8: the written bonus is the Constitution's", () => {
    expect(rolledHitPoints(hitDice('2d8+6'), d8s(1, 1), 16)).toBe(8);
  });

  it("never falls below 1: '1d4-5' rolling 2 would give -3", () => {
    expect(rolledHitPoints(hitDice('1d4-5'), scriptedDice([{ value: 2, sides: 4 }]))).toBe(1);
  });

  it('rolls one die per hit die, no more', () => {
    // A third roll would find the script empty and throw.
    expect(() => rolledHitPoints(hitDice('2d8'), d8s(4, 4))).not.toThrow();
    expect(() => rolledHitPoints(hitDice('3d8'), d8s(4, 4))).toThrow();
  });

  it('the same seed rolls the same hit points', () => {
    const ogre = hitDice('7d10+21');
    expect(rolledHitPoints(ogre, seededRandom(42))).toBe(rolledHitPoints(ogre, seededRandom(42)));
  });

  it('always lands between every die rolling 1 and every die rolling its maximum, and at least 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(4, 6, 8, 10, 12, 20),
        fc.integer({ min: -20, max: 50 }),
        fc.integer(),
        (count, sides, modifier, seed) => {
          const rolled = rolledHitPoints({ count, sides, modifier }, seededRandom(seed));
          expect(rolled).toBeGreaterThanOrEqual(Math.max(1, count + modifier));
          expect(rolled).toBeLessThanOrEqual(Math.max(1, count * sides + modifier));
        },
      ),
    );
  });
});
