import { describe, expect, it } from 'vitest';
import {
  type AbilityScores,
  isPointBuy,
  isStandardArray,
  POINT_BUY_BUDGET,
  pointBuyCost,
  pointBuySpent,
  withRacialBonuses,
} from '../../src/character/ability-generation.ts';

const scores = (str: number, dex: number, con: number, int: number, wis: number, cha: number): AbilityScores => ({
  strength: str,
  dexterity: dex,
  constitution: con,
  intelligence: int,
  wisdom: wis,
  charisma: cha,
});

describe('point buy', () => {
  it.each([
    [8, 0],
    [9, 1],
    [12, 4],
    [13, 5],
    [14, 7],
    [15, 9],
  ])('a score of %i costs %i points', (score, cost) => {
    expect(pointBuyCost(score)).toBe(cost);
  });

  it.each([7, 16, 14.5, Number.NaN])('cannot buy %d', (score) => {
    expect(pointBuyCost(score)).toBeUndefined();
  });

  it('spends exactly 27 points on 15, 15, 15, 8, 8, 8 and allows it', () => {
    const three15s = scores(15, 15, 15, 8, 8, 8);
    expect(pointBuySpent(three15s)).toBe(POINT_BUY_BUDGET);
    expect(isPointBuy(three15s)).toBe(true);
  });

  it('refuses a buy over 27 points and any score outside 8-15', () => {
    expect(pointBuySpent(scores(15, 15, 15, 9, 8, 8))).toBe(28);
    expect(isPointBuy(scores(15, 15, 15, 9, 8, 8))).toBe(false);
    expect(isPointBuy(scores(16, 8, 8, 8, 8, 8))).toBe(false);
    expect(isPointBuy(scores(7, 15, 15, 15, 8, 8))).toBe(false);
  });

  it('allows spending less than 27', () => {
    expect(isPointBuy(scores(8, 8, 8, 8, 8, 8))).toBe(true);
  });
});

describe('the standard array', () => {
  it('takes 15, 14, 13, 12, 10 and 8 in any order', () => {
    expect(isStandardArray(scores(8, 15, 13, 14, 10, 12))).toBe(true);
  });

  it('refuses a value used twice or one not in the array', () => {
    expect(isStandardArray(scores(15, 15, 13, 12, 10, 8))).toBe(false);
    expect(isStandardArray(scores(16, 14, 13, 12, 10, 8))).toBe(false);
  });
});

describe('racial bonuses', () => {
  it('adds each bonus to its ability and leaves the rest', () => {
    expect(withRacialBonuses(scores(15, 14, 13, 12, 10, 8), { constitution: 2, wisdom: 1 })).toEqual(
      scores(15, 14, 15, 12, 11, 8),
    );
  });
});
