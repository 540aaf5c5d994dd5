import { describe, expect, it } from 'vitest';
import { PREMADE_REMINDERS, type Reminder } from '../../src/combat/reminder.ts';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import type { EncounterEvent } from '../../src/encounter/events.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { findEntity } from '../../src/encounter/roster-list.ts';
import { undoEntry } from '../../src/encounter/undo.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };

function step(encounter: Encounter, command: EncounterCommand): { encounter: Encounter; events: EncounterEvent[] } {
  const result = applyCommand(encounter, command, context);
  if (!result.ok) throw new Error(result.error);
  return result;
}

function run(encounter: Encounter, ...commands: EncounterCommand[]): Encounter {
  return commands.reduce((current, command) => step(current, command).encounter, encounter);
}

const fight = () =>
  createEncounter([
    anEntity({ key: 'wizard', name: 'Wizard', initiative: 15, maxHp: 20, curHp: 20 }),
    anOrc({ key: 'orc', name: 'Orc', initiative: 10 }),
  ]);

const withReminder = (key: string, reminderKey: string, reminder: Reminder) =>
  ({ type: 'set-reminder', key, reminderKey, reminder }) as const;

describe('reminders on damage', () => {
  it('Concentrating speaks up when the caster takes damage and waits for Keep or Remove', () => {
    const encounter = run(fight(), withReminder('wizard', 'concentrating', PREMADE_REMINDERS.concentrating));
    const { encounter: after, events } = step(encounter, { type: 'damage', target: 'wizard', amount: 6, by: 'orc' });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'reminder', title: 'Concentrating', entityName: 'Wizard', removed: false }),
    );
    expect(findEntity(after, 'wizard')?.reminders.concentrating).toBeDefined();
  });

  it('damage that was entirely stopped does not trigger it: 6 fire against a fire-immune caster', () => {
    const immune = createEncounter([
      anEntity({ key: 'wizard', name: 'Wizard', damage_immunities: ['fire'] }),
      anOrc({ key: 'orc', name: 'Orc' }),
    ]);
    const encounter = run(immune, withReminder('wizard', 'concentrating', PREMADE_REMINDERS.concentrating));
    const { events } = step(encounter, { type: 'damage', target: 'wizard', amount: 6, by: 'orc', damageType: 'fire' });
    expect(events.filter((event) => event.type === 'reminder')).toEqual([]);
    expect(findEntity(encounter, 'wizard')?.reminders.concentrating).toBeDefined();
  });

  it('removing after the prompt is its own command, and undoing it brings the reminder back', () => {
    const encounter = run(fight(), withReminder('wizard', 'concentrating', PREMADE_REMINDERS.concentrating));
    const removed = applyCommand(
      encounter,
      { type: 'remove-reminder', key: 'wizard', reminderKey: 'concentrating' },
      context,
    );
    if (!removed.ok) throw new Error(removed.error);
    expect(findEntity(removed.encounter, 'wizard')?.reminders).toEqual({});
    expect(undoEntry(removed.encounter, removed.entry)).toEqual({ ok: true, encounter });
  });
});

describe('reminders at the start and end of a turn', () => {
  it('Is surprised goes at the start of the surprised combatant\u2019s first turn', () => {
    const encounter = run(fight(), withReminder('wizard', 'surprised', PREMADE_REMINDERS.surprised));
    const { encounter: started, events } = step(encounter, { type: 'start' });
    expect(events).toContainEqual(expect.objectContaining({ title: 'Is surprised', removed: true }));
    expect(findEntity(started, 'wizard')?.reminders).toEqual({});
  });

  it('Reaction used goes at the start of its combatant\u2019s next turn, not another\u2019s', () => {
    let encounter = run(fight(), { type: 'start' }, withReminder('wizard', 'reaction', PREMADE_REMINDERS.reaction));
    encounter = run(encounter, { type: 'next-turn' });
    expect(findEntity(encounter, 'wizard')?.reminders.reaction).toBeDefined();
    const { encounter: round2, events } = step(encounter, { type: 'next-turn' });
    expect(findEntity(round2, 'wizard')?.reminders).toEqual({});
    expect(events).toContainEqual(expect.objectContaining({ title: 'Reaction used', removed: true }));
  });

  it('an end-of-turn reminder speaks when its combatant\u2019s turn ends, with its variables filled in', () => {
    const reminder: Reminder = {
      title: 'Regeneration',
      trigger: 'endTurn',
      action: 'notify',
      notify: '[creature] regains [amount] hit points',
      selectedVars: { creature: 'The orc', amount: '10' },
    };
    const encounter = run(fight(), { type: 'start' }, withReminder('wizard', 'regen', reminder));
    const { events } = step(encounter, { type: 'next-turn' });
    expect(events).toContainEqual(expect.objectContaining({ text: 'The orc regains 10 hit points', removed: false }));
  });
});

