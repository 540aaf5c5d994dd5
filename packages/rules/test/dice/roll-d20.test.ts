import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededRandom } from '../../src/dice/random.ts';
import { rollD20 } from '../../src/dice/roll-d20.ts';
import { faces } from './dice-notation.ts';

describe('a normal d20 roll rolls one die', () => {
  it('rolling 12 with +5 totals 17, nothing ignored', () => {
    expect(rollD20('normal', 5, scriptedDice(faces(20, 12)))).toEqual({
      mode: 'normal',
      natural: 12,
      ignored: null,
      modifier: 5,
      total: 17,
      isNatural20: false,
      isNatural1: false,
    });
  });

  it('uses exactly one die: a second scripted face is left unread', () => {
    const random = scriptedDice(faces(20, 9, 3));
    rollD20('normal', 0, random);
    expect(random.next()).toBeCloseTo((3 - 0.5) / 20);
  });
});

describe('advantage keeps the higher die and returns the other as ignored', () => {
  it('rolling 7 then 15 with +4 keeps 15 for 19, ignoring 7', () => {
    expect(rollD20('advantage', 4, scriptedDice(faces(20, 7, 15)))).toMatchObject({
      natural: 15,
      ignored: 7,
      total: 19,
    });
  });

  it('rolling 18 then 3 keeps 18, ignoring 3', () => {
    expect(rollD20('advantage', 0, scriptedDice(faces(20, 18, 3)))).toMatchObject({ natural: 18, ignored: 3 });
  });
});

describe('disadvantage keeps the lower die and returns the other as ignored', () => {
  it('rolling 7 then 15 with +4 keeps 7 for 11, ignoring 15', () => {
    expect(rollD20('disadvantage', 4, scriptedDice(faces(20, 7, 15)))).toMatchObject({
      natural: 7,
      ignored: 15,
      total: 11,
    });
  });

  it('rolling 2 then 19 keeps 2, ignoring 19', () => {
    expect(rollD20('disadvantage', 0, scriptedDice(faces(20, 2, 19)))).toMatchObject({ natural: 2, ignored: 19 });
  });
});

describe('natural 20 and natural 1 are flags of the kept die', () => {
  it('a natural 20 with -1 totals 19 and is still a natural 20', () => {
    expect(rollD20('normal', -1, scriptedDice(faces(20, 20)))).toMatchObject({ total: 19, isNatural20: true });
  });

  it('a natural 1 with +12 totals 13 and is still a natural 1', () => {
    expect(rollD20('normal', 12, scriptedDice(faces(20, 1)))).toMatchObject({ total: 13, isNatural1: true });
  });

  it('advantage rolling 1 then 20 keeps the 20: a natural 20, not a natural 1', () => {
    expect(rollD20('advantage', 0, scriptedDice(faces(20, 1, 20)))).toMatchObject({
      natural: 20,
      ignored: 1,
      isNatural20: true,
      isNatural1: false,
    });
  });

  it('disadvantage rolling 20 then 1 keeps the 1: a natural 1, the 20 ignored', () => {
    expect(rollD20('disadvantage', 0, scriptedDice(faces(20, 20, 1)))).toMatchObject({
      natural: 1,
      ignored: 20,
      isNatural20: false,
      isNatural1: true,
    });
  });
});

describe('for any two dice', () => {
  it('advantage keeps the maximum, disadvantage the minimum, and the ignored die is the other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 1, max: 20 }), (first, second) => {
        const withAdvantage = rollD20('advantage', 0, scriptedDice(faces(20, first, second)));
        const withDisadvantage = rollD20('disadvantage', 0, scriptedDice(faces(20, first, second)));
        expect([withAdvantage.natural, withAdvantage.ignored]).toEqual([
          Math.max(first, second),
          Math.min(first, second),
        ]);
        expect([withDisadvantage.natural, withDisadvantage.ignored]).toEqual([
          Math.min(first, second),
          Math.max(first, second),
        ]);
      }),
    );
  });

  it('the same seed gives the same roll', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom('normal', 'advantage', 'disadvantage' as const), (seed, mode) => {
        expect(rollD20(mode, 3, seededRandom(seed))).toEqual(rollD20(mode, 3, seededRandom(seed)));
      }),
    );
  });
});
