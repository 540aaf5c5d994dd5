import { COMMAND_SHAPES } from '@skald/rules/encounter/command-shapes';
import type { EncounterCommand, EncounterCommandType } from '@skald/rules/encounter/commands';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { describe, expect, it } from 'vitest';
import { oneCommand } from './dispatch.ts';
import { GESTURE_ACTIONS, RUNNER_ACTIONS } from './registry.ts';
import { runnerTestContext, TEST_IMP } from './runner-test-context.ts';

const druid = createEntity({ key: 'druid', name: 'Druid', entityType: 'player', maxHp: 30, ac: 12 });

/** An input for every gesture, by name: a new action without one fails the first test below. */
const SAMPLE_INPUTS: Record<string, unknown> = {
  'finish-confirmed': undefined,
  'reset-encounter': undefined,
  'start-test-mode': undefined,
  'damage-targets': { amount: 5, by: null },
  'heal-targets': { amount: 5, by: null },
  'apply-roll-cards': { cards: [{ key: 'card', target: { key: 'orc' } }], multiplier: 1 },
  'add-condition': { condition: 'prone' },
  'remove-condition': { key: 'orc', condition: 'prone' },
  'add-premade-reminder': { reminder: 'concentrating' },
  'add-custom-reminder': { reminder: { title: 'Hex', trigger: 'startTurn', action: 'notify' } },
  'remove-reminder': { key: 'orc', reminderKey: 'concentrating' },
  kill: { key: 'orc' },
  stabilise: { key: 'orc' },
  revive: { key: 'orc' },
  'reset-death-saves': { key: 'orc' },
  'set-death-save': { key: 'orc', index: 0, result: 'success' },
  'set-hidden': { key: 'orc', hidden: true },
  'set-initiative': { key: 'orc', initiative: 12 },
  'roll-monster-initiative': undefined,
  'edit-combatant': { key: 'orc', edits: { name: 'Big Orc' } },
  transform: { key: 'orc', form: { maxHp: 30, ac: 12 } },
  'end-transformation': { key: 'orc' },
  'remove-combatant': { key: 'orc' },
  'spend-ability': { key: 'orc', section: 'actions', index: 0 },
  'regain-ability': { key: 'orc', section: 'actions', index: 0 },
  'spend-spell-slot': { key: 'orc', level: 1 },
  'regain-spell-slot': { key: 'orc', level: 1 },
  'add-monsters': { pick: { kind: 'srd', slug: 'imp', monster: TEST_IMP }, count: 2, mode: 'average' },
  'add-player': { entity: druid },
  'set-follower-visibility': { key: 'orc', visibility: { name: false } },
  'apply-request': { kind: 'healing', damageType: null, by: null, amounts: [{ key: 'barbarian', amount: 3 }] },
};

function fight() {
  const test = runnerTestContext(
    createEncounter([
      createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
      createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13, initiative: 12 }),
    ]),
    { targets: ['barbarian', 'orc'] },
  );
  test.send({ type: 'start' });
  test.send({ type: 'next-turn' });
  return test.make();
}

/** The command types a command stands for: itself, and for a batch each command inside it too. */
const typesOf = (command: EncounterCommand | null): EncounterCommandType[] =>
  !command ? [] : command.type === 'batch' ? ['batch', ...command.commands.flatMap(typesOf)] : [command.type];

describe('the registered actions', () => {
  it('have unique names, and every gesture has a sample input here', () => {
    const names = [...RUNNER_ACTIONS, ...GESTURE_ACTIONS].map((action) => action.name);
    expect(new Set(names).size).toBe(names.length);
    expect(GESTURE_ACTIONS.map((action) => action.name).sort()).toEqual(Object.keys(SAMPLE_INPUTS).sort());
  });

  it('together make every command the engine takes, so no component needs to build one', () => {
    // start-test is test mode's start (startTestMode), made by the test-mode page as it opens; it is listed
    // with the rest, so no command type is left out here.
    const context = fight();
    const made = new Set<EncounterCommandType>();
    for (const action of RUNNER_ACTIONS)
      for (const type of typesOf(oneCommand(action.perform(context)))) made.add(type);
    for (const action of GESTURE_ACTIONS) {
      for (const type of typesOf(oneCommand(action.perform(context, SAMPLE_INPUTS[action.name])))) made.add(type);
    }
    const every = Object.keys(COMMAND_SHAPES) as EncounterCommandType[];
    expect(every.filter((type) => !made.has(type))).toEqual([]);
  });
});
