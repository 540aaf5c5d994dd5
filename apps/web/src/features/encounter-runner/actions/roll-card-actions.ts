import type { ApplyMultiplier, RollCard } from '@skald/rules/combat/roll-card';
import type { GestureAction } from './combat-action.ts';

/** Roll cards applied in full, half or double: several at once are one batch, all or none of them. */
export const applyRollCards: GestureAction<{ cards: readonly RollCard[]; multiplier: ApplyMultiplier }> = {
  name: 'apply-roll-cards',
  label: 'Apply the roll cards',
  perform: (_context, { cards, multiplier }) =>
    cards.map((card) => ({ type: 'apply-roll-card' as const, card, multiplier })),
};
