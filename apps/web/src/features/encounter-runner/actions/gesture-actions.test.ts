import { PREMADE_REMINDERS } from '@skald/rules/combat/reminder';
import { scriptedDice } from '@skald/rules/dice/random';
import { createEncounter } from '@skald/rules/encounter/encounter';
import { createEntity } from '@skald/rules/encounter/entity';
import { findEntity } from '@skald/rules/encounter/roster-list';
import { describe, expect, it } from 'vitest';
import { oneCommand, runGesture, undoLogEntry } from './dispatch.ts';
import { addConditionToTargets, addCustomReminder, addPremadeReminder } from './effect-actions.ts';
import { damageTargets, healTargets } from './hit-point-actions.ts';
import { rollMonsterInitiative } from './initiative-actions.ts';
import { applyRollCards } from './roll-card-actions.ts';
import { addMonsters, addPlayer } from './roster-actions.ts';
import { runnerTestContext, TEST_IMP } from './runner-test-context.ts';

const party = () =>
  createEncounter([
    createEntity({ key: 'barbarian', name: 'Barbarian', entityType: 'player', maxHp: 41, ac: 15, initiative: 15 }),
    createEntity({ key: 'orc', name: 'Orc', entityType: 'npc', maxHp: 15, ac: 13, initiative: 12, dexterity: 12 }),
    createEntity({ key: 'goblin', name: 'Goblin', entityType: 'npc', maxHp: 7, ac: 15, initiative: 14, dexterity: 14 }),
  ]);

