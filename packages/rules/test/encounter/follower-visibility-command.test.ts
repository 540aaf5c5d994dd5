import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { anOrc } from '../support/entities.ts';

const context = { at: 1_700_000_000_000, automate: true };

function applied(encounter: Encounter, command: EncounterCommand) {
  const result = applyCommand(encounter, command, context);
  if (!result.ok) throw new Error(result.error);
  return result;
}

const fight = () => createEncounter([anOrc({ key: 'orc', name: 'Orc' })]);
const visibilityOf = (encounter: Encounter) => findEntity(encounter, 'orc')?.followerVisibility;

describe('set-follower-visibility', () => {
  it('keeps the combatant’s own choices, replacing earlier ones, and logs it against the combatant', () => {
    const first = applied(fight(), { type: 'set-follower-visibility', key: 'orc', visibility: { name: false } });
    expect(visibilityOf(first.encounter)).toEqual({ name: false });
    expect(first.entry.target_name).toBe('Orc');
    const second = applied(first.encounter, {
      type: 'set-follower-visibility',
      key: 'orc',
      visibility: { health: 'hidden', ac: true },
    });
    expect(visibilityOf(second.encounter)).toEqual({ health: 'hidden', ac: true });
  });

  it('null, or no choice at all, follows the side again; unknown fields are refused', () => {
    const chosen = applied(fight(), { type: 'set-follower-visibility', key: 'orc', visibility: { name: false } });
    const cleared = applied(chosen.encounter, { type: 'set-follower-visibility', key: 'orc', visibility: null });
    expect(findEntity(cleared.encounter, 'orc')).not.toHaveProperty('followerVisibility');
    const junk = { secret: 'x', ac: false } as unknown as { ac: boolean };
    expect(applyCommand(fight(), { type: 'set-follower-visibility', key: 'orc', visibility: junk }, context)).toEqual({
      ok: false,
      error: 'Command "set-follower-visibility": visibility.secret is not a field Skald keeps',
    });
    const empty = applied(chosen.encounter, { type: 'set-follower-visibility', key: 'orc', visibility: {} });
    expect(findEntity(empty.encounter, 'orc')).not.toHaveProperty('followerVisibility');
  });

  it('undo puts back what was chosen before', () => {
    const chosen = applied(fight(), { type: 'set-follower-visibility', key: 'orc', visibility: { name: false } });
    const changed = applied(chosen.encounter, {
      type: 'set-follower-visibility',
      key: 'orc',
      visibility: { health: 'shown' },
    });
    const undone = undoEntry(changed.encounter, changed.entry);
    expect(undone.ok && visibilityOf(undone.encounter)).toEqual({ name: false });
    const first = undoEntry(chosen.encounter, chosen.entry);
    expect(first.ok && findEntity(first.encounter, 'orc')).not.toHaveProperty('followerVisibility');
  });

  it('refuses an unknown health display and a missing combatant with a sentence', () => {
    const bad = { type: 'set-follower-visibility', key: 'orc', visibility: { health: 'hearts' } };
    const refused = applyCommand(fight(), bad as unknown as EncounterCommand, context);
    expect(refused).toEqual({
      ok: false,
      error: 'Command "set-follower-visibility": visibility.health must be shown, obscured or hidden',
    });
    const missing = applyCommand(fight(), { type: 'set-follower-visibility', key: 'elf', visibility: null }, context);
    expect(missing.ok).toBe(false);
  });
});
