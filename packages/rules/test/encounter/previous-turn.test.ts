import { describe, expect, it } from 'vitest';
import { PREMADE_REMINDERS, type Reminder } from '../../src/combat/reminder.ts';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { KEPT_MOVES, lastMove } from '../../src/encounter/turn-moves.ts';
import { turnOrder } from '../../src/encounter/turn-order.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };

function run(encounter: Encounter, ...commands: EncounterCommand[]): Encounter {
  return commands.reduce((current, command) => {
    const result = applyCommand(current, command, context);
    if (!result.ok) throw new Error(result.error);
    return result.encounter;
  }, encounter);
}

const fight = () =>
  createEncounter([
    anEntity({ key: 'wizard', name: 'Wizard', initiative: 15, maxHp: 20, curHp: 20 }),
    anOrc({ key: 'orc', name: 'Orc', initiative: 10 }),
  ]);

const bless: Reminder = { title: 'Bless', trigger: 'timed', action: 'remove', rounds: 1 };
const next = { type: 'next-turn' } as const;
const back = { type: 'previous-turn' } as const;
const threeOfThem = () =>
  createEncounter([...fight().entities, anOrc({ key: 'goblin', name: 'Goblin', initiative: 12 })]);
const wizard = (encounter: Encounter) => findEntity(encounter, 'wizard');

