import fc from 'fast-check';
import { DICE_LIMITS, type DiceExpression, type DiceGroup } from '../../src/dice/dice-expression.ts';

/** Any group the parser accepts, biased towards table dice so keep rules and ties come up often. */
export const aDiceGroup: fc.Arbitrary<DiceGroup> = fc
  .record({
    sign: fc.constantFrom<1 | -1>(1, -1),
    count: fc.oneof(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: DICE_LIMITS.diceInGroup })),
    sides: fc.oneof(fc.constantFrom(4, 6, 8, 10, 12, 20, 100), fc.integer({ min: 1, max: DICE_LIMITS.sides })),
    keep: fc.option(
      fc.record({
        which: fc.constantFrom('highest' as const, 'lowest' as const),
        share: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
    ),
  })
  .map(({ sign, count, sides, keep }) => ({
    sign,
    count,
    sides,
    keep: keep ? { which: keep.which, count: Math.max(1, Math.ceil(keep.share * count)) } : null,
  }));

/** Any expression the parser accepts: at most 19 groups and one modifier. */
export const aDiceExpression: fc.Arbitrary<DiceExpression> = fc.record({
  groups: fc.array(aDiceGroup, { maxLength: DICE_LIMITS.terms - 1 }),
  modifier: fc.integer({ min: -DICE_LIMITS.number, max: DICE_LIMITS.number }),
});

/** Small expressions whose every outcome can be enumerated. */
export const aSmallDiceGroup: fc.Arbitrary<DiceGroup> = fc
  .record({
    count: fc.integer({ min: 1, max: 4 }),
    sides: fc.integer({ min: 1, max: 6 }),
    keepCount: fc.integer({ min: 1, max: 4 }),
    which: fc.constantFrom('highest' as const, 'lowest' as const),
  })
  .map(({ count, sides, keepCount, which }) => ({
    sign: 1 as const,
    count,
    sides,
    keep: { which, count: Math.min(keepCount, count) },
  }));

/** Expressions for rolling properties: a few groups, so hundreds of runs stay quick. */
export const aRollableExpression: fc.Arbitrary<DiceExpression> = fc.record({
  groups: fc.array(aDiceGroup, { maxLength: 6 }),
  modifier: fc.integer({ min: -DICE_LIMITS.number, max: DICE_LIMITS.number }),
});
