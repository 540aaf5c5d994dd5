import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scriptedDice, seededRandom } from '../../src/dice/random.ts';
import { rerollDie } from '../../src/dice/reroll-die.ts';
import { rollDice } from '../../src/dice/roll-dice.ts';
import { aRollableExpression } from './dice-arbitraries.ts';
import { dice, faces } from './dice-notation.ts';

describe('rerolling one die changes only that die', () => {
  it('2d6+1d4+2 rolling 2, 5, 3: rerolling the 2 into a 6 totals 6+5+3+2 = 16', () => {
    const roll = rollDice(dice('2d6+1d4+2'), scriptedDice([...faces(6, 2, 5), ...faces(4, 3)]));
    expect(roll.total).toBe(12);
    const result = rerollDie(roll, 0, 0, scriptedDice(faces(6, 6)));
    if (!result.ok) throw new Error(result.error);
    expect(result.roll.groups.map((group) => group.dice.map((die) => die.value))).toEqual([[6, 5], [3]]);
    expect(result.roll.groups.map((group) => group.subtotal)).toEqual([11, 3]);
    expect(result.roll).toMatchObject({ diceTotal: 14, modifier: 2, total: 16 });
  });

  it('rerolls with the die of its own group: the d4 of 1d6+1d4 asks for a d4 face', () => {
    const roll = rollDice(dice('1d6+1d4'), scriptedDice([...faces(6, 4), ...faces(4, 1)]));
    const result = rerollDie(roll, 1, 0, scriptedDice(faces(4, 4)));
    expect(result.ok && result.roll.total).toBe(8);
  });

  it('leaves the earlier roll untouched', () => {
    const roll = rollDice(dice('2d6'), scriptedDice(faces(6, 2, 5)));
    const before = structuredClone(roll);
    rerollDie(roll, 0, 1, scriptedDice(faces(6, 1)));
    expect(roll).toEqual(before);
  });

  it('for any roll, every other die keeps its face', () => {
    fc.assert(
      fc.property(aRollableExpression, fc.integer(), fc.nat(), fc.nat(), (expression, seed, g, d) => {
        if (expression.groups.length === 0) return;
        const roll = rollDice(expression, seededRandom(seed));
        const groupIndex = g % roll.groups.length;
        const dieIndex = d % (roll.groups[groupIndex]?.dice.length ?? 1);
        const result = rerollDie(roll, groupIndex, dieIndex, seededRandom(seed + 1));
        if (!result.ok) throw new Error(result.error);
        result.roll.groups.forEach((rolled, i) => {
          rolled.dice.forEach((die, j) => {
            if (i !== groupIndex || j !== dieIndex) expect(die.value).toBe(roll.groups[i]?.dice[j]?.value);
          });
        });
        const subtotals = result.roll.groups.reduce((sum, rolled) => sum + rolled.subtotal, 0);
        expect(result.roll.total).toBe(subtotals + expression.modifier);
      }),
      { numRuns: 200 },
    );
  });
});

describe('rerolling applies the keep rule again', () => {
  it('4d6kh3 rolling 3, 1, 6, 4: rerolling the 3 into a 1 drops it and keeps 1, 6, 4 = 11', () => {
    const roll = rollDice(dice('4d6kh3'), scriptedDice(faces(6, 3, 1, 6, 4)));
    expect(roll.total).toBe(13);
    const result = rerollDie(roll, 0, 0, scriptedDice(faces(6, 1)));
    if (!result.ok) throw new Error(result.error);
    expect(result.roll.groups[0]?.dice.map((die) => [die.value, die.kept])).toEqual([
      [1, true],
      [1, false],
      [6, true],
      [4, true],
    ]);
    expect(result.roll.total).toBe(11);
  });

  it('a dropped die rerolled high comes back in: 2d20kh1 rolling 15, 4, rerolling the 4 into 19 keeps 19', () => {
    const roll = rollDice(dice('2d20kh1'), scriptedDice(faces(20, 15, 4)));
    const result = rerollDie(roll, 0, 1, scriptedDice(faces(20, 19)));
    if (!result.ok) throw new Error(result.error);
    expect(result.roll.groups[0]?.dice.map((die) => die.kept)).toEqual([false, true]);
    expect(result.roll.total).toBe(19);
  });
});

describe('rerolling a die that is not there is refused with a message', () => {
  const roll = rollDice(dice('2d6+1d4'), scriptedDice([...faces(6, 2, 5), ...faces(4, 3)]));

  it('group 2 of a roll with two groups', () => {
    expect(rerollDie(roll, 2, 0, seededRandom(1))).toEqual({
      ok: false,
      error: 'There is no dice group 2 in this roll: it has 2',
    });
  });

  it('die 2 of a group of two', () => {
    expect(rerollDie(roll, 0, 2, seededRandom(1))).toEqual({
      ok: false,
      error: 'Dice group 0 has no die 2: it has 2',
    });
  });

  it('negative or fractional indices', () => {
    expect(rerollDie(roll, -1, 0, seededRandom(1)).ok).toBe(false);
    expect(rerollDie(roll, 0, 0.5, seededRandom(1)).ok).toBe(false);
  });
});
