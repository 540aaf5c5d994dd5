import { CommandError } from '../encounter/command-error.ts';
import type { EncounterEntity, LimitedUses } from '../encounter/entity.ts';
import { type AbilitySection, DEFAULT_LEGENDARY_COUNT, type MonsterAbility } from '../monster/monster.ts';
import { wholeAmount } from '../validation/whole-number.ts';

/** Where an ability's uses are counted: its own slot, or the shared legendary pool. */
function counter(section: AbilitySection, index: number): { category: keyof LimitedUses; slot: number } {
  return section === 'legendary_actions' ? { category: 'legendary', slot: 0 } : { category: section, slot: index };
}

function abilityAt(entity: EncounterEntity, section: AbilitySection, index: number): MonsterAbility | undefined {
  return entity[section]?.[index];
}

function abilityOrFail(entity: EncounterEntity, section: AbilitySection, index: number): MonsterAbility {
  const ability = abilityAt(entity, section, index);
  if (!ability) throw new CommandError(`${entity.name} has no ${section.replaceAll('_', ' ')} ${index}`);
  return ability;
}

export function usesSpent(entity: EncounterEntity, section: AbilitySection, index: number): number {
  const { category, slot } = counter(section, index);
  return entity.limited_uses[category]?.[slot] ?? 0;
}

function withSpent(entity: EncounterEntity, section: AbilitySection, index: number, spent: number): EncounterEntity {
  const { category, slot } = counter(section, index);
  const uses = { ...entity.limited_uses[category], [slot]: Math.max(0, spent) };
  return { ...entity, limited_uses: { ...entity.limited_uses, [category]: uses } };
}

/**
 * How many uses an ability has before it must wait: its limit per day or turn, one for a recharge
 * ability, the legendary count for a legendary action (the pool); null when it is not limited.
 */
export function usesAllowed(entity: EncounterEntity, section: AbilitySection, index: number): number | null {
  const ability = abilityAt(entity, section, index);
  if (!ability) return null;
  if (section === 'legendary_actions') return entity.legendary_count ?? DEFAULT_LEGENDARY_COUNT;
  if (ability.limit !== undefined) return ability.limit;
  return ability.recharge ? 1 : null;
}

/** Uses (or, for a legendary action, pool actions) left; null when the ability is not limited. */
export function usesLeft(entity: EncounterEntity, section: AbilitySection, index: number): number | null {
  const allowed = usesAllowed(entity, section, index);
  return allowed === null ? null : Math.max(0, allowed - usesSpent(entity, section, index));
}

/** Using an ability adds its cost: 1, or a legendary action's cost from the pool; refused when too few are left. */
export function useAbility(
  entity: EncounterEntity,
  section: AbilitySection,
  index: number,
  cost?: number,
): EncounterEntity {
  const ability = abilityOrFail(entity, section, index);
  const spend = wholeAmount(cost ?? ability.legendary_cost ?? 1);
  const left = usesLeft(entity, section, index);
  if (left !== null && spend > left) {
    if (section === 'legendary_actions') {
      throw new CommandError(`${entity.name} has ${left} legendary actions left; ${ability.name} costs ${spend}`);
    }
    throw new CommandError(
      ability.recharge && ability.limit === undefined
        ? `${ability.name} is spent until it recharges`
        : `${ability.name} has no uses left`,
    );
  }
  return withSpent(entity, section, index, usesSpent(entity, section, index) + spend);
}

/** Regaining subtracts, never below 0. */
export function regainAbility(
  entity: EncounterEntity,
  section: AbilitySection,
  index: number,
  amount = 1,
): EncounterEntity {
  abilityOrFail(entity, section, index);
  return withSpent(entity, section, index, usesSpent(entity, section, index) - wholeAmount(amount));
}

/** Legendary actions left this round. */
export function legendaryActionsLeft(entity: EncounterEntity): number {
  return Math.max(0, (entity.legendary_count ?? DEFAULT_LEGENDARY_COUNT) - (entity.limited_uses.legendary?.[0] ?? 0));
}

/** The lowest d6 that recharges an ability ('5-6' → 5, '6' → 6); null for 'rest' or no recharge. */
export function rechargeThreshold(recharge: string | undefined): number | null {
  const match = recharge ? /^([1-6])(?:-6)?$/.exec(recharge.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** Spent abilities that recharge on a d6, keyed 'section:index': the runner rolls one d6 for each. */
export function rechargesDue(entity: EncounterEntity): string[] {
  const due: string[] = [];
  for (const section of ['special_abilities', 'actions', 'reactions'] as const) {
    entity[section]?.forEach((ability, index) => {
      if (rechargeThreshold(ability.recharge) !== null && usesSpent(entity, section, index) > 0) {
        due.push(`${section}:${index}`);
      }
    });
  }
  return due;
}

/**
 * The start of the combatant's own turn: per-turn uses and the legendary pool reset, and each spent
 * recharge ability whose d6 (rolled outside, keyed 'section:index') meets its threshold comes back.
 */
export function refreshAtTurnStart(
  entity: EncounterEntity,
  d6s: Record<string, number> = {},
): { entity: EncounterEntity; recharged: string[] } {
  let next = entity;
  const recharged: string[] = [];
  for (const section of ['special_abilities', 'actions', 'reactions'] as const) {
    entity[section]?.forEach((ability, index) => {
      if (usesSpent(next, section, index) === 0) return;
      if (ability.limit_type === 'turn') next = withSpent(next, section, index, 0);
      const threshold = rechargeThreshold(ability.recharge);
      const d6 = d6s[`${section}:${index}`];
      if (threshold !== null && d6 !== undefined && d6 >= threshold) {
        next = withSpent(next, section, index, 0);
        recharged.push(ability.name);
      }
    });
  }
  if ((next.limited_uses.legendary?.[0] ?? 0) > 0) next = withSpent(next, 'legendary_actions', 0, 0);
  return { entity: next, recharged };
}
