import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diceBounds } from '../../src/dice/dice-bounds.ts';
import { scriptedDice, seededRandom } from '../../src/dice/random.ts';
import { rollDice } from '../../src/dice/roll-dice.ts';
import { aRollableExpression } from './dice-arbitraries.ts';
import { dice, faces } from './dice-notation.ts';

describe('rolling adds the kept dice and the modifier', () => {
  it('2d6+3 rolling 2 and 5 totals 10', () => {
    const roll = rollDice(dice('2d6+3'), scriptedDice(faces(6, 2, 5)));
    expect(roll.groups[0]?.dice).toEqual([
      { sides: 6, value: 2, kept: true },
      { sides: 6, value: 5, kept: true },
    ]);
    expect(roll).toMatchObject({ diceTotal: 7, modifier: 3, total: 10 });
    expect(roll.groups[0]?.subtotal).toBe(7);
  });

  it('2d6+1d4-1 rolling 6, 1 and 3 has subtotals 7 and 3 and totals 9', () => {
    const roll = rollDice(dice('2d6+1d4-1'), scriptedDice([...faces(6, 6, 1), ...faces(4, 3)]));
    expect(roll.groups.map((group) => group.subtotal)).toEqual([7, 3]);
    expect(roll).toMatchObject({ diceTotal: 10, modifier: -1, total: 9 });
  });

  it('a subtracted group counts against the total: 1d20-1d4 rolling 15 and 3 totals 12', () => {
    const roll = rollDice(dice('1d20-1d4'), scriptedDice([...faces(20, 15), ...faces(4, 3)]));
    expect(roll.groups.map((group) => group.subtotal)).toEqual([15, -3]);
    expect(roll.total).toBe(12);
  });

  it('totals are not clamped: 1d4-5 rolling 1 totals -4', () => {
    expect(rollDice(dice('1d4-5'), scriptedDice(faces(4, 1))).total).toBe(-4);
  });

  it('a number alone rolls nothing and totals itself: 7', () => {
    const roll = rollDice(dice('7'), scriptedDice([]));
    expect(roll).toMatchObject({ groups: [], diceTotal: 0, modifier: 7, total: 7 });
  });

  it('d% rolls a hundred-sided die: 73', () => {
    const roll = rollDice(dice('d%'), scriptedDice(faces(100, 73)));
    expect(roll.groups[0]?.dice).toEqual([{ sides: 100, value: 73, kept: true }]);
    expect(roll.total).toBe(73);
  });
});

describe('keep highest and lowest mark dropped dice but keep them for display', () => {
  it('4d6kh3 rolling 3, 1, 6, 4 keeps 3, 6, 4 and drops the 1: 13', () => {
    const roll = rollDice(dice('4d6kh3'), scriptedDice(faces(6, 3, 1, 6, 4)));
    expect(roll.groups[0]?.dice.map((die) => [die.value, die.kept])).toEqual([
      [3, true],
      [1, false],
      [6, true],
      [4, true],
    ]);
    expect(roll.total).toBe(13);
  });

  it('2d20kl1 rolling 17 and 4 keeps the 4', () => {
    const roll = rollDice(dice('2d20kl1'), scriptedDice(faces(20, 17, 4)));
    expect(roll.groups[0]?.dice.map((die) => die.kept)).toEqual([false, true]);
    expect(roll.total).toBe(4);
  });

  it('between equal faces the first rolled is kept: 3d6kh2 rolling 5, 2, 5', () => {
    const roll = rollDice(dice('3d6kh2'), scriptedDice(faces(6, 5, 2, 5)));
    expect(roll.groups[0]?.dice.map((die) => die.kept)).toEqual([true, false, true]);
    const tie = rollDice(dice('3d6kh1'), scriptedDice(faces(6, 4, 6, 6)));
    expect(tie.groups[0]?.dice.map((die) => die.kept)).toEqual([false, true, false]);
  });

  it('a keep group keeps exactly its keep count of dice, whatever they show', () => {
    fc.assert(
      fc.property(aRollableExpression, fc.integer(), (expression, seed) => {
        const roll = rollDice(expression, seededRandom(seed));
        roll.groups.forEach((rolled, index) => {
          const group = expression.groups[index];
          expect(rolled.dice).toHaveLength(group?.count ?? -1);
          const kept = rolled.dice.filter((die) => die.kept);
          expect(kept).toHaveLength(group?.keep?.count ?? group?.count ?? -1);
          const dropped = rolled.dice.filter((die) => !die.kept);
          for (const die of dropped) {
            for (const counted of kept) {
              if (group?.keep?.which === 'highest') expect(counted.value).toBeGreaterThanOrEqual(die.value);
              else expect(counted.value).toBeLessThanOrEqual(die.value);
            }
          }
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('rolling is reproducible and within bounds', () => {
  it('the same seed gives the same roll', () => {
    fc.assert(
      fc.property(aRollableExpression, fc.integer(), (expression, seed) => {
        expect(rollDice(expression, seededRandom(seed))).toEqual(rollDice(expression, seededRandom(seed)));
      }),
      { numRuns: 200 },
    );
  });

  it('every total lies between the minimum and maximum, and so does every die', () => {
    fc.assert(
      fc.property(aRollableExpression, fc.integer(), (expression, seed) => {
        const roll = rollDice(expression, seededRandom(seed));
        const { minimum, maximum } = diceBounds(expression);
        expect(roll.total).toBeGreaterThanOrEqual(minimum);
        expect(roll.total).toBeLessThanOrEqual(maximum);
        for (const die of roll.groups.flatMap((rolled) => rolled.dice)) {
          expect(Number.isInteger(die.value) && die.value >= 1 && die.value <= die.sides).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('the total is the subtotals plus the modifier', () => {
    fc.assert(
      fc.property(aRollableExpression, fc.integer(), (expression, seed) => {
        const roll = rollDice(expression, seededRandom(seed));
        const subtotals = roll.groups.reduce((sum, rolled) => sum + rolled.subtotal, 0);
        expect(roll.total).toBe(subtotals + expression.modifier);
      }),
      { numRuns: 200 },
    );
  });
});
