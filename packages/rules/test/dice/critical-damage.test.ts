import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { criticalDamage, criticalSettingFrom } from '../../src/dice/critical-damage.ts';
import { countedDice, diceBounds } from '../../src/dice/dice-bounds.ts';
import type { DiceExpression } from '../../src/dice/dice-expression.ts';
import { scriptedDice, seededRandom } from '../../src/dice/random.ts';
import { rerollCriticalDie } from '../../src/dice/reroll-critical-die.ts';
import { rollDice } from '../../src/dice/roll-dice.ts';
import { aRollableExpression } from './dice-arbitraries.ts';
import { dice, faces } from './dice-notation.ts';

// A greatsword hit: 2d6+3 rolling 2 and 5, so 10 before the critical.
const greatsword = () => rollDice(dice('2d6+3'), scriptedDice(faces(6, 2, 5)));
const values = (roll: { groups: { dice: { value: number }[] }[] } | null) =>
  roll?.groups.map((group) => group.dice.map((die) => die.value));

describe("critical setting 'roll' (the default): the damage dice are rolled a second time", () => {
  it('2d6+3 rolling 2, 5 and then 4, 6 deals 2+5+4+6+3 = 20', () => {
    const critical = criticalDamage(greatsword(), 'roll', scriptedDice(faces(6, 4, 6)));
    expect(values(critical.extra)).toEqual([[4, 6]]);
    expect(critical.extra?.modifier).toBe(0);
    expect(critical.total).toBe(20);
  });

  it('every group is rolled again, the modifier added once: 1d8+2d6+4 rolling 3,1,2 then 8,6,6 deals 38', () => {
    const roll = rollDice(dice('1d8+2d6+4'), scriptedDice([...faces(8, 3), ...faces(6, 1, 2)]));
    const critical = criticalDamage(roll, 'roll', scriptedDice([...faces(8, 8), ...faces(6, 6, 6)]));
    expect(critical.total).toBe(3 + 1 + 2 + 8 + 6 + 6 + 4);
  });

  it('no setting, or an unknown one, means roll', () => {
    expect(criticalSettingFrom(undefined)).toBe('roll');
    expect(criticalSettingFrom(null)).toBe('roll');
    expect(criticalSettingFrom('triple')).toBe('roll');
    expect(criticalSettingFrom('max')).toBe('max');
  });
});

describe("critical setting 'double': the rolled dice count twice", () => {
  it('2d6+3 rolling 2 and 5 deals (2+5)×2+3 = 17, rolling nothing more', () => {
    const critical = criticalDamage(greatsword(), 'double', scriptedDice([]));
    expect(values(critical.extra)).toEqual([[2, 5]]);
    expect(critical.total).toBe(17);
  });
});

describe("critical setting 'max': the rolled dice plus the dice's maximum", () => {
  it('2d6+3 rolling 2 and 5 deals 2+5+12+3 = 22', () => {
    const critical = criticalDamage(greatsword(), 'max', scriptedDice([]));
    expect(values(critical.extra)).toEqual([[6, 6]]);
    expect(critical.total).toBe(22);
  });

  it('only kept dice count: 4d6kh3 rolling 1, 2, 3, 4 deals 9 + 18 = 27', () => {
    const roll = rollDice(dice('4d6kh3'), scriptedDice(faces(6, 1, 2, 3, 4)));
    expect(criticalDamage(roll, 'max', scriptedDice([])).total).toBe(27);
  });
});

describe("critical setting 'disabled': no extra damage", () => {
  it('2d6+3 rolling 2 and 5 deals 10, as an ordinary hit', () => {
    const critical = criticalDamage(greatsword(), 'disabled', scriptedDice([]));
    expect(critical.extra).toBeNull();
    expect(critical.total).toBe(10);
  });
});

