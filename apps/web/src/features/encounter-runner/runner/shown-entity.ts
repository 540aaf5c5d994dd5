import type { EncounterEntity } from '@skald/rules/encounter/entity';

/**
 * True when two copies of a combatant differ at most in their damage meters, which only the meters tab
 * shows: a hit gives its dealer a new copy with new meters, and the dealer's row and the current
 * combatant panel need not be redrawn for it.
 */
export function sameButMeters(a: EncounterEntity | undefined, b: EncounterEntity | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as (keyof EncounterEntity)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => key === 'meters' || Object.is(a[key], b[key]));
}
