import { type Condition, EXHAUSTION_DEATH, type ExhaustionLevel } from '../constants/conditions.ts';
import type { ConditionState, EncounterEntity } from '../encounter/entity.ts';
import { kill } from './death.ts';

/**
 * Adds a condition, replacing its earlier state. Exhaustion starts at level 1 unless a level is given;
 * its sixth level is death.
 */
export function addCondition(
  entity: EncounterEntity,
  condition: Condition,
  options: { level?: ExhaustionLevel; rounds?: number } = {},
): EncounterEntity {
  const state: ConditionState = {};
  if (condition === 'exhaustion') state.level = options.level ?? 1;
  if (options.rounds !== undefined && Number.isFinite(options.rounds) && options.rounds >= 1) {
    state.rounds = Math.floor(options.rounds);
  }
  const next = { ...entity, conditions: { ...entity.conditions, [condition]: state } };
  return state.level === EXHAUSTION_DEATH && !entity.dead ? kill(next) : next;
}

/** Removes a condition; for exhaustion this means no level at all. */
export function removeCondition(entity: EncounterEntity, condition: Condition): EncounterEntity {
  if (!(condition in entity.conditions)) return entity;
  const { [condition]: _removed, ...conditions } = entity.conditions;
  return { ...entity, conditions };
}

/**
 * At the start of the combatant's turn, conditions with a duration lose a round; those that run out
 * end, and are returned so the runner can say so.
 */
export function countDownConditions(entity: EncounterEntity): { entity: EncounterEntity; ended: Condition[] } {
  const ended: Condition[] = [];
  let changed = false;
  const conditions: EncounterEntity['conditions'] = {};
  for (const [name, state] of Object.entries(entity.conditions) as [Condition, ConditionState][]) {
    if (state.rounds === undefined) {
      conditions[name] = state;
      continue;
    }
    changed = true;
    if (state.rounds <= 1) ended.push(name);
    else conditions[name] = { ...state, rounds: state.rounds - 1 };
  }
  return { entity: changed ? { ...entity, conditions } : entity, ended };
}
