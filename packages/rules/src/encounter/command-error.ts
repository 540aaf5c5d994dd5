import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import { findEntity } from './roster-list.ts';

/** A command that cannot apply to this encounter; its message is shown to the GM as it is. */
export class CommandError extends Error {
  override name = 'CommandError';
}

export function entityOrFail(encounter: Pick<Encounter, 'entities'>, key: string): EncounterEntity {
  const entity = findEntity(encounter, key);
  if (!entity) throw new CommandError(`No combatant with key "${key}" in this encounter`);
  return entity;
}
