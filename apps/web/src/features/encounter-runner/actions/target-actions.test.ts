import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { describe, expect, it } from 'vitest';
import { actionForKey, listedShortcuts } from './combat-action.ts';
import { performAction } from './dispatch.ts';
import { runnerTestContext } from './runner-test-context.ts';
import { listedOrder, TARGET_ACTIONS } from './target-actions.ts';

const encounter = createEncounter([
  createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13, initiative: 12 }),
  createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
  createEntity({
    key: 'wolf',
    name: 'Wolf',
    entityType: 'npc',
    maxHp: 11,
    ac: 13,
    initiative: 14,
    active: false,
    addNextRound: true,
  }),
]);

function context(targets: string[] = []) {
  const test = runnerTestContext(encounter, { targets });
  return { value: test.make(), toggled: test.calls.toggled, focused: () => test.calls.focused };
}

const press = (key: string, shiftKey = false) => ({ key, shiftKey, ctrlKey: false, metaKey: false, altKey: false });

describe('picking targets from the keyboard', () => {
  it('lists those taking turns by initiative, then those joining later', () => {
    expect(listedOrder(encounter).map((entity) => entity.key)).toEqual(['barbarian', 'orc', 'wolf']);
  });

  it('2 picks the second in the list; 4 is nobody', () => {
    const { value, toggled } = context();
    const action = actionForKey(TARGET_ACTIONS, press('2'), value);
    if (action) performAction(action, value);
    expect(toggled).toEqual(['orc']);
    expect(actionForKey(TARGET_ACTIONS, press('4'), value)).toBeUndefined();
  });

  it('Enter and Shift+Enter go to the amount once there are targets', () => {
    expect(actionForKey(TARGET_ACTIONS, press('Enter'), context().value)).toBeUndefined();
    const { value, focused } = context(['orc']);
    const action = actionForKey(TARGET_ACTIONS, press('Enter', true), value);
    if (action) performAction(action, value);
    expect(focused()).toBe(1);
  });
});

describe('the keybindings drawer rows', () => {
  it('one row for 1 to 9, one for Enter', () => {
    expect(listedShortcuts(TARGET_ACTIONS)).toEqual([
      { keys: ['1', '…', '9'], label: 'Pick or drop a target by its place in the list' },
      { keys: ['Enter'], label: 'Damage the targets (then Enter deals it, Shift+Enter heals)' },
    ]);
  });
});
