import type { DamageType } from '../constants/damage-types.ts';
import { criticalDamage } from '../dice/critical-damage.ts';
import type { RandomSource } from '../dice/random.ts';
import { type CardRoll, criticalHit, type DefenseChoice, type RollCard, updateAction } from './roll-card.ts';

/**
 * The card's Critical toggle: the GM says whether an attack is a critical hit, whatever its die showed
 * (an attack on an unconscious target within 5 feet always is). A critical hits, so turning it on sets
 * Hit too. Rolls that have no critical dice yet get them now under the card's setting: only the dice
 * count twice, never the modifier (Double on the card would double both). Dice rolled once are kept,
 * so turning the toggle off and on again never rerolls them.
 */
export function setCritical(card: RollCard, actionIndex: number, critical: boolean, random: RandomSource): RollCard {
  return updateAction(card, actionIndex, (action) => {
    if (!action.toHit) return action;
    const hit = critical || action.toHit.hit;
    const counts = criticalHit(action.toHit.roll, hit, card.criticalSetting, critical);
    const withDice = (cardRoll: CardRoll): CardRoll =>
      cardRoll.critical
        ? cardRoll
        : { ...cardRoll, critical: criticalDamage(cardRoll.roll, card.criticalSetting, random) };
    return {
      ...action,
      toHit: { ...action.toHit, hit, critical: counts, chosenCritical: critical },
      rolls: counts ? action.rolls.map(withDice) : action.rolls,
    };
  });
}

/**
 * The GM's defense for one damage type on this card, over the target's stat block: `none` for full
 * damage, or resistant, vulnerable or immune; null goes back to what the stat block lists. Kept on the
 * card, not on its rolls, so a die rerolled for every target of a shared throw leaves each card's choice.
 */
export function setDefense(card: RollCard, damageType: DamageType, choice: DefenseChoice | null): RollCard {
  const { [damageType]: _dropped, ...others } = card.defenseChoices ?? {};
  const defenseChoices = choice === null ? others : { ...others, [damageType]: choice };
  return { ...card, defenseChoices };
}
