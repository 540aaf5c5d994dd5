import type { DiceRoll } from '@skald/rules/dice/dice-roll';
import type { SharedRollInput } from '../../lib/live/broadcast-calls.ts';
import type { RollRequest } from './dice-request.ts';

/** The most dice a shared roll carries (the route's limit). */
const MAX_SHARED_THROWS = 100;

/** A roll from the dice roller as the followers' toast shows it. */
export function sharedRollOf(request: RollRequest, roll: DiceRoll): SharedRollInput {
  return {
    title: 'Dice roll',
    expression: request.notation.slice(0, 100),
    total: roll.total,
    throws: roll.groups.flatMap((group) => group.dice.map((die) => die.value)).slice(0, MAX_SHARED_THROWS),
    advantage: request.mode === 'normal' ? null : request.mode,
    entityName: null,
  };
}