describe('a critical affects only the dice, never the flat modifier', () => {
  it('1d4+10 rolling 3: roll 3+1+10, double 3+3+10, max 3+4+10, disabled 3+10', () => {
    const dagger = () => rollDice(dice('1d4+10'), scriptedDice(faces(4, 3)));
    expect(criticalDamage(dagger(), 'roll', scriptedDice(faces(4, 1))).total).toBe(14);
    expect(criticalDamage(dagger(), 'double', scriptedDice([])).total).toBe(16);
    expect(criticalDamage(dagger(), 'max', scriptedDice([])).total).toBe(17);
    expect(criticalDamage(dagger(), 'disabled', scriptedDice([])).total).toBe(13);
  });

  it('for any roll: total = roll total + extra dice, and the extra dice carry no modifier', () => {
    fc.assert(
      fc.property(
        aRollableExpression,
        fc.integer(),
        fc.constantFrom('roll', 'double', 'max', 'disabled' as const),
        (expression, seed, setting) => {
          const roll = rollDice(expression, seededRandom(seed));
          const critical = criticalDamage(roll, setting, seededRandom(seed + 1));
          const extra = critical.extra?.total ?? 0;
          expect(critical.total).toBe(roll.total + extra);
          expect(critical.extra?.modifier ?? 0).toBe(0);
          const diceOnly = diceBounds({ groups: expression.groups, modifier: 0 });
          if (setting === 'double') expect(extra).toBe(roll.diceTotal);
          if (setting === 'max') expect(extra).toBe(everyDieOnItsHighestFace(expression));
          if (setting === 'roll') {
            expect(extra).toBeGreaterThanOrEqual(diceOnly.minimum);
            expect(extra).toBeLessThanOrEqual(diceOnly.maximum);
          }
          if (setting === 'disabled') expect(critical.extra).toBeNull();
        },
      ),
      { numRuns: 200 },
    );
  });
});

/** Under max, each counted die adds its highest face, a subtracted group's taking that much off. */
function everyDieOnItsHighestFace(expression: DiceExpression): number {
  return expression.groups.reduce((sum, group) => sum + group.sign * countedDice(group) * group.sides, 0);
}

describe('rerolling a die of a critical', () => {
  it("under 'roll', rerolling an extra die changes only the extra: 4, 6 → 1, 6 deals 17", () => {
    const critical = criticalDamage(greatsword(), 'roll', scriptedDice(faces(6, 4, 6)));
    const result = rerollCriticalDie(critical, 'extra', 0, 0, scriptedDice(faces(6, 1)));
    if (!result.ok) throw new Error(result.error);
    expect(values(result.critical.roll)).toEqual([[2, 5]]);
    expect(values(result.critical.extra)).toEqual([[1, 6]]);
    expect(result.critical.total).toBe(17);
  });

  it("under 'roll', rerolling a rolled die keeps the extra dice: 2 → 6 deals 6+5+4+6+3 = 24", () => {
    const critical = criticalDamage(greatsword(), 'roll', scriptedDice(faces(6, 4, 6)));
    const result = rerollCriticalDie(critical, 'roll', 0, 0, scriptedDice(faces(6, 6)));
    expect(result.ok && result.critical.total).toBe(24);
  });

  it("under 'double', the doubled dice follow the reroll: 2 → 6 deals (6+5)×2+3 = 25", () => {
    const critical = criticalDamage(greatsword(), 'double', scriptedDice([]));
    const result = rerollCriticalDie(critical, 'roll', 0, 0, scriptedDice(faces(6, 6)));
    if (!result.ok) throw new Error(result.error);
    expect(values(result.critical.extra)).toEqual([[6, 5]]);
    expect(result.critical.total).toBe(25);
  });

  it("under 'max', the maximum stays: 2 → 6 deals 6+5+12+3 = 26", () => {
    const critical = criticalDamage(greatsword(), 'max', scriptedDice([]));
    const result = rerollCriticalDie(critical, 'roll', 0, 0, scriptedDice(faces(6, 6)));
    expect(result.ok && result.critical.total).toBe(26);
  });

  it("the extra dice of 'double', 'max' and 'disabled' cannot be rerolled on their own", () => {
    for (const setting of ['double', 'max', 'disabled'] as const) {
      const critical = criticalDamage(greatsword(), setting, scriptedDice([]));
      expect(rerollCriticalDie(critical, 'extra', 0, 0, seededRandom(1))).toEqual({
        ok: false,
        error: `A critical set to ${setting} has no extra dice of its own to reroll`,
      });
    }
  });

  it('a die that is not there is refused', () => {
    const critical = criticalDamage(greatsword(), 'roll', scriptedDice(faces(6, 4, 6)));
    expect(rerollCriticalDie(critical, 'extra', 1, 0, seededRandom(1)).ok).toBe(false);
    expect(rerollCriticalDie(critical, 'roll', 0, 5, seededRandom(1)).ok).toBe(false);
  });
});
