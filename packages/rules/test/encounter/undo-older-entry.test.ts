import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import type { LogEntry } from '../../src/encounter/log.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };

/** Applies the commands in turn: the encounter after them and their log, oldest first. */
function play(encounter: Encounter, ...commands: EncounterCommand[]): { encounter: Encounter; log: LogEntry[] } {
  const log: LogEntry[] = [];
  let current = encounter;
  for (const command of commands) {
    const result = applyCommand(current, command, context);
    if (!result.ok) throw new Error(result.error);
    current = result.encounter;
    log.push(result.entry);
  }
  return { encounter: current, log };
}

function undone(encounter: Encounter, entry: LogEntry | undefined): Encounter {
  if (!entry) throw new Error('No such log entry');
  const result = undoEntry(encounter, entry);
  if (!result.ok) throw new Error(result.error);
  return result.encounter;
}

const fight = () =>
  createEncounter([
    anEntity({ key: 'barbarian', name: 'Barbarian', maxHp: 41, curHp: 30, tempHp: 5 }),
    anOrc({
      key: 'orc',
      name: 'Orc',
      maxHp: 15,
      curHp: 15,
      actions: [{ name: 'Javelin', desc: '', action_list: [], limit: 3, limit_type: 'day' }],
    }),
  ]);

describe('undoing an older entry when later ones changed the same combatant', () => {
  it('gives back its damage, temporary hit points first as they were taken, and the meters', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'damage', target: 'barbarian', amount: 15, by: 'orc' },
      { type: 'damage', target: 'barbarian', amount: 3, by: 'orc' },
    );
    expect(findEntity(encounter, 'barbarian')).toMatchObject({ tempHp: 0, curHp: 17 });
    const back = undone(encounter, log[0]);
    expect(findEntity(back, 'barbarian')).toMatchObject({ tempHp: 5, curHp: 27, meters: { damageTaken: 3 } });
    expect(findEntity(back, 'orc')?.meters.damage).toBe(3);
  });

  it('returns the uses it spent and leaves the later ones spent', () => {
    const use = { type: 'use-ability', key: 'orc', section: 'actions', index: 0 } as const;
    const { encounter, log } = play(fight(), use, use);
    expect(findEntity(undone(encounter, log[0]), 'orc')?.limited_uses.actions).toEqual({ 0: 1 });
  });

  it('heals no further than the maximum: 10 given back to the Barbarian healed to 38 of 41', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'damage', target: 'barbarian', amount: 15, by: null },
      { type: 'heal', target: 'barbarian', amount: 18, by: null },
    );
    expect(findEntity(undone(encounter, log[0]), 'barbarian')).toMatchObject({ curHp: 41, tempHp: 5 });
  });

  it('says plainly when it cannot: the creature was removed', () => {
    const { encounter, log } = play(
      fight(),
      { type: 'damage', target: 'orc', amount: 4, by: 'barbarian' },
      { type: 'remove-entity', key: 'orc' },
    );
    expect(log[0] && undoEntry(encounter, log[0])).toEqual({
      ok: false,
      error: 'Orc was removed from the encounter, so this entry can no longer be undone',
    });
  });
});
