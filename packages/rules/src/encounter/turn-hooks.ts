import { countDownConditions } from '../combat/conditions.ts';
import { refreshAtTurnStart } from '../combat/limited-uses.ts';
import { countDownReminders, fireReminders } from '../combat/reminder-triggers.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEvent } from './events.ts';
import { findEntity, withEntity } from './roster-list.ts';

export interface TurnStep {
  encounter: Encounter;
  events: EncounterEvent[];
}

/**
 * The start of a combatant's turn: its per-turn uses and legendary actions come back, spent recharge
 * abilities roll (the d6s arrive with the command), durations count down, and start-of-turn and timed
 * reminders fire.
 */
export function startOfTurn(step: TurnStep, key: string | null, d6s?: Record<string, number>): TurnStep {
  const entity = key === null ? undefined : findEntity(step.encounter, key);
  if (!entity) return step;
  const refreshed = refreshAtTurnStart(entity, d6s);
  const conditions = countDownConditions(refreshed.entity);
  const started = fireReminders(conditions.entity, 'startTurn');
  const timed = countDownReminders(started.entity);
  const events: EncounterEvent[] = [
    ...step.events,
    ...refreshed.recharged.map((ability) => ({
      type: 'recharged' as const,
      key: entity.key,
      name: entity.name,
      ability,
    })),
    ...conditions.ended.map((condition) => ({
      type: 'condition-ended' as const,
      key: entity.key,
      name: entity.name,
      condition,
    })),
    ...[...started.fired, ...timed.fired].map((fired) => ({ type: 'reminder' as const, ...fired })),
  ];
  const encounter = timed.entity === entity ? step.encounter : withEntity(step.encounter, timed.entity);
  return { encounter, events };
}

/** The end of a combatant's turn: end-of-turn reminders fire. */
export function endOfTurn(step: TurnStep, key: string | null): TurnStep {
  const entity = key === null ? undefined : findEntity(step.encounter, key);
  if (!entity) return step;
  const ended = fireReminders(entity, 'endTurn');
  if (ended.entity === entity) return step;
  return {
    encounter: withEntity(step.encounter, ended.entity),
    events: [...step.events, ...ended.fired.map((fired) => ({ type: 'reminder' as const, ...fired }))],
  };
}
