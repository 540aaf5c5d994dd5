import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { describe, expect, it } from 'vitest';
import type { RunnerContext } from './combat-action.ts';
import { paletteEntries } from './palette-entries.ts';
import { runnerTestContext } from './runner-test-context.ts';
import { SCREEN_ACTIONS } from './screen-actions.ts';
import { TARGET_ACTIONS } from './target-actions.ts';
import { TURN_ACTIONS } from './turn-actions.ts';

const ACTIONS = [...TURN_ACTIONS, ...SCREEN_ACTIONS, ...TARGET_ACTIONS];

function context(started: boolean, targets: string[] = []): RunnerContext {
  const test = runnerTestContext(
    createEncounter([
      createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
      createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13, initiative: 12 }),
    ]),
    { targets },
  );
  if (started) test.send({ type: 'start' });
  return test.make();
}

const labels = (entries: ReturnType<typeof paletteEntries>) => entries.map((entry) => entry.label);

describe('the command palette', () => {
  it('lists what can run first, with its key; what cannot follows with the reason', () => {
    const entries = paletteEntries(ACTIONS, context(true), '');
    expect(labels(entries)).toEqual([
      'Next turn',
      'Finish encounter',
      'Add combatant',
      'Pick target: Barbarian',
      'Pick target: Orc',
      'Start encounter',
      'Previous turn',
      'Damage or heal the targets',
    ]);
    expect(entries[0]).toMatchObject({ enabled: true, keys: ['Shift', '→'] });
    expect(entries.find((entry) => entry.label === 'Previous turn')).toMatchObject({
      enabled: false,
      availableWhen: 'After the first turn of the fight',
    });
  });

  it('finds by every word typed, in any order and case', () => {
    expect(labels(paletteEntries(ACTIONS, context(true), 'TURN next'))).toEqual(['Next turn']);
    expect(labels(paletteEntries(ACTIONS, context(true), 'orc'))).toEqual(['Pick target: Orc']);
    expect(paletteEntries(ACTIONS, context(true), 'fireball')).toEqual([]);
  });

  it('says Drop for a target already picked, and leaves itself out', () => {
    const entries = labels(paletteEntries(ACTIONS, context(false, ['orc']), 'target'));
    expect(entries).toContain('Drop target: Orc');
    expect(labels(paletteEntries(ACTIONS, context(false), 'search'))).toEqual([]);
  });
});