describe('going back a turn gives back what moving forward changed', () => {
  it('a condition and a timed reminder that ran out at the turn start come back with their round', () => {
    const orcsTurn = run(
      fight(),
      { type: 'start' },
      { type: 'add-condition', key: 'wizard', condition: 'blinded', rounds: 1 },
      { type: 'set-reminder', key: 'wizard', reminderKey: 'bless', reminder: bless },
      next,
    );
    const wizardsTurn = run(orcsTurn, next);
    expect(wizard(wizardsTurn)).toMatchObject({ conditions: {}, reminders: {} });
    expect(wizard(run(wizardsTurn, back))).toMatchObject({
      conditions: { blinded: { rounds: 1 } },
      reminders: { bless: { rounds: 1 } },
    });
  });

  it('Reaction used, removed at the start of the turn, is back on the turn before', () => {
    const reacted = run(fight(), { type: 'start' }, next, {
      type: 'set-reminder',
      key: 'wizard',
      reminderKey: 'reaction',
      reminder: PREMADE_REMINDERS.reaction,
    });
    const wizardsTurn = run(reacted, next);
    expect(wizard(wizardsTurn)?.reminders).toEqual({});
    expect(run(wizardsTurn, back)).toEqual(reacted);
  });

  it('a condition or reminder added during the turn gains no round, and one left at 0 stays at 0', () => {
    // Hex speaks at the orc's first turn and waits at 0 rounds for the GM to keep or remove it.
    const hex = { ...bless, action: 'notify' as const };
    const orcsTurn = run(
      fight(),
      { type: 'set-reminder', key: 'orc', reminderKey: 'hex', reminder: hex },
      { type: 'start' },
      next,
      next,
      next,
      { type: 'add-condition', key: 'orc', condition: 'prone', rounds: 2 },
      { type: 'set-reminder', key: 'orc', reminderKey: 'bless', reminder: { ...bless, rounds: 3 } },
    );
    expect(findEntity(run(orcsTurn, back), 'orc')).toMatchObject({
      conditions: { prone: { rounds: 2 } },
      reminders: { bless: { rounds: 3 }, hex: { rounds: 0 } },
    });
  });

  it('a condition or reminder the GM set again during the turn stays as the GM set it', () => {
    // At the wizard's turn start blinded counts down from 2 to 1 and Bless runs out; the GM then sets both again.
    const orcsTurn = run(
      fight(),
      { type: 'start' },
      { type: 'add-condition', key: 'wizard', condition: 'blinded', rounds: 2 },
      { type: 'set-reminder', key: 'wizard', reminderKey: 'bless', reminder: bless },
      next,
    );
    const setAgain = run(
      orcsTurn,
      next,
      { type: 'add-condition', key: 'wizard', condition: 'blinded', rounds: 5 },
      { type: 'set-reminder', key: 'wizard', reminderKey: 'bless', reminder: { ...bless, rounds: 4 } },
    );
    expect(wizard(run(setAgain, back))).toMatchObject({
      conditions: { blinded: { rounds: 5 } },
      reminders: { bless: { rounds: 4 } },
    });
  });

  it('within a round, the orc’s condition that counted down at its turn start gets its round back', () => {
    const wizardsTurn = run(
      fight(),
      { type: 'start' },
      { type: 'add-condition', key: 'orc', condition: 'blinded', rounds: 2 },
    );
    const orcsTurn = run(wizardsTurn, next);
    expect(findEntity(orcsTurn, 'orc')?.conditions.blinded).toEqual({ rounds: 1 });
    expect(run(orcsTurn, back)).toEqual(wizardsTurn);
  });

  it('removing a combatant whose turn it is not moves no turn: Previous turn still goes back one', () => {
    const goblinsTurn = run(threeOfThem(), { type: 'start' }, next);
    const orcRemoved = run(goblinsTurn, { type: 'remove-entity', key: 'orc' });
    expect(orcRemoved.turnMoves).toEqual(goblinsTurn.turnMoves);
    expect(run(orcRemoved, back).currentKey).toBe('wizard');
  });

  it('a combatant the move changed and the GM removed since is left out; the rest goes back', () => {
    const orcsTurn = run(fight(), { type: 'start' }, { type: 'damage', target: 'orc', amount: 15, by: 'wizard' }, next);
    const round2 = run(orcsTurn, next);
    expect(findEntity(round2, 'orc')?.down).toBe(true);
    const back2 = run(round2, { type: 'remove-entity', key: 'orc' }, back);
    expect(back2).toMatchObject({ round: 1, currentKey: 'wizard', entities: [wizard(orcsTurn)] });
  });

  it('back over a new round undoes the round update: the downed orc and a waiting joiner as they were', () => {
    const goblin = anOrc({ key: 'goblin', name: 'Goblin', initiative: 20, active: false, addNextRound: true });
    const orcsTurn = run(
      fight(),
      { type: 'start' },
      { type: 'add-entity', entity: goblin },
      { type: 'damage', target: 'orc', amount: 15, by: 'wizard' },
      next,
    );
    const round2 = run(orcsTurn, next);
    expect(turnOrder(round2).map((entity) => entity.key)).toEqual(['goblin', 'wizard']);
    expect(run(round2, back)).toEqual(orcsTurn);
  });

  it('moving forward again after going back changes the same things once', () => {
    const orcsTurn = run(
      fight(),
      { type: 'start' },
      { type: 'add-condition', key: 'wizard', condition: 'blinded', rounds: 3 },
      next,
    );
    const wizardsTurn = run(orcsTurn, next);
    expect(run(wizardsTurn, back, next)).toEqual(wizardsTurn);
    expect(wizard(run(wizardsTurn, back, next, back, next))?.conditions.blinded).toEqual({ rounds: 2 });
  });

  it(`a long fight keeps a bounded list of moves, and Previous turn still gives back the last ${KEPT_MOVES} exactly`, () => {
    const turns = [
      run(fight(), { type: 'start' }, { type: 'add-condition', key: 'wizard', condition: 'blinded', rounds: 900 }),
    ];
    for (let i = 0; i < 2 * KEPT_MOVES + 7; i++) turns.push(run(turns.at(-1) as Encounter, next));
    const now = turns.at(-1) as Encounter;
    expect(now.turnMoves?.length).toBeLessThanOrEqual(2 * KEPT_MOVES);
    let rewound = now;
    for (let back = 1; back <= KEPT_MOVES; back++) {
      rewound = run(rewound, { type: 'previous-turn' });
      const then = turns.at(-1 - back) as Encounter;
      expect({ ...rewound, turnMoves: undefined }).toEqual({ ...then, turnMoves: undefined });
    }
  });

  it('undoing the move that let the oldest moves go gives them back', () => {
    let encounter = run(fight(), { type: 'start' });
    while ((encounter.turnMoves?.length ?? 0) < 2 * KEPT_MOVES) encounter = run(encounter, next);
    const moved = applyCommand(encounter, next, context);
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.encounter.turnMoves?.length).toBe(KEPT_MOVES + 1);
    expect(undoEntry(moved.encounter, moved.entry)).toEqual({ ok: true, encounter });
  });
});

describe('a move keeps only what it changed', () => {
  const blindedAndProne = (key: string) => [
    { type: 'add-condition', key, condition: 'blinded', rounds: 2 } as const,
    { type: 'add-condition', key, condition: 'prone' } as const,
  ];

  it('to the next combatant: the one condition that counted down, nothing of the others', () => {
    const wizardsTurn = run(fight(), { type: 'start' }, ...blindedAndProne('orc'));
    const orcsTurn = run(wizardsTurn, next);
    expect(lastMove(orcsTurn)?.changes).toEqual({
      orc: { conditions: { blinded: [{ rounds: 2 }, { rounds: 1 }] } },
    });
  });

  it('when the combatant whose turn it was is removed, what the next one’s turn start changed', () => {
    const wizardsTurn = run(threeOfThem(), { type: 'start' }, ...blindedAndProne('goblin'));
    const goblinsTurn = run(wizardsTurn, { type: 'remove-entity', key: 'wizard' });
    expect(goblinsTurn.currentKey).toBe('goblin');
    expect(lastMove(goblinsTurn)?.changes).toEqual({
      goblin: { conditions: { blinded: [{ rounds: 2 }, { rounds: 1 }] } },
    });
  });
});
