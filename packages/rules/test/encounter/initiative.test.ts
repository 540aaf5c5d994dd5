import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { compareInitiative } from '../../src/encounter/turn-order.ts';
import { anEntity, anOrc } from '../support/entities.ts';

function run(encounter: Encounter, ...commands: EncounterCommand[]): Encounter {
  return commands.reduce((current, command) => {
    const result = applyCommand(current, command, { at: 0, automate: true });
    if (!result.ok) throw new Error(result.error);
    return result.encounter;
  }, encounter);
}

const order = (encounter: Encounter) => [...encounter.entities].sort(compareInitiative).map((entity) => entity.key);

describe('initiative', () => {
  it('keeps a decimal a GM types to settle a tie, and sorts by it', () => {
    const encounter = run(
      createEncounter([
        anEntity({ key: 'rogue', name: 'Rogue', dexterity: 10 }),
        anOrc({ key: 'orc', name: 'Orc', dexterity: 10 }),
      ]),
      { type: 'set-initiative', key: 'rogue', initiative: 12 },
      { type: 'set-initiative', key: 'orc', initiative: 12.5 },
    );
    expect(encounter.entities.map((entity) => entity.initiative)).toEqual([12, 12.5]);
    expect(order(encounter)).toEqual(['orc', 'rogue']);
  });

  it('changed mid-fight, re-sorts the order without moving the turn', () => {
    const encounter = run(
      createEncounter([
        anEntity({ key: 'rogue', name: 'Rogue', initiative: 15 }),
        anOrc({ key: 'orc', name: 'Orc', initiative: 12 }),
      ]),
      { type: 'start' },
      { type: 'set-initiative', key: 'orc', initiative: 20 },
    );
    expect(order(encounter)).toEqual(['orc', 'rogue']);
    expect(encounter.currentKey).toBe('rogue');
  });
});
