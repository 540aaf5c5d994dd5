import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_RATING_DETAILS,
  CHALLENGE_RATINGS,
  challengeRatingFromText,
  isChallengeRating,
  proficiencyBonusFor,
} from '../../src/constants/challenge-ratings.ts';

describe('challenge ratings', () => {
  it('run 0, 1/8, 1/4, 1/2, then 1 to 30: 34 in all', () => {
    expect(CHALLENGE_RATINGS).toHaveLength(34);
    expect(CHALLENGE_RATINGS.slice(0, 5)).toEqual([0, 0.125, 0.25, 0.5, 1]);
    expect(CHALLENGE_RATINGS.at(-1)).toBe(30);
  });

  it('are worth 10 XP at CR 0 up to 155,000 XP at CR 30, always more for a higher rating', () => {
    const xp = CHALLENGE_RATINGS.map((rating) => CHALLENGE_RATING_DETAILS[rating].xp);
    expect(xp[0]).toBe(10);
    expect(xp.at(-1)).toBe(155000);
    for (let index = 1; index < xp.length; index++) expect(xp[index]).toBeGreaterThan(xp[index - 1] ?? 0);
  });

  it.each([
    [0.125, 25],
    [0.25, 50],
    [0.5, 100],
    [1, 200],
    [2, 450],
    [5, 1800],
    [10, 5900],
    [13, 10000],
    [20, 25000],
    [24, 62000],
  ] as const)('CR %s is worth %i XP', (rating, xp) => {
    expect(CHALLENGE_RATING_DETAILS[rating].xp).toBe(xp);
  });

  it('write their fractions as a stat block does', () => {
    expect(CHALLENGE_RATING_DETAILS[0.125].label).toBe('1/8');
    expect(CHALLENGE_RATING_DETAILS[0.25].label).toBe('1/4');
    expect(CHALLENGE_RATING_DETAILS[0.5].label).toBe('1/2');
    expect(CHALLENGE_RATING_DETAILS[17].label).toBe('17');
  });
});

describe('proficiency bonus by challenge rating: +2 up to CR 4, one more every 4 ratings, +9 at CR 29-30', () => {
  it.each([
    [0, 2],
    [0.5, 2],
    [4, 2],
    [5, 3],
    [8, 3],
    [9, 4],
    [13, 5],
    [17, 6],
    [21, 7],
    [25, 8],
    [28, 8],
    [29, 9],
    [30, 9],
  ] as const)('CR %s gives +%i', (rating, bonus) => {
    expect(proficiencyBonusFor(rating)).toBe(bonus);
  });
});

describe('challenge rating from text', () => {
  it.each([
    ['1/8', 0.125],
    ['1/4', 0.25],
    ['1/2', 0.5],
    ['0.5', 0.5],
    ['0', 0],
    [' 12 ', 12],
    ['30', 30],
  ])('reads %j as %s', (text, rating) => {
    expect(challengeRatingFromText(text)).toBe(rating);
  });

  it.each(['31', '1/3', '0.3', '-1', '', 'ten', '1e1'])('does not read %j as a rating', (text) => {
    expect(challengeRatingFromText(text)).toBeUndefined();
  });

  it('knows a rating from a number that is not one', () => {
    expect(isChallengeRating(0.125)).toBe(true);
    expect(isChallengeRating(0.75)).toBe(false);
  });
});
