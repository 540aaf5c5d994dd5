import type { Encounter } from './encounter.ts';
import type { EncounterEntity } from './entity.ts';
import { findEntity } from './roster-list.ts';

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Names alphabetically whatever their case ("goblin" before "Orc"), then by code point to settle "orc" and "Orc". */
function compareNames(a: string, b: string): number {
  return compareText(a.toLowerCase(), b.toLowerCase()) || compareText(a, b);
}

/**
 * Initiative descending; ties go to the higher dexterity, then by name, then by key so the order is
 * stable. Names compare without a locale: the order must be the same on every device.
 */
export function compareInitiative(a: EncounterEntity, b: EncounterEntity): number {
  return (
    b.initiative - a.initiative ||
    (b.dexterity ?? 10) - (a.dexterity ?? 10) ||
    compareNames(a.name, b.name) ||
    compareText(a.key, b.key)
  );
}

/** Whether a combatant takes turns this round: active and not down. */
export function takesTurns(entity: EncounterEntity): boolean {
  return entity.active && !entity.down;
}

/** Who takes turns this round, in initiative order. */
export function turnOrder(encounter: Pick<Encounter, 'entities'>): EncounterEntity[] {
  return encounter.entities.filter(takesTurns).sort(compareInitiative);
}

/** The 1-based position of the current combatant, or 0 when there is none (counted without sorting). */
export function turnPosition(encounter: Pick<Encounter, 'entities' | 'currentKey'>): number {
  const current = encounter.currentKey === null ? undefined : findEntity(encounter, encounter.currentKey);
  if (!current || !takesTurns(current)) return 0;
  let position = 1;
  for (const other of encounter.entities) {
    if (other !== current && takesTurns(other) && compareInitiative(other, current) < 0) position += 1;
  }
  return position;
}

/** The combatant that comes first after (`direction` 1) or last before (-1) a place in the order. */
export function neighbourInOrder(
  encounter: Pick<Encounter, 'entities'>,
  entity: EncounterEntity,
  direction: 1 | -1,
): EncounterEntity | undefined {
  let best: EncounterEntity | undefined;
  for (const other of encounter.entities) {
    if (other.key === entity.key || !takesTurns(other)) continue;
    if (compareInitiative(entity, other) * direction >= 0) continue;
    if (!best || compareInitiative(other, best) * direction < 0) best = other;
  }
  return best;
}
