import { reminderText, undefinedVariables } from '@skald/rules/combat/reminder';
import { describe, expect, it } from 'vitest';
import { type CustomReminderForm, checkCustomReminder } from './custom-reminder.ts';

const form = (changes: Partial<CustomReminderForm> = {}): CustomReminderForm => ({
  title: 'Hex',
  trigger: 'timed',
  action: 'notify',
  notify: '[caster] ends the hex on [target]',
  color: 'grape',
  rounds: 3,
  variables: [
    { name: 'caster', value: 'Warlock' },
    { name: 'target', value: 'the Ogre' },
  ],
  ...changes,
});

describe('the custom reminder form', () => {
  it('names the bracketed words that are no variable', () => {
    expect(undefinedVariables('[caster] hits [target] with [spell]', ['caster', 'target'])).toEqual(['spell']);
    expect(undefinedVariables('No brackets here', [])).toEqual([]);
  });

  it('makes a reminder whose text the rules fill in from its variables', () => {
    const checked = checkCustomReminder(form());
    expect(checked).toMatchObject({
      ok: true,
      reminder: { title: 'Hex', trigger: 'timed', rounds: 3, color: 'grape' },
    });
    if (checked.ok) expect(reminderText(checked.reminder)).toBe('Warlock ends the hex on the Ogre');
  });

  it('an undefined variable blocks saving with the spec\u2019s message; a blank title too', () => {
    expect(checkCustomReminder(form({ notify: 'Ends on [victim]', title: ' ' }))).toEqual({
      ok: false,
      errors: { title: 'Title is required', notify: 'The notify text contains undefined variables.' },
    });
  });

  it('ignores blank variable rows and keeps rounds only for timed reminders, 1 to 100', () => {
    const checked = checkCustomReminder(
      form({ trigger: 'damage', notify: 'Save!', variables: [{ name: ' ', value: 'x' }] }),
    );
    expect(checked.ok && checked.reminder).toEqual({
      title: 'Hex',
      trigger: 'damage',
      action: 'notify',
      color: 'grape',
      notify: 'Save!',
    });
    const long = checkCustomReminder(form({ rounds: 500 }));
    expect(long.ok && long.reminder.rounds).toBe(100);
  });
});
