import { cardTargetOf } from '@skald/rules/combat/card-target';
import { type RollCard, rollCards } from '@skald/rules/combat/roll-card';
import type { CriticalSetting } from '@skald/rules/dice/critical-damage';
import type { RandomSource } from '@skald/rules/dice/random';
import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { abilityActions } from '@skald/rules/monster/ability-actions';
import type { MonsterAbility } from '@skald/rules/monster/monster';

export interface AbilityUse {
  actor: string;
  ability: MonsterAbility;
  targets: readonly string[];
  advantage: AdvantageMode;
  criticalSetting: CriticalSetting;
  random: RandomSource;
}

export type AbilityCards = { ok: true; cards: RollCard[] } | { ok: false; error: string };

let cardCount = 0;

/**
 * One roll card per target, each against its armor class, saves and defenses. An attack rolls per target;
 * a save ability such as Fire Breath rolls its damage once for all of them.
 */
export function abilityCards(encounter: Encounter, use: AbilityUse): AbilityCards {
  if (use.ability.action_list.length === 0) return { ok: false, error: `${use.ability.name} has nothing to roll` };
  if (use.targets.length === 0) return { ok: false, error: `Pick a target for ${use.ability.name} first` };
  const cards = use.targets.flatMap((key) => {
    const target = findEntity(encounter, key);
    if (!target) return [];
    cardCount += 1;
    return [{ key: `card-${cardCount}`, target: cardTargetOf(target) }];
  });
  return {
    ok: true,
    cards: rollCards({
      cards,
      name: use.ability.name,
      actor: use.actor,
      actions: abilityActions(use.ability),
      advantage: use.advantage,
      criticalSetting: use.criticalSetting,
      random: use.random,
    }),
  };
}
