import type { RandomSource } from '../dice/random.ts';
import { rerollCriticalDie } from '../dice/reroll-critical-die.ts';
import { rerollDie } from '../dice/reroll-die.ts';
import type { CardRoll, RollCard } from './roll-card.ts';

/** Which die of a card: its action, the roll within it, the dice group, the die; `part` 'extra' for a critical's dice. */
export interface CardDie {
  action: number;
  roll: number;
  group: number;
  die: number;
  part?: 'roll' | 'extra';
}

export type CardRerollResult = { ok: true; card: RollCard } | { ok: false; error: string };

function rerolled(
  cardRoll: CardRoll,
  die: CardDie,
  random: RandomSource,
): { ok: true; roll: CardRoll } | { ok: false; error: string } {
  if (cardRoll.critical) {
    const result = rerollCriticalDie(cardRoll.critical, die.part ?? 'roll', die.group, die.die, random);
    return result.ok
      ? { ok: true, roll: { ...cardRoll, roll: result.critical.roll, critical: result.critical } }
      : result;
  }
  if (die.part === 'extra') return { ok: false, error: 'This roll was not a critical hit, so it has no extra dice' };
  const result = rerollDie(cardRoll.roll, die.group, die.die, random);
  return result.ok ? { ok: true, roll: { ...cardRoll, roll: result.roll } } : result;
}

/** Clicking a die on the card rerolls that die alone; totals follow. */
export function rerollCardDie(card: RollCard, die: CardDie, random: RandomSource): CardRerollResult {
  const action = card.actions[die.action];
  const cardRoll = action?.rolls[die.roll];
  if (!action || !cardRoll)
    return { ok: false, error: `This roll card has no roll ${die.roll} in action ${die.action}` };
  const result = rerolled(cardRoll, die, random);
  if (!result.ok) return result;
  const rolls = action.rolls.map((other, i) => (i === die.roll ? result.roll : other));
  const actions = card.actions.map((other, i) => (i === die.action ? { ...action, rolls } : other));
  return { ok: true, card: { ...card, actions } };
}
