import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/dice/random.ts';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { rollTestInitiative } from '../../src/encounter/test-mode.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };

function run(encounter: Encounter, ...commands: EncounterCommand[]): Encounter {
  return commands.reduce((current, command) => {
    const result = applyCommand(current, command, context);
    if (!result.ok) throw new Error(result.error);
    return result.encounter;
  }, encounter);
}

const party = () =>
  createEncounter([
    anEntity({ key: 'rogue', name: 'Rogue', dexterity: 18, initiativeBonus: 7, curHp: 12, maxHp: 30 }),
    anEntity({ key: 'cleric', name: 'Cleric', dexterity: 10, curHp: 30, maxHp: 30 }),
    anOrc({ key: 'orc', name: 'Orc', dexterity: 12, curHp: 4, maxHp: 15 }),
  ]);

describe('test mode', () => {
  it('starts at round 0, turn 1, with everyone at full hit points', () => {
    const encounter = run(party(), { type: 'start-test', d20s: { rogue: 10, cleric: 10, orc: 10 } });
    expect(encounter).toMatchObject({ round: 0, turn: 1 });
    expect(encounter.entities.map((entity) => entity.curHp)).toEqual([30, 30, 15]);
  });

  it('adds a player\u2019s own initiative bonus (+7), not the dexterity modifier (+4)', () => {
    const encounter = run(party(), { type: 'start-test', d20s: { rogue: 10, cleric: 10, orc: 10 } });
    expect(findEntity(encounter, 'rogue')?.initiative).toBe(17);
    expect(findEntity(encounter, 'cleric')?.initiative).toBe(10);
    expect(findEntity(encounter, 'orc')?.initiative).toBe(11);
    expect(encounter.currentKey).toBe('rogue');
  });

  it('the d20s come from outside, so the same seed gives the same initiative', () => {
    const rolls = rollTestInitiative(party(), seededRandom(7));
    expect(rollTestInitiative(party(), seededRandom(7))).toEqual(rolls);
    for (const d20 of Object.values(rolls)) expect(d20).toBeGreaterThanOrEqual(1);
  });

  it('refuses a missing or impossible d20', () => {
    const result = applyCommand(party(), { type: 'start-test', d20s: { rogue: 21, cleric: 1, orc: 1 } }, context);
    expect(result).toEqual({ ok: false, error: 'Test mode needs a d20 roll from 1 to 20 for Rogue' });
  });
});

describe('reset', () => {
  it('clears every piece of the fight’s state the spec lists, NPCs back to full, awards taken back', () => {
    let encounter = run(
      { ...party(), xp_awarded: true, currency_awarded: true },
      { type: 'set-initiative', key: 'orc', initiative: 15 },
      { type: 'start' },
      { type: 'damage', target: 'orc', amount: 9, by: 'rogue' },
      { type: 'damage', target: 'rogue', amount: 12, by: 'orc' },
      { type: 'stabilise', key: 'rogue' },
      { type: 'transform', key: 'cleric', form: { maxHp: 20, ac: 12 } },
      { type: 'edit-entity', key: 'cleric', edits: { tempHp: 5, ac_bonus: 2 } },
      { type: 'add-condition', key: 'cleric', condition: 'prone' },
      {
        type: 'set-reminder',
        key: 'cleric',
        reminderKey: 'bless',
        reminder: { title: 'Bless', trigger: 'timed', action: 'remove', rounds: 3 },
      },
      { type: 'set-hidden', key: 'cleric', hidden: true },
      { type: 'next-turn' },
      { type: 'next-turn' },
      { type: 'next-turn' },
      { type: 'finish' },
    );
    expect(findEntity(encounter, 'orc')).toMatchObject({ curHp: 0, down: true });
    encounter = run(encounter, { type: 'reset' });
    expect(encounter).toMatchObject({ round: 0, turn: 0, currentKey: null, finished: false });
    expect(encounter).not.toHaveProperty('xp_awarded');
    expect(encounter).not.toHaveProperty('currency_awarded');
    // The turns moved before it are forgotten: Previous turn has nothing to give back.
    expect(encounter).not.toHaveProperty('turnMoves');
    expect(findEntity(encounter, 'orc')).toMatchObject({ curHp: 15, down: false, initiative: 0 });
    expect(findEntity(encounter, 'rogue')).toMatchObject({ stable: false, curHp: 0 });
    expect(findEntity(encounter, 'cleric')).toMatchObject({
      tempHp: 0,
      ac_bonus: 0,
      transformed: null,
      hidden: false,
      conditions: {},
      reminders: {},
    });
    for (const entity of encounter.entities) expect(Object.values(entity.meters)).toEqual(Array(8).fill(0));
  });
});

describe('refusals', () => {
  it('a command the engine does not know is refused, not thrown', () => {
    const unknown = { type: 'cast-fireball' } as unknown as EncounterCommand;
    expect(applyCommand(party(), unknown, context)).toEqual({ ok: false, error: 'Unknown command "cast-fireball"' });
  });

  it('a rule refusal inside a command comes back as an error', () => {
    expect(
      applyCommand(party(), { type: 'set-death-save', key: 'rogue', index: 7, result: 'failure' }, context),
    ).toEqual({
      ok: false,
      error: 'A death save index runs from 0 to 4, not 7',
    });
  });
});

describe('reset brings a killed NPC back', () => {
  it('alive at full hit points; a dead player stays as the GM left them', () => {
    const encounter = run(party(), { type: 'kill', key: 'orc' }, { type: 'kill', key: 'cleric' }, { type: 'reset' });
    expect(findEntity(encounter, 'orc')).toMatchObject({ dead: false, curHp: 15 });
    expect(findEntity(encounter, 'cleric')?.dead).toBe(true);
  });
});
