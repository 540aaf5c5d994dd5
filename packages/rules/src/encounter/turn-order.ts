import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';

/** Initiative descending; ties go to the higher dexterity, then by name, then by key so the order is stable. */
export function compareInitiative(a: EncounterEntity, b: EncounterEntity): number {
  return (
    b.initiative - a.initiative ||
    (b.dexterity ?? 10) - (a.dexterity ?? 10) ||
    a.name.localeCompare(b.name) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)
  );
}

/** Who takes turns this round: active entities that are not down, in initiative order. */
export function turnOrder(encounter: Pick<Encounter, 'entities'>): EncounterEntity[] {
  return Object.values(encounter.entities)
    .filter((entity) => entity.active && !entity.down)
    .sort(compareInitiative);
}

/** The 1-based position of the current combatant, or 0 when there is none. */
export function turnPosition(encounter: Pick<Encounter, 'entities' | 'currentKey'>): number {
  if (encounter.currentKey === null) return 0;
  return turnOrder(encounter).findIndex((entity) => entity.key === encounter.currentKey) + 1;
}
