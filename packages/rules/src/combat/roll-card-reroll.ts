import type { RandomSource } from '../dice/random.ts';
import { rerollCriticalDie } from '../dice/reroll-critical-die.ts';
import { rerollDie } from '../dice/reroll-die.ts';
import { type CardRoll, type RollCard, sharesDice } from './roll-card.ts';

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

/** The card with one of its rolls replaced. */
function withCardRoll(card: RollCard, die: CardDie, roll: CardRoll): RollCard {
  const actions = card.actions.map((action, a) =>
    a === die.action ? { ...action, rolls: action.rolls.map((other, r) => (r === die.roll ? roll : other)) } : action,
  );
  return { ...card, actions };
}

/** Clicking a die on the card rerolls that die alone; totals follow. */
export function rerollCardDie(card: RollCard, die: CardDie, random: RandomSource): CardRerollResult {
  const cardRoll = card.actions[die.action]?.rolls[die.roll];
  if (!cardRoll) return { ok: false, error: `This roll card has no roll ${die.roll} in action ${die.action}` };
  const result = rerolled(cardRoll, die, random);
  return result.ok ? { ok: true, card: withCardRoll(card, die, result.roll) } : result;
}

export type SharedRerollResult = { ok: true; cards: RollCard[] } | { ok: false; error: string };

/**
 * Rerolls a die of the card under `cardKey` among the cards shown. A die of a shared throw (Fire Breath's
 * damage) changes on every card of the same roll, so they never disagree; each keeps its own save and defenses.
 */
export function rerollSharedDie(
  cards: readonly RollCard[],
  cardKey: string,
  die: CardDie,
  random: RandomSource,
): SharedRerollResult {
  const card = cards.find((shown) => shown.key === cardKey);
  const action = card?.actions[die.action];
  const cardRoll = action?.rolls[die.roll];
  if (!card || !action || !cardRoll) return { ok: false, error: 'This roll card or its die is no longer shown' };
  const result = rerolled(cardRoll, die, random);
  if (!result.ok) return result;
  const sameThrow = (other: RollCard) =>
    other.key === card.key || (sharesDice(action.kind) && other.rollId === card.rollId);
  return { ok: true, cards: cards.map((other) => (sameThrow(other) ? withCardRoll(other, die, result.roll) : other)) };
}
