export const ABILITIES = ['strength', 'dexterity', 'constitution', 'intelligence', 'wisdom', 'charisma'] as const;

export type Ability = (typeof ABILITIES)[number];

/** A score's modifier: 10 and 11 give +0, 8 and 9 give -1, 20 gives +5. */
export function abilityModifier(score: number): number {
  return Math.floor((score - 10) / 2);
}
