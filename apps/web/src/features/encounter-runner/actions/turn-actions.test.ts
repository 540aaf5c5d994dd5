import { scriptedDice } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { describe, expect, it } from 'vitest';
import type { SessionResult } from '../session/encounter-session.ts';
import { actionForKey, type CombatAction, type RunnerContext } from './combat-action.ts';
import { performAction } from './dispatch.ts';
import { runnerTestContext } from './runner-test-context.ts';
import { TURN_ACTIONS } from './turn-actions.ts';

const breath = { name: 'Fire Breath', desc: 'Fire.', action_list: [], recharge: '5-6' };

function context(reports: SessionResult[] = []) {
  const test = runnerTestContext(
    createEncounter([
      createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
      createEntity({
        key: 'drake',
        name: 'Drake',
        entityType: 'npc',
        maxHp: 52,
        ac: 17,
        initiative: 12,
        actions: [breath],
        limited_uses: { actions: { 0: 1 } },
      }),
    ]),
    { random: scriptedDice([{ value: 5, sides: 6 }]) },
  );
  const make = (): RunnerContext => ({ ...test.make(), report: (result) => reports.push(result) });
  return { session: test.session, make, send: test.send };
}

/** Runs the action found, if any, as the screen does. */
const run = (action: CombatAction | undefined, context: RunnerContext) => action && performAction(action, context);

const press = (key: string, shiftKey = false) => ({ key, shiftKey, ctrlKey: false, metaKey: false, altKey: false });

describe('turn actions from the keyboard', () => {
  it('Shift+→ does nothing before the fight, then moves the turn once it has started', () => {
    const { session, make } = context();
    expect(actionForKey(TURN_ACTIONS, press('ArrowRight', true), make())).toBeUndefined();
    run(
      TURN_ACTIONS.find((action) => action.name === 'start-encounter'),
      make(),
    );
    run(actionForKey(TURN_ACTIONS, press('ArrowRight', true), make()), make());
    expect(session.snapshot().encounter).toMatchObject({ round: 1, currentKey: 'drake', turn: 2 });
  });

  it('→ without Shift is no turn key', () => {
    const { make, send } = context();
    send({ type: 'start' });
    expect(actionForKey(TURN_ACTIONS, press('ArrowRight'), make())).toBeUndefined();
  });

  it('the next turn rolls the d6 for a spent breath weapon: a 5 recharges 5-6, and says so', () => {
    const reports: SessionResult[] = [];
    const { session, make, send } = context(reports);
    send({ type: 'start' });
    run(actionForKey(TURN_ACTIONS, press('ArrowRight', true), make()), make());
    expect(reports.at(-1)).toMatchObject({ ok: true, events: [{ type: 'recharged', ability: 'Fire Breath' }] });
    expect(session.snapshot().encounter.entities[1]?.limited_uses.actions?.[0]).toBe(0);
  });

  it('Shift+← is off on the first turn of the fight and steps back after it', () => {
    const { session, make, send } = context();
    send({ type: 'start' });
    expect(actionForKey(TURN_ACTIONS, press('ArrowLeft', true), make())).toBeUndefined();
    send({ type: 'next-turn' });
    run(actionForKey(TURN_ACTIONS, press('ArrowLeft', true), make()), make());
    expect(session.snapshot().encounter.currentKey).toBe('barbarian');
  });
});
