import { scriptedDice } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { applyCommand } from '@skald/rules/encounter/reducer';
import { turnOrder } from '@skald/rules/encounter/turn-order';
import { describe, expect, it } from 'vitest';
import { joiningCommand } from './join-fight.ts';

const orc = createEntity({ key: 'orc-2', name: 'Orc (2)', entityType: 'npc', maxHp: 15, ac: 13, dexterity: 12 });
const druid = createEntity({ key: 'druid', name: 'Druid', entityType: 'player', maxHp: 34, ac: 12, initiative: 9 });

describe('joining a fight from the runner', () => {
  it('a monster rolls its initiative: d20 plus its dexterity modifier', () => {
    const command = joiningCommand(
      { type: 'add-entity', entity: orc },
      { nextRound: false, random: scriptedDice([{ value: 14, sides: 20 }]) },
    );
    expect(command).toMatchObject({ entity: { initiative: 15, active: true, addNextRound: false } });
  });

  it('a player keeps the initiative typed', () => {
    const command = joiningCommand(
      { type: 'add-entity', entity: druid },
      { nextRound: false, random: scriptedDice([]) },
    );
    expect(command).toMatchObject({ entity: { initiative: 9 } });
  });

  it('one joining next round is skipped until the round turns over, then takes its turn', () => {
    const start = createEncounter([
      createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 20 }),
    ]);
    const context = { at: 0, automate: true };
    const started = applyCommand(start, { type: 'start' }, context);
    if (!started.ok) throw new Error(started.error);
    const added = applyCommand(
      started.encounter,
      joiningCommand({ type: 'add-entity', entity: druid }, { nextRound: true, random: scriptedDice([]) }),
      context,
    );
    if (!added.ok) throw new Error(added.error);
    expect(turnOrder(added.encounter).map((entity) => entity.key)).toEqual(['barbarian']);
    const nextRound = applyCommand(added.encounter, { type: 'next-turn' }, context);
    if (!nextRound.ok) throw new Error(nextRound.error);
    expect(nextRound.encounter.round).toBe(2);
    expect(turnOrder(nextRound.encounter).map((entity) => entity.key)).toEqual(['barbarian', 'druid']);
  });

  it('leaves other commands alone', () => {
    const command = { type: 'start' } as const;
    expect(joiningCommand(command, { nextRound: true, random: scriptedDice([]) })).toBe(command);
  });
});
