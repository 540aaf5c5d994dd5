import { abilityModifier } from '@skald/rules/constants/abilities';
import { CHALLENGE_RATING_DETAILS, CHALLENGE_RATINGS } from '@skald/rules/constants/challenge-ratings';
import { sentenceCase } from '../../lib/labels.ts';

/** Select options of stored identifiers, each read as words ('non_magical_bludgeoning' → 'Non magical bludgeoning'). */
export function options(values: readonly string[]): { value: string; label: string }[] {
  return values.map((value) => ({ value, label: sentenceCase(value) }));
}

/** Challenge ratings as a stat block writes them, with their experience: '1/8 (25 XP)'. */
export const CHALLENGE_OPTIONS = CHALLENGE_RATINGS.map((rating) => ({
  value: String(rating),
  label: `${CHALLENGE_RATING_DETAILS[rating].label} (${CHALLENGE_RATING_DETAILS[rating].xp.toLocaleString('en')} XP)`,
}));

export function challengeLabel(rating: number): string {
  return CHALLENGE_RATING_DETAILS[rating as keyof typeof CHALLENGE_RATING_DETAILS]?.label ?? String(rating);
}

/** A score's modifier as a stat block prints it: '+2', '-1'. */
export function modifierText(score: number | ''): string {
  if (score === '') return '';
  const modifier = abilityModifier(score);
  return modifier >= 0 ? `+${modifier}` : String(modifier);
}
