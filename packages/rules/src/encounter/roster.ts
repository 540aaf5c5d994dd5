import { CommandError } from './command-error.ts';
import type { Encounter } from './encounter.ts';
import { ENCOUNTER_LIMIT_MESSAGES, MAX_ENCOUNTER_ENTITIES } from './encounter-limits.ts';
import type { EncounterEntity } from './entity.ts';
import type { EntityVisibility } from './entity-visibility.ts';
import { entityOrFail, findEntity, withEntity, withoutEntityIn } from './roster-list.ts';
import { startOfTurn, type TurnStep } from './turn-hooks.ts';
import { recordMove } from './turn-moves.ts';
import { turnOrder } from './turn-order.ts';
import { roundUpdate, successorOf } from './turns.ts';

export function addEntity(encounter: Encounter, entity: EncounterEntity): Encounter {
  if (findEntity(encounter, entity.key)) throw new CommandError(`A combatant with key "${entity.key}" is already here`);
  // Held here, so a batch, an offline queue or any client gets no further than the builder's form.
  if (encounter.entities.length >= MAX_ENCOUNTER_ENTITIES) {
    throw new CommandError(ENCOUNTER_LIMIT_MESSAGES.tooManyCombatants);
  }
  return withEntity(encounter, entity);
}

/**
 * Removing the combatant whose turn it is hands the turn to whoever follows it, whose turn then starts;
 * when it was last in the round, the next round begins as it would on the next turn.
 */
export function removeEntity(encounter: Encounter, key: string): TurnStep {
  const step = removeFrom(encounter, key);
  return { ...step, encounter: recordMove(encounter, step.encounter) };
}

function removeFrom(encounter: Encounter, key: string): TurnStep {
  const removed = entityOrFail(encounter, key);
  const rest = withoutEntityIn(encounter.entities, key);
  const remaining = { ...encounter, entities: rest };
  if (encounter.currentKey !== key) return { encounter: remaining, events: [] };
  const following = successorOf(remaining, removed);
  if (following)
    return startOfTurn({ encounter: { ...remaining, currentKey: following.key }, events: [] }, following.key);
  const entities = roundUpdate(rest);
  const first = turnOrder({ entities })[0];
  const nextRound = {
    ...remaining,
    entities,
    round: first ? encounter.round + 1 : encounter.round,
    currentKey: first?.key ?? null,
  };
  return startOfTurn({ encounter: nextRound, events: [] }, nextRound.currentKey);
}

export function setHidden(encounter: Encounter, key: string, hidden: boolean): Encounter {
  return withEntity(encounter, { ...entityOrFail(encounter, key), hidden });
}

const VISIBILITY_FIELDS = ['name', 'health', 'ac', 'conditions', 'deathSaves'] as const;

/**
 * The combatant's own choices of what followers see, replacing any before; null (or no choice at all)
 * follows its side's setting again. Only the known choices are kept: the command arrives over the network.
 */
export function setFollowerVisibility(
  encounter: Encounter,
  key: string,
  visibility: Partial<EntityVisibility> | null,
): Encounter {
  const { followerVisibility: _previous, ...entity } = entityOrFail(encounter, key);
  const chosen: Partial<EntityVisibility> = {};
  for (const field of VISIBILITY_FIELDS) {
    if (visibility?.[field] !== undefined) Object.assign(chosen, { [field]: visibility[field] });
  }
  if (Object.keys(chosen).length === 0) return withEntity(encounter, entity);
  return withEntity(encounter, { ...entity, followerVisibility: chosen });
}

/** Initiative as typed, decimals too; an empty or unreadable value is 0. */
export function setInitiative(encounter: Encounter, key: string, initiative: number): Encounter {
  // Decimals stay: a GM settles a tie by typing 12.5 between a 13 and a 12.
  const value = Number.isFinite(initiative) ? initiative : 0;
  return withEntity(encounter, { ...entityOrFail(encounter, key), initiative: value });
}
