import { describe, expect, it } from 'vitest';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { turnOrder } from '../../src/encounter/turn-order.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 1_700_000_000_000, automate: true };

function run(encounter: Encounter, ...commands: EncounterCommand[]): Encounter {
  let current = encounter;
  for (const command of commands) {
    const result = applyCommand(current, command, context);
    if (!result.ok) throw new Error(result.error);
    current = result.encounter;
  }
  return current;
}

function demo(): Encounter {
  return createEncounter([
    anEntity({ key: 'barbarian', name: 'Barbarian', initiative: 15, dexterity: 14 }),
    anEntity({ key: 'warlock', name: 'Warlock', initiative: 12, dexterity: 14, maxHp: 31, curHp: 31, ac: 16 }),
    anEntity({ key: 'druid', name: 'Druid', initiative: 8, dexterity: 12, maxHp: 34, curHp: 34, ac: 16 }),
    anOrc({ key: 'orc-1', name: 'Orc', initiative: 12, dexterity: 12, maxHp: 21, curHp: 21 }),
    anOrc({ key: 'ogre', name: 'Ogre', initiative: 3, dexterity: 8, maxHp: 72, curHp: 72, ac: 11 }),
  ]);
}

const order = (encounter: Encounter) => turnOrder(encounter).map((entity) => entity.key);

describe('turn order', () => {
  it('sorts by initiative, then dexterity, then name', () => {
    expect(order(demo())).toEqual(['barbarian', 'warlock', 'orc-1', 'druid', 'ogre']);
  });

  it('names tie-break alphabetically whatever their case: goblin before Orc before wolf', () => {
    const tied = createEncounter(
      ['wolf', 'Orc', 'goblin'].map((name) => anOrc({ key: name, name, initiative: 10, dexterity: 12 })),
    );
    expect(order(tied)).toEqual(['goblin', 'Orc', 'wolf']);
  });
});

describe('starting and moving through turns', () => {
  it('start puts the highest initiative first in round 1', () => {
    const started = run(demo(), { type: 'start' });
    expect(started).toMatchObject({ round: 1, turn: 1, currentKey: 'barbarian' });
  });

  it('the last turn of a round leads to the first of the next', () => {
    const encounter = run(demo(), { type: 'start' }, ...Array(5).fill({ type: 'next-turn' }));
    expect(encounter).toMatchObject({ round: 2, turn: 1, currentKey: 'barbarian' });
  });

  it('previous turn steps back, and across the round boundary', () => {
    const round2 = run(demo(), { type: 'start' }, ...Array(5).fill({ type: 'next-turn' }));
    expect(run(round2, { type: 'previous-turn' })).toMatchObject({ round: 1, currentKey: 'ogre', turn: 5 });
  });

  it('refuses to go before the first turn, saying why', () => {
    const result = applyCommand(run(demo(), { type: 'start' }), { type: 'previous-turn' }, context);
    expect(result).toEqual({ ok: false, error: 'This is the first turn of the encounter' });
  });

  it('refuses to move turns before the start', () => {
    expect(applyCommand(demo(), { type: 'next-turn' }, context)).toEqual({
      ok: false,
      error: 'Start the encounter first',
    });
  });
});

describe('the turn stays with its combatant when the roster changes mid-round', () => {
  const onOrcsTurn = () => run(demo(), { type: 'start' }, { type: 'next-turn' }, { type: 'next-turn' });

  it('adding a faster combatant moves the position, not the turn', () => {
    const before = onOrcsTurn();
    expect(before).toMatchObject({ currentKey: 'orc-1', turn: 3 });
    const after = run(before, {
      type: 'add-entity',
      entity: anOrc({ key: 'orc-2', name: 'Orc (1)', initiative: 20 }),
    });
    expect(after).toMatchObject({ currentKey: 'orc-1', turn: 4 });
  });

  it('removing someone earlier in the order keeps the turn', () => {
    expect(run(onOrcsTurn(), { type: 'remove-entity', key: 'barbarian' })).toMatchObject({
      currentKey: 'orc-1',
      turn: 2,
    });
  });

  it('hiding and re-sorting keep the turn', () => {
    const after = run(
      onOrcsTurn(),
      { type: 'set-hidden', key: 'warlock', hidden: true },
      { type: 'set-initiative', key: 'druid', initiative: 25 },
    );
    expect(after.currentKey).toBe('orc-1');
    expect(order(after)[0]).toBe('druid');
  });

  it('removing the combatant whose turn it is hands the turn to the next one', () => {
    expect(run(onOrcsTurn(), { type: 'remove-entity', key: 'orc-1' })).toMatchObject({
      currentKey: 'druid',
      round: 1,
    });
  });

  it('the combatant who takes over starts its turn: its start-of-turn reminder fires', () => {
    const reminded = run(onOrcsTurn(), {
      type: 'set-reminder',
      key: 'druid',
      reminderKey: 'bless',
      reminder: { title: 'Bless', trigger: 'startTurn', action: 'notify' },
    });
    const result = applyCommand(reminded, { type: 'remove-entity', key: 'orc-1' }, context);
    expect(result.ok && result.events).toContainEqual(
      expect.objectContaining({ type: 'reminder', entityKey: 'druid', title: 'Bless' }),
    );
  });
});

