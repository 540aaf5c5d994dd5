import { CommandError } from './command-error.ts';
import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';

/**
 * The combatants are an array in the order they joined: copying a 50-element array is some twenty
 * times cheaper than copying an object keyed by 50 ids, and every command copies it.
 */
export function findEntity(encounter: Pick<Encounter, 'entities'>, key: string): EncounterEntity | undefined {
  for (const entity of encounter.entities) if (entity.key === key) return entity;
  return undefined;
}

/** Where the combatant with this key is in the list, or -1. */
export function indexOfKey(entities: readonly EncounterEntity[], key: string): number {
  for (let i = 0; i < entities.length; i++) if ((entities[i] as EncounterEntity).key === key) return i;
  return -1;
}

/** The refusal for a key the encounter does not hold; a long key is cut, so the sentence stays readable. */
export function noCombatant(key: string): CommandError {
  const shown = key.length > 40 ? `${key.slice(0, 40)}…` : key;
  return new CommandError(`No combatant with key "${shown}" in this encounter`);
}

export function entityOrFail(encounter: Pick<Encounter, 'entities'>, key: string): EncounterEntity {
  const entity = findEntity(encounter, key);
  if (!entity) throw noCombatant(key);
  return entity;
}

/** The list with `entity` in place of the combatant with the same key, or added at the end. */
function withEntityIn(entities: readonly EncounterEntity[], entity: EncounterEntity): EncounterEntity[] {
  const index = indexOfKey(entities, entity.key);
  const next = entities.slice();
  if (index === -1) next.push(entity);
  else next[index] = entity;
  return next;
}

/** The encounter with `entity` in place of the combatant with the same key, or added at the end. */
export function withEntity(encounter: Encounter, entity: EncounterEntity): Encounter {
  return { ...encounter, entities: withEntityIn(encounter.entities, entity) };
}

export function withoutEntityIn(entities: readonly EncounterEntity[], key: string): EncounterEntity[] {
  return entities.filter((entity) => entity.key !== key);
}
