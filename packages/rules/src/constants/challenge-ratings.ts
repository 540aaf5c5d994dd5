/** Challenge ratings as numbers, the fractions written as decimals (1/8 is 0.125), lowest first. */
export const CHALLENGE_RATINGS = [
  0, 0.125, 0.25, 0.5, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
  27, 28, 29, 30,
] as const;

export type ChallengeRating = (typeof CHALLENGE_RATINGS)[number];

interface ChallengeRatingDetails {
  /** How a stat block writes it: '1/8', '1/4', '1/2', else the number. */
  label: string;
  /** Experience points for defeating one such monster. */
  xp: number;
  proficiencyBonus: number;
}

/** The Monster Manual's figures; a CR 0 creature is worth 10 XP, as the spec counts it. */
export const CHALLENGE_RATING_DETAILS: Readonly<Record<ChallengeRating, ChallengeRatingDetails>> = {
  0: { label: '0', xp: 10, proficiencyBonus: 2 },
  0.125: { label: '1/8', xp: 25, proficiencyBonus: 2 },
  0.25: { label: '1/4', xp: 50, proficiencyBonus: 2 },
  0.5: { label: '1/2', xp: 100, proficiencyBonus: 2 },
  1: { label: '1', xp: 200, proficiencyBonus: 2 },
  2: { label: '2', xp: 450, proficiencyBonus: 2 },
  3: { label: '3', xp: 700, proficiencyBonus: 2 },
  4: { label: '4', xp: 1100, proficiencyBonus: 2 },
  5: { label: '5', xp: 1800, proficiencyBonus: 3 },
  6: { label: '6', xp: 2300, proficiencyBonus: 3 },
  7: { label: '7', xp: 2900, proficiencyBonus: 3 },
  8: { label: '8', xp: 3900, proficiencyBonus: 3 },
  9: { label: '9', xp: 5000, proficiencyBonus: 4 },
  10: { label: '10', xp: 5900, proficiencyBonus: 4 },
  11: { label: '11', xp: 7200, proficiencyBonus: 4 },
  12: { label: '12', xp: 8400, proficiencyBonus: 4 },
  13: { label: '13', xp: 10000, proficiencyBonus: 5 },
  14: { label: '14', xp: 11500, proficiencyBonus: 5 },
  15: { label: '15', xp: 13000, proficiencyBonus: 5 },
  16: { label: '16', xp: 15000, proficiencyBonus: 5 },
  17: { label: '17', xp: 18000, proficiencyBonus: 6 },
  18: { label: '18', xp: 20000, proficiencyBonus: 6 },
  19: { label: '19', xp: 22000, proficiencyBonus: 6 },
  20: { label: '20', xp: 25000, proficiencyBonus: 6 },
  21: { label: '21', xp: 33000, proficiencyBonus: 7 },
  22: { label: '22', xp: 41000, proficiencyBonus: 7 },
  23: { label: '23', xp: 50000, proficiencyBonus: 7 },
  24: { label: '24', xp: 62000, proficiencyBonus: 7 },
  25: { label: '25', xp: 75000, proficiencyBonus: 8 },
  26: { label: '26', xp: 90000, proficiencyBonus: 8 },
  27: { label: '27', xp: 105000, proficiencyBonus: 8 },
  28: { label: '28', xp: 120000, proficiencyBonus: 8 },
  29: { label: '29', xp: 135000, proficiencyBonus: 9 },
  30: { label: '30', xp: 155000, proficiencyBonus: 9 },
};

export function isChallengeRating(value: number): value is ChallengeRating {
  return (CHALLENGE_RATINGS as readonly number[]).includes(value);
}

export function proficiencyBonusFor(rating: ChallengeRating): number {
  return CHALLENGE_RATING_DETAILS[rating].proficiencyBonus;
}

/** Reads '1/8', '0.125', '5' or ' 5 '; undefined for anything that is not a challenge rating. */
export function challengeRatingFromText(text: string): ChallengeRating | undefined {
  const trimmed = text.trim();
  const byLabel = CHALLENGE_RATINGS.find((rating) => CHALLENGE_RATING_DETAILS[rating].label === trimmed);
  if (byLabel !== undefined) return byLabel;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return isChallengeRating(value) ? value : undefined;
}
