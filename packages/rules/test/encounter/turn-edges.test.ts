import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { compareInitiative, turnOrder } from '../../src/encounter/turn-order.ts';
import { anEntity, anOrc } from '../support/entities.ts';
import { play } from '../support/play.ts';

const context = { at: 0, automate: true };
const apply = (encounter: Encounter, command: EncounterCommand) => applyCommand(encounter, command, context);
const run = (encounter: Encounter, ...commands: EncounterCommand[]) => play(encounter, ...commands).encounter;
const next = { type: 'next-turn' } as const;
const back = { type: 'previous-turn' } as const;
const start = { type: 'start' } as const;
/** Set aside by the GM: not in the fight and not waiting for the next round. */
const bystander = anOrc({ key: 'bystander', name: 'Bystander', initiative: 12, active: false, addNextRound: false });
const fight = () =>
  createEncounter([anEntity({ key: 'wizard', name: 'Wizard', initiative: 15 }), bystander, anOrc({ initiative: 10 })]);
const withoutMoves = ({ turnMoves: _moves, ...encounter }: Encounter): Encounter => encounter;
const blinded = (key: string) => ({ type: 'add-condition', key, condition: 'blinded', rounds: 1 }) as const;
const blindedEnded = (key: string, name: string) => ({ type: 'condition-ended', key, name, condition: 'blinded' });

describe('the turn at its edges', () => {
  it('start, Next turn and Previous turn refuse in words when there is no turn to take', () => {
    expect(apply(createEncounter([bystander]), start)).toEqual({
      ok: false,
      error: 'Add at least one active combatant before starting the encounter',
    });
    for (const command of [next, back]) {
      expect(apply(fight(), command)).toEqual({ ok: false, error: 'Start the encounter first' });
    }
  });

  it('the order and the turn number count only those taking turns; starting and moving on say nothing', () => {
    const started = apply(fight(), start);
    expect(started).toMatchObject({ ok: true, events: [], encounter: { currentKey: 'wizard', turn: 1 } });
    const moved = started.ok && apply(started.encounter, next);
    expect(moved).toMatchObject({ ok: true, events: [], encounter: { currentKey: 'orc', turn: 2 } });
    const setAsideFirst = run(fight(), { type: 'set-initiative', key: 'bystander', initiative: 20 });
    expect(apply(setAsideFirst, start)).toMatchObject({ encounter: { currentKey: 'wizard', turn: 1 } });
  });

  it('at the round update a player at 0 hit points keeps taking turns, the NPC goes down, one set aside stays out', () => {
    const round2 = run(
      fight(),
      start,
      { type: 'damage', target: 'wizard', amount: 100, by: 'orc' },
      { type: 'damage', target: 'orc', amount: 15, by: 'wizard' },
      next,
      next,
    );
    expect(round2).toMatchObject({ round: 2, currentKey: 'wizard' });
    expect(turnOrder(round2).map((entity) => entity.key)).toEqual(['wizard']);
    expect(findEntity(round2, 'orc')?.down).toBe(true);
    expect(findEntity(round2, 'bystander')).toEqual(bystander);
  });

  it('combatants alike in initiative, dexterity and name go by key, whatever order they joined in', () => {
    const a = anOrc({ key: 'orc-a', initiative: 10 });
    const b = anOrc({ key: 'orc-b', initiative: 10 });
    expect([a, b].sort(compareInitiative)).toEqual([a, b]);
    expect([b, a].sort(compareInitiative)).toEqual([a, b]);
  });

  it('without kept moves (an encounter saved before they were kept), Previous turn only moves the turn', () => {
    const orcsTurn = run(fight(), start, next);
    expect(run(withoutMoves(orcsTurn), back)).toMatchObject({ round: 1, currentKey: 'wizard' });
    const round2 = run(orcsTurn, next);
    expect(run(withoutMoves(round2), back)).toMatchObject({ round: 1, currentKey: 'orc' });
    expect(apply(withoutMoves(run(fight(), start)), back)).toEqual({
      ok: false,
      error: 'This is the first turn of the encounter',
    });
  });

  it('removing the combatant whose turn it is starts the next one’s turn, after the last a new round', () => {
    const wizardsTurn = run(fight(), start, blinded('wizard'), blinded('orc'));
    const orcsTurn = apply(wizardsTurn, { type: 'remove-entity', key: 'wizard' });
    expect(orcsTurn).toMatchObject({
      ok: true,
      events: [blindedEnded('orc', 'Orc')],
      encounter: { currentKey: 'orc' },
    });
    const round2 = apply(run(wizardsTurn, next), { type: 'remove-entity', key: 'orc' });
    expect(round2).toMatchObject({
      ok: true,
      events: [blindedEnded('wizard', 'Wizard')],
      encounter: { round: 2, currentKey: 'wizard' },
    });
    expect(apply(wizardsTurn, { type: 'remove-entity', key: 'orc' })).toMatchObject({ ok: true, events: [] });
  });
});
