import { describe, expect, it } from 'vitest';
import { concentrationSaveDc, isConcentrationReminder } from '../../src/combat/concentration.ts';
import { PREMADE_REMINDERS, type Reminder } from '../../src/combat/reminder.ts';
import type { EncounterCommand } from '../../src/encounter/commands.ts';
import { createEncounter, type Encounter } from '../../src/encounter/encounter.ts';
import { applyCommand } from '../../src/encounter/reducer.ts';
import { anEntity, anOrc } from '../support/entities.ts';

const context = { at: 0, automate: true };

function step(encounter: Encounter, command: EncounterCommand) {
  const result = applyCommand(encounter, command, context);
  if (!result.ok) throw new Error(result.error);
  return result;
}

const reminded = (reminderKey: string, reminder: Reminder, wizard = {}) =>
  step(
    createEncounter([
      anEntity({ key: 'wizard', name: 'Wizard', maxHp: 40, curHp: 40, ...wizard }),
      anOrc({ key: 'orc', name: 'Orc' }),
    ]),
    { type: 'set-reminder', key: 'wizard', reminderKey, reminder },
  ).encounter;

const firedOn = (encounter: Encounter, command: Omit<Extract<EncounterCommand, { type: 'damage' }>, 'type'>) =>
  step(encounter, { type: 'damage', ...command }).events.filter((event) => event.type === 'reminder');

describe('the concentration save’s DC', () => {
  it('is 10 or half the damage (rounded down), whichever is higher', () => {
    expect([1, 9, 20, 21, 23, 24, 45].map(concentrationSaveDc)).toEqual([10, 10, 10, 10, 11, 12, 22]);
  });

  it('the premade Concentrating says it on damage: 24 damage, DC 12', () => {
    const events = firedOn(reminded('concentrating', PREMADE_REMINDERS.concentrating), {
      target: 'wizard',
      amount: 24,
      by: 'orc',
    });
    expect(events).toEqual([
      expect.objectContaining({ title: 'Concentrating', concentration: { damage: 24, dc: 12 } }),
    ]);
  });

  it('goes by the damage after defenses, and past the hit points left: 60 fire halved is 30, DC 15', () => {
    const encounter = reminded('concentrating', PREMADE_REMINDERS.concentrating, {
      curHp: 12,
      damage_resistances: ['fire'],
    });
    const events = firedOn(encounter, { target: 'wizard', amount: 60, by: 'orc', damageType: 'fire' });
    expect(events[0]).toMatchObject({ concentration: { damage: 30, dc: 15 } });
  });

  it('a GM’s own reminder that speaks of concentration has it; any other damage reminder does not', () => {
    const bless: Reminder = { title: 'Concentration: Bless', trigger: 'damage', action: 'notify' };
    const hex: Reminder = { title: 'Hex', trigger: 'damage', action: 'notify', notify: 'Roll the hex die' };
    expect(isConcentrationReminder('custom-1', bless)).toBe(true);
    expect(isConcentrationReminder('custom-2', hex)).toBe(false);
    const [blessed] = firedOn(reminded('custom-1', bless), { target: 'wizard', amount: 7, by: 'orc' });
    expect(blessed).toMatchObject({ concentration: { damage: 7, dc: 10 } });
    const [hexed] = firedOn(reminded('custom-2', hex), { target: 'wizard', amount: 7, by: 'orc' });
    expect(hexed).toBeDefined();
    expect(hexed).not.toHaveProperty('concentration');
  });
});
