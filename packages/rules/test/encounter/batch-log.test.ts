import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const fight = () =>
  createEncounter([
    anEntity({ key: 'wizard', name: 'Wizard', initiative: 15 }),
    anOrc({ initiative: 10 }),
    anOrc({ key: 'goblin', name: 'Goblin', initiative: 12, maxHp: 7, curHp: 7 }),
  ]);

/** The batch's one log entry without its undo frames. */
function entryOf(...commands: EncounterCommand[]) {
  const result = applyCommand(fight(), { type: 'batch', commands }, { at: 3, automate: true });
  if (!result.ok) throw new Error(result.error);
  const { undo: _frames, command: _batch, ...entry } = result.entry;
  return entry;
}

describe('a batch is logged as one entry summing up its commands', () => {
  it('one dealer’s hits on two targets: the dealer named, no one target, the amounts and overkill summed, any critical', () => {
    const entry = entryOf(
      { type: 'damage', target: 'orc', amount: 5, by: 'wizard' },
      { type: 'damage', target: 'goblin', amount: 10, by: 'wizard', critical: true },
    );
    expect(entry).toMatchObject({
      type: 'batch',
      by: 'wizard',
      by_name: 'Wizard',
      target: null,
      target_name: null,
      amount: 12,
      over: 3,
      crit: true,
    });
    expect(entry.parts?.map((part) => [part.target, part.amount, part.over, part.crit])).toEqual([
      ['orc', 5, 0, false],
      ['goblin', 7, 3, true],
    ]);
  });

  it('one target, and a command without an amount: the target named, no amount or overkill, no critical', () => {
    const entry = entryOf(
      { type: 'damage', target: 'orc', amount: 5, by: 'wizard' },
      { type: 'add-condition', key: 'orc', condition: 'prone' },
    );
    expect(entry).toMatchObject({
      by: null,
      by_name: null,
      target: 'orc',
      target_name: 'Orc',
      amount: null,
      over: null,
      crit: false,
    });
  });
});
