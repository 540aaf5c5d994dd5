import { scriptedDice } from '@skald/rules/dice/random';
import { describe, expect, it } from 'vitest';
import { rollRequest } from './dice-request.ts';
import { sharedRollOf } from './shared-roll.ts';

describe('a dice roller roll shared with followers', () => {
  it('carries the notation, every die thrown, the total and advantage', () => {
    const rolled = rollRequest(
      { notation: '1d20+5', mode: 'advantage' },
      scriptedDice([
        { value: 7, sides: 20 },
        { value: 15, sides: 20 },
      ]),
    );
    if (!rolled.ok) throw new Error(rolled.error);
    expect(sharedRollOf(rolled.request, rolled.roll)).toEqual({
      title: 'Dice roll',
      expression: rolled.request.notation,
      total: 20,
      throws: [7, 15],
      advantage: 'advantage',
      entityName: null,
    });
  });
});