describe('a gesture on the picked targets is one command', () => {
  it('damage to two targets is one batch of two hits, logged once and undone at once', () => {
    const test = runnerTestContext(party(), { targets: ['orc', 'goblin'] });
    const commands = damageTargets.perform(test.make(), { amount: 9, by: 'barbarian', damageType: 'fire' });
    expect(oneCommand(commands)).toEqual({
      type: 'batch',
      commands: [
        {
          type: 'damage',
          target: 'orc',
          amount: 9,
          by: 'barbarian',
          critical: false,
          damageType: 'fire',
          magical: false,
        },
        {
          type: 'damage',
          target: 'goblin',
          amount: 9,
          by: 'barbarian',
          critical: false,
          damageType: 'fire',
          magical: false,
        },
      ],
    });
    expect(runGesture(test.make(), damageTargets, { amount: 9, by: 'barbarian' })).toMatchObject({ ok: true });
    const { encounter, log } = test.session.snapshot();
    expect(log.map((entry) => entry.type)).toEqual(['batch']);
    expect([findEntity(encounter, 'orc')?.curHp, findEntity(encounter, 'goblin')?.curHp]).toEqual([6, 0]);
    expect(test.reports.at(-1)).toMatchObject({ ok: true, events: [{ type: 'damage-done' }, { type: 'damage-done' }] });
    undoLogEntry(test.make(), 0);
    expect(test.session.snapshot().encounter).toEqual(party());
  });

  it('one target needs no batch', () => {
    const test = runnerTestContext(party(), { targets: ['orc'] });
    expect(oneCommand(healTargets.perform(test.make(), { amount: 4, by: null }))).toEqual({
      type: 'heal',
      target: 'orc',
      amount: 4,
      by: null,
    });
    expect(oneCommand(damageTargets.perform(test.make([]), { amount: 4, by: null }))).toBeNull();
  });

  it('a refused hit in the gesture refuses all of it, and the fight is as it was', () => {
    const test = runnerTestContext(party(), { targets: ['orc', 'wolf'] });
    const result = runGesture(test.make(), damageTargets, { amount: 3, by: null });
    expect(result).toEqual({ ok: false, error: 'No combatant with key "wolf" in this encounter' });
    expect(test.session.snapshot().encounter).toEqual(party());
    expect(test.reports).toEqual([result]);
  });

  it('a condition with its rounds, exhaustion with its level, on each target', () => {
    const { make } = runnerTestContext(party(), { targets: ['orc', 'goblin'] });
    expect(oneCommand(addConditionToTargets.perform(make(), { condition: 'prone', level: 2, rounds: 3 }))).toEqual({
      type: 'batch',
      commands: [
        { type: 'add-condition', key: 'orc', condition: 'prone', rounds: 3 },
        { type: 'add-condition', key: 'goblin', condition: 'prone', rounds: 3 },
      ],
    });
    expect(addConditionToTargets.perform(make(['orc']), { condition: 'exhaustion', level: 2, rounds: 0 })).toEqual([
      { type: 'add-condition', key: 'orc', condition: 'exhaustion', level: 2 },
    ]);
  });

  it('reminders: the premade one by its key, a custom one under one new key on every target', () => {
    const { make } = runnerTestContext(party(), { targets: ['orc', 'goblin'] });
    expect(addPremadeReminder.perform(make(), { reminder: 'concentrating' })).toEqual([
      { type: 'set-reminder', key: 'orc', reminderKey: 'concentrating', reminder: PREMADE_REMINDERS.concentrating },
      { type: 'set-reminder', key: 'goblin', reminderKey: 'concentrating', reminder: PREMADE_REMINDERS.concentrating },
    ]);
    const custom = { title: 'Hex', trigger: 'startTurn', action: 'notify' } as const;
    const [first, second] = addCustomReminder.perform(make(), { reminder: custom }) as unknown as {
      reminderKey: string;
    }[];
    expect(first?.reminderKey).toMatch(/^custom-/);
    expect(second?.reminderKey).toBe(first?.reminderKey);
  });

  it('roll cards applied together are one batch; the monsters roll initiative as one', () => {
    const test = runnerTestContext(party(), {
      random: scriptedDice([
        { value: 10, sides: 20 },
        { value: 3, sides: 20 },
      ]),
    });
    const card = (key: string) => ({ key: `card-${key}`, target: { key } }) as never;
    expect(
      oneCommand(applyRollCards.perform(test.make(), { cards: [card('orc'), card('goblin')], multiplier: 0.5 })),
    ).toEqual({
      type: 'batch',
      commands: [
        { type: 'apply-roll-card', card: card('orc'), multiplier: 0.5 },
        { type: 'apply-roll-card', card: card('goblin'), multiplier: 0.5 },
      ],
    });
    expect(rollMonsterInitiative.perform(test.make(), undefined)).toEqual([
      { type: 'set-initiative', key: 'orc', initiative: 11 },
      { type: 'set-initiative', key: 'goblin', initiative: 5 },
    ]);
  });
});

describe('adding combatants', () => {
  it('three copies of a monster are one batch, numbered; mid-fight they join next round', () => {
    const test = runnerTestContext(party());
    const pick = { kind: 'srd' as const, slug: 'bramble-imp', monster: TEST_IMP };
    const commands = addMonsters.perform(test.make(), {
      pick,
      count: 3,
      mode: 'average',
      joining: { nextRound: true },
    });
    const batch = oneCommand(commands);
    expect(batch?.type).toBe('batch');
    runGesture(test.make(), addMonsters, { pick, count: 3, mode: 'average', joining: { nextRound: true } });
    const added = test.session.snapshot().encounter.entities.slice(3);
    expect(added.map((entity) => [entity.name, entity.addNextRound])).toEqual([
      ['Bramble Imp (1)', true],
      ['Bramble Imp (2)', true],
      ['Bramble Imp (3)', true],
    ]);
    expect(test.session.snapshot().log).toHaveLength(1);
  });

  it('a player from the form keeps the initiative typed', () => {
    const { make } = runnerTestContext(createEncounter());
    const druid = createEntity({ key: 'druid', name: 'Druid', entityType: 'player', maxHp: 30, ac: 12, initiative: 9 });
    expect(addPlayer.perform(make(), { entity: druid, joining: { nextRound: false } })).toMatchObject({
      type: 'add-entity',
      entity: { key: 'druid', initiative: 9, active: true },
    });
  });
});
