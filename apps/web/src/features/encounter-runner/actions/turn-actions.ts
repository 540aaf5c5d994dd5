import { rechargesDue } from '@skald/rules/combat/limited-uses';
import { rollDie } from '@skald/rules/dice/random';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { rollTestInitiative } from '@skald/rules/encounter/test-mode';
import type { CombatAction, GestureAction, GestureContext, RunnerContext } from './combat-action.ts';

const fightOn = ({ snapshot }: RunnerContext) =>
  snapshot.encounter.currentKey !== null && snapshot.encounter.round > 0 && !snapshot.encounter.finished;

/**
 * A d6 for every spent recharge ability, rolled here because the engine takes its randomness with the
 * command. Only the combatant whose turn starts uses its own.
 */
export function rechargeRolls(encounter: Encounter, context: Pick<GestureContext, 'random'>) {
  const rolls: Record<string, Record<string, number>> = {};
  for (const entity of encounter.entities) {
    const due = rechargesDue(entity);
    if (due.length > 0) rolls[entity.key] = Object.fromEntries(due.map((slot) => [slot, rollDie(6, context.random)]));
  }
  return rolls;
}

export const startEncounter: CombatAction = {
  name: 'start-encounter',
  label: 'Start encounter',
  keys: [],
  availableWhen: 'Before the fight, with someone to fight',
  enabled: ({ snapshot }) => snapshot.encounter.round === 0 && snapshot.encounter.entities.some((e) => e.active),
  perform: () => ({ type: 'start' }),
};

export const nextTurn: CombatAction = {
  name: 'next-turn',
  label: 'Next turn',
  keys: [{ key: 'ArrowRight', shift: true }],
  availableWhen: 'Once the fight has started',
  enabled: fightOn,
  perform: (context) => ({ type: 'next-turn', recharges: rechargeRolls(context.snapshot.encounter, context) }),
};

export const previousTurn: CombatAction = {
  name: 'previous-turn',
  label: 'Previous turn',
  keys: [{ key: 'ArrowLeft', shift: true }],
  availableWhen: 'After the first turn of the fight',
  enabled: (context) =>
    fightOn(context) && !(context.snapshot.encounter.round === 1 && context.snapshot.encounter.turn <= 1),
  perform: () => ({ type: 'previous-turn' }),
};

export const finishEncounter: CombatAction = {
  name: 'finish-encounter',
  label: 'Finish encounter',
  keys: [],
  availableWhen: 'Once the fight has started',
  enabled: fightOn,
  perform: ({ ui }) => ui.confirmFinish(),
};

/** What finishing does once the GM confirmed it. */
export const finishConfirmed: GestureAction<void> = {
  name: 'finish-confirmed',
  label: 'Finish the encounter',
  perform: () => ({ type: 'finish' }),
};

/** Reset (combat.md §4): round 0, awards taken back, every combatant's fight state cleared. */
export const resetEncounter: GestureAction<void> = {
  name: 'reset-encounter',
  label: 'Reset the encounter',
  perform: () => ({ type: 'reset' }),
};

/**
 * Test mode's start (combat.md §4): each combatant's initiative d20 rolled here, since the engine takes
 * its randomness with the command; everyone back at full hit points.
 */
export const startTestMode: GestureAction<void> = {
  name: 'start-test-mode',
  label: 'Start test mode',
  perform: (context) => ({ type: 'start-test', d20s: rollTestInitiative(context.snapshot.encounter, context.random) }),
};

export const TURN_ACTIONS: readonly CombatAction[] = [startEncounter, nextTurn, previousTurn, finishEncounter];