describe('timed reminders', () => {
  const bless = (action: 'notify' | 'remove'): Reminder => ({ title: 'Bless', trigger: 'timed', action, rounds: 2 });

  it('count down at the start of their combatant\u2019s turns and speak with one round left', () => {
    let encounter = run(fight(), withReminder('wizard', 'bless', bless('remove')), { type: 'start' });
    expect(findEntity(encounter, 'wizard')?.reminders.bless?.rounds).toBe(1);
    encounter = run(encounter, { type: 'next-turn' });
    const { encounter: round2, events } = step(encounter, { type: 'next-turn' });
    expect(events).toContainEqual(expect.objectContaining({ title: 'Bless', removed: true }));
    expect(findEntity(round2, 'wizard')?.reminders).toEqual({});
  });

  it('a notify reminder stays at 0 rounds for the GM to keep or remove', () => {
    const encounter = run(
      fight(),
      withReminder('wizard', 'bless', bless('notify')),
      { type: 'start' },
      { type: 'next-turn' },
      { type: 'next-turn' },
    );
    expect(findEntity(encounter, 'wizard')?.reminders.bless?.rounds).toBe(0);
  });

  it('count back up when moving back over the start of the turn', () => {
    const started = run(fight(), withReminder('wizard', 'bless', { ...bless('notify'), rounds: 3 }), { type: 'start' });
    const round2 = run(started, { type: 'next-turn' }, { type: 'next-turn' });
    expect(findEntity(round2, 'wizard')?.reminders.bless?.rounds).toBe(1);
    const back = run(round2, { type: 'previous-turn' });
    expect(findEntity(back, 'wizard')?.reminders.bless?.rounds).toBe(2);
  });
});

describe('conditions', () => {
  it('the sixth level of exhaustion is death, and the death is announced', () => {
    const { encounter, events } = step(fight(), {
      type: 'add-condition',
      key: 'wizard',
      condition: 'exhaustion',
      level: 6,
    });
    expect(findEntity(encounter, 'wizard')).toMatchObject({ dead: true, conditions: { exhaustion: { level: 6 } } });
    expect(events).toContainEqual({ type: 'died', key: 'wizard', name: 'Wizard' });
  });

  it('exhaustion holds a level, 1 unless given, and removing it leaves none', () => {
    let encounter = run(fight(), { type: 'add-condition', key: 'orc', condition: 'exhaustion' });
    expect(findEntity(encounter, 'orc')?.conditions).toEqual({ exhaustion: { level: 1 } });
    encounter = run(encounter, { type: 'add-condition', key: 'orc', condition: 'exhaustion', level: 3 });
    expect(findEntity(encounter, 'orc')?.conditions.exhaustion?.level).toBe(3);
    encounter = run(encounter, { type: 'remove-condition', key: 'orc', condition: 'exhaustion' });
    expect(findEntity(encounter, 'orc')?.conditions).toEqual({});
  });

  it('a condition lasting 1 round ends at the start of its combatant\u2019s next turn, and says so', () => {
    let encounter = run(fight(), { type: 'start' });
    encounter = run(encounter, { type: 'add-condition', key: 'wizard', condition: 'blinded', rounds: 1 });
    encounter = run(encounter, { type: 'next-turn' });
    expect(findEntity(encounter, 'wizard')?.conditions.blinded).toEqual({ rounds: 1 });
    const { encounter: round2, events } = step(encounter, { type: 'next-turn' });
    expect(findEntity(round2, 'wizard')?.conditions).toEqual({});
    expect(events).toContainEqual({ type: 'condition-ended', key: 'wizard', name: 'Wizard', condition: 'blinded' });
  });

  it('a condition with no duration stays until removed', () => {
    const encounter = run(
      fight(),
      { type: 'add-condition', key: 'orc', condition: 'prone' },
      { type: 'start' },
      { type: 'next-turn' },
      { type: 'next-turn' },
    );
    expect(findEntity(encounter, 'orc')?.conditions.prone).toEqual({});
  });
});