describe('deaths are announced however they come', () => {
  const events = (encounter: Encounter, command: EncounterCommand) => {
    const result = applyCommand(encounter, command, context);
    if (!result.ok) throw new Error(result.error);
    return result.events;
  };
  const died = { type: 'died', key: 'druid', name: 'Druid' };

  it('a kill', () => {
    expect(events(demo(), { type: 'kill', key: 'druid' })).toContainEqual(died);
  });

  it('a third failed death save set by hand', () => {
    const dying = run(
      demo(),
      { type: 'damage', target: 'druid', amount: 34, by: null },
      { type: 'set-death-save', key: 'druid', index: 0, result: 'failure' },
      { type: 'set-death-save', key: 'druid', index: 1, result: 'failure' },
    );
    expect(events(dying, { type: 'set-death-save', key: 'druid', index: 2, result: 'failure' })).toContainEqual(died);
  });

  it('massive damage: 34 left and 68 dealt', () => {
    expect(events(demo(), { type: 'damage', target: 'druid', amount: 68, by: 'orc-1' })).toContainEqual(died);
  });

  it('a maximum edited to 0', () => {
    expect(events(demo(), { type: 'edit-entity', key: 'druid', edits: { maxHp: 0 } })).toContainEqual(died);
  });

  it('but not a kill of someone already dead', () => {
    const dead = run(demo(), { type: 'kill', key: 'druid' });
    expect(events(dead, { type: 'kill', key: 'druid' })).not.toContainEqual(died);
  });
});

describe('the round update', () => {
  it('an NPC at 0 HP goes down at the new round and leaves the turn order', () => {
    const started = run(demo(), { type: 'start' }, { type: 'damage', target: 'orc-1', amount: 30, by: 'barbarian' });
    expect(findEntity(started, 'orc-1')).toMatchObject({ curHp: 0, down: false });
    const round2 = run(started, ...Array(5).fill({ type: 'next-turn' }));
    expect(round2.round).toBe(2);
    expect(findEntity(round2, 'orc-1')?.down).toBe(true);
    expect(order(round2)).not.toContain('orc-1');
  });

  it('a down NPC healed above 0 comes back at the next round', () => {
    let encounter = run(demo(), { type: 'start' }, { type: 'damage', target: 'orc-1', amount: 30, by: null });
    encounter = run(encounter, ...Array(5).fill({ type: 'next-turn' }));
    encounter = run(encounter, { type: 'heal', target: 'orc-1', amount: 5, by: null });
    expect(findEntity(encounter, 'orc-1')?.down).toBe(true);
    encounter = run(encounter, ...Array(4).fill({ type: 'next-turn' }));
    expect(encounter.round).toBe(3);
    expect(findEntity(encounter, 'orc-1')?.down).toBe(false);
  });

  it('a killed NPC goes down at the new round like one at 0 HP, even with hit points left', () => {
    const killed = run(demo(), { type: 'start' }, { type: 'kill', key: 'orc-1' });
    expect(findEntity(killed, 'orc-1')).toMatchObject({ curHp: 21, dead: true });
    const round2 = run(killed, ...Array(5).fill({ type: 'next-turn' }));
    expect(findEntity(round2, 'orc-1')?.down).toBe(true);
    expect(order(round2)).not.toContain('orc-1');
  });

  it.each([
    ['revived', { type: 'revive', key: 'orc-1' }],
    ['healed', { type: 'heal', target: 'orc-1', amount: 5, by: null }],
  ] as const)('a killed NPC %s comes back at the next round', (_, command) => {
    let encounter = run(demo(), { type: 'start' }, { type: 'damage', target: 'orc-1', amount: 30, by: null });
    encounter = run(encounter, { type: 'kill', key: 'orc-1' }, ...Array(5).fill({ type: 'next-turn' }));
    encounter = run(encounter, command);
    expect(findEntity(encounter, 'orc-1')).toMatchObject({ dead: false, down: true });
    encounter = run(encounter, ...Array(4).fill({ type: 'next-turn' }));
    expect(encounter.round).toBe(3);
    expect(order(encounter)).toContain('orc-1');
  });

  it('an entity added for the next round joins then', () => {
    let encounter = run(
      demo(),
      { type: 'start' },
      {
        type: 'add-entity',
        entity: anOrc({ key: 'late', name: 'Goblin', initiative: 30, active: false, addNextRound: true }),
      },
    );
    expect(order(encounter)).not.toContain('late');
    encounter = run(encounter, ...Array(5).fill({ type: 'next-turn' }));
    expect(findEntity(encounter, 'late')).toMatchObject({ active: true, addNextRound: false });
    expect(encounter.currentKey).toBe('late');
  });
});

