import { usesAllowed, usesLeft, usesSpent } from '@skald/rules/combat/limited-uses';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import type { AbilitySection, MonsterAbility } from '@skald/rules/monster/monster';

/** How an ability's uses read on the stat block: what is left of how many, and what the limit is. */
export interface AbilityUses {
  left: number;
  total: number;
  spent: number;
  /** "per day", "per turn", or the recharge: "Recharge 5–6", "Recharges after a rest". */
  kind: string;
  recharge: boolean;
}

/** '5-6' → 'Recharge 5–6', '6' → 'Recharge 6', 'rest' → 'Recharges after a rest'. */
export function rechargeLabel(recharge: string): string {
  return recharge.trim() === 'rest' ? 'Recharges after a rest' : `Recharge ${recharge.trim().replace('-', '–')}`;
}

/** The uses of a trait, action or reaction with a limit or a recharge; null when it has neither. */
export function abilityUses(entity: EncounterEntity, section: AbilitySection, index: number): AbilityUses | null {
  const ability: MonsterAbility | undefined = entity[section]?.[index];
  const total = usesAllowed(entity, section, index);
  const left = usesLeft(entity, section, index);
  if (!ability || total === null || left === null || section === 'legendary_actions') return null;
  const recharge = ability.limit === undefined && ability.recharge !== undefined;
  const kind = recharge ? rechargeLabel(ability.recharge ?? '') : `per ${ability.limit_type ?? 'day'}`;
  return { left, total, spent: usesSpent(entity, section, index), kind, recharge };
}

/**
 * Whether rolling the ability marks a use spent: it is limited and one is left (for a legendary action,
 * enough of the pool for its cost). With none left the roll still happens, as the GM asked for it.
 */
export function rollSpendsUse(entity: EncounterEntity, section: AbilitySection, index: number): boolean {
  const ability = entity[section]?.[index];
  const left = usesLeft(entity, section, index);
  if (!ability || left === null) return false;
  return left >= (section === 'legendary_actions' ? (ability.legendary_cost ?? 1) : 1);
}
