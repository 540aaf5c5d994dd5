import { setMaxHpMod } from '../combat/max-hit-points.ts';
import {
  type ApplyMultiplier,
  appliedAmount,
  countedOutcomes,
  isCriticalCard,
  isHealingCard,
  outcomesTotal,
  type RollCard,
  type RollOutcome,
} from '../combat/roll-card.ts';
import type { Encounter } from './encounter.ts';
import { damageEntity, type HitPointChange, healEntity } from './hit-point-commands.ts';
import { entityOrFail, withEntity } from './roster-list.ts';

/** The card's damage types in words for the caption: one type, or none when several mix. */
function damageTypeWords(outcomes: readonly RollOutcome[]): string {
  const types = new Set(outcomes.map((outcome) => outcome.ability.damage_type));
  return types.size === 1 ? `${[...types][0]} ` : '';
}

/**
 * What drain and siphon rolls that landed come to, as a share of what is applied: an override scales
 * every roll by the same factor, then the Full, Half or Double button applies.
 */
function specialAmounts(card: RollCard, outcomes: readonly RollOutcome[], multiplier: ApplyMultiplier) {
  const rolled = outcomesTotal(outcomes);
  const scale = card.override === null || rolled === 0 ? 1 : card.override / rolled;
  let drain = 0;
  let siphon = 0;
  for (const outcome of outcomes) {
    if (!outcome.landed || !outcome.ability.special) continue;
    const amount = appliedAmount(outcome.amount * scale, multiplier);
    if (outcome.ability.special === 'drain') drain += amount;
    if (outcome.ability.special === 'siphon') siphon += amount;
    if (outcome.ability.special === 'siphon_half') siphon += Math.floor(amount / 2);
  }
  return { drain, siphon };
}

/**
 * Applies a roll card: healing cards heal the target; others damage it (a critical counting double
 * against death saves), then drain lowers the target's maximum and siphon heals the attacker.
 */
export function applyRollCard(
  encounter: Encounter,
  command: { card: RollCard; multiplier: ApplyMultiplier },
  automate: boolean,
): HitPointChange {
  const { card, multiplier } = command;
  const target = entityOrFail(encounter, card.target.key);
  const actor = entityOrFail(encounter, card.actor);
  // The outcomes are worked out once: the total, the caption and drain and siphon all read them.
  const outcomes = countedOutcomes(card);
  const amount = appliedAmount(card.override ?? outcomesTotal(outcomes), multiplier);
  if (isHealingCard(card)) {
    const healed = healEntity(encounter, { target: target.key, amount, by: actor.key });
    const caption = `${card.name} healed ${target.name} for ${healed.amount}`;
    const events = healed.events.map((event) => ({ ...event, caption }));
    return { encounter: healed.encounter, events, amount: healed.amount, over: healed.over };
  }
  const hit = damageEntity(
    encounter,
    { target: target.key, amount, by: actor.key, critical: isCriticalCard(card) },
    automate,
  );
  const caption = `${card.name} did ${hit.amount} ${damageTypeWords(outcomes)}damage to ${target.name}`;
  let next = hit.encounter;
  const { drain, siphon } = specialAmounts(card, outcomes, multiplier);
  if (drain > 0) {
    const drained = entityOrFail(next, target.key);
    next = withEntity(next, setMaxHpMod(drained, drained.maxHpMod - drain, 'cap'));
  }
  let events = hit.events.map((event) => (event.type === 'damage-done' ? { ...event, caption } : event));
  if (siphon > 0) {
    const siphoned = healEntity(next, { target: actor.key, amount: siphon, by: actor.key });
    next = siphoned.encounter;
    events = [...events, ...siphoned.events];
  }
  return { encounter: next, events, amount: hit.amount, over: hit.over };
}