describe('damage and healing through the reducer', () => {
  it('counts meters for the dealer and the target, with overkill after temp HP', () => {
    const encounter = createEncounter([
      anEntity({ key: 'barbarian', name: 'Barbarian' }),
      anOrc({ key: 'orc', curHp: 10, tempHp: 5 }),
    ]);
    const result = applyCommand(encounter, { type: 'damage', target: 'orc', amount: 20, by: 'barbarian' }, context);
    if (!result.ok) throw new Error(result.error);
    expect(findEntity(result.encounter, 'barbarian')?.meters).toMatchObject({ damage: 15, overkill: 5 });
    expect(findEntity(result.encounter, 'orc')?.meters).toMatchObject({ damageTaken: 15, overkillTaken: 5 });
    expect(result.entry).toMatchObject({ by_name: 'Barbarian', target_name: 'Orc', amount: 15, over: 5 });
    expect(result.events[0]).toMatchObject({ type: 'damage-done', caption: 'Barbarian did 15 damage to Orc' });
  });

  it('environment damage counts only for the target', () => {
    const result = applyCommand(demo(), { type: 'damage', target: 'druid', amount: 6, by: null }, context);
    if (!result.ok) throw new Error(result.error);
    expect(findEntity(result.encounter, 'druid')?.meters.damageTaken).toBe(6);
    expect(result.events[0]).toMatchObject({ caption: 'The environment did 6 damage to Druid' });
  });

  it('healing counts healing and overhealing', () => {
    const encounter = run(demo(), { type: 'damage', target: 'warlock', amount: 5, by: 'ogre' });
    const healed = run(encounter, { type: 'heal', target: 'warlock', amount: 9, by: 'druid' });
    expect(findEntity(healed, 'druid')?.meters).toMatchObject({ healing: 5, overhealing: 4 });
    expect(findEntity(healed, 'warlock')?.meters).toMatchObject({ healingTaken: 5, overhealingTaken: 4 });
  });

  it('rejects an unknown target with a clear error', () => {
    expect(applyCommand(demo(), { type: 'damage', target: 'nobody', amount: 5, by: null }, context)).toEqual({
      ok: false,
      error: 'No combatant with key "nobody" in this encounter',
    });
  });

  it('cuts an unknown key longer than 40 characters in its refusal', () => {
    const refusal = (key: string) =>
      applyCommand(demo(), { type: 'damage', target: key, amount: 5, by: null }, context);
    const forty = 'k'.repeat(40);
    expect(refusal('k'.repeat(100))).toEqual({
      ok: false,
      error: `No combatant with key "${forty}…" in this encounter`,
    });
    expect(refusal(forty)).toEqual({ ok: false, error: `No combatant with key "${forty}" in this encounter` });
  });
});

describe('undo restores everything the entry changed, not only hit points', () => {
  it('temp HP, transformation, death saves, dead, meters', () => {
    const before = createEncounter([
      anEntity({ key: 'druid', name: 'Druid', curHp: 0, tempHp: 3, saves: { 1: 'failure', 2: 'failure' } }),
      anEntity({
        key: 'ranger',
        name: 'Ranger',
        tempHp: 4,
        transformed: { curHp: 6, maxHp: 11, maxHpMod: 0, ac: 12 },
      }),
      anOrc({ key: 'orc' }),
    ]);
    let encounter = run(before, { type: 'damage', target: 'ranger', amount: 12, by: 'orc', critical: true });
    const hit = applyCommand(encounter, { type: 'damage', target: 'druid', amount: 5, by: 'orc' }, context);
    if (!hit.ok) throw new Error(hit.error);
    expect(findEntity(hit.encounter, 'druid')?.dead).toBe(true);
    const undone = undoEntry(hit.encounter, hit.entry);
    expect(undone).toEqual({ ok: true, encounter });
    const first = applyCommand(before, { type: 'damage', target: 'ranger', amount: 12, by: 'orc' }, context);
    if (!first.ok) throw new Error(first.error);
    encounter = first.encounter;
    expect(findEntity(encounter, 'ranger')?.transformed).toBeNull();
    expect(undoEntry(encounter, first.entry)).toEqual({ ok: true, encounter: before });
  });

  it('round and turn', () => {
    const started = run(demo(), { type: 'start' }, ...Array(4).fill({ type: 'next-turn' }));
    const result = applyCommand(started, { type: 'next-turn' }, context);
    if (!result.ok) throw new Error(result.error);
    expect(result.encounter.round).toBe(2);
    expect(undoEntry(result.encounter, result.entry)).toEqual({ ok: true, encounter: started });
  });

  it('an older entry undoes alone when nothing later touched the same combatants', () => {
    const first = applyCommand(demo(), { type: 'damage', target: 'ogre', amount: 10, by: null }, context);
    if (!first.ok) throw new Error(first.error);
    const second = run(first.encounter, { type: 'damage', target: 'druid', amount: 4, by: null });
    const undone = undoEntry(second, first.entry);
    if (!undone.ok) throw new Error(undone.error);
    expect(findEntity(undone.encounter, 'ogre')?.curHp).toBe(72);
    expect(findEntity(undone.encounter, 'druid')?.curHp).toBe(30);
  });
});
