import { describe, expect, it } from 'vitest';
import {
  reminderFormSchema,
  reminderFromForm,
  reminderRecordSchema,
  reminderToForm,
} from '../../src/library/reminder-record.ts';

const form = {
  title: 'Hexed',
  trigger: 'startTurn' as const,
  action: 'notify' as const,
  notify: '[caster] keeps the hex on [target]?',
  color: 'grape' as const,
  rounds: 3,
  variables: [
    { name: 'caster', value: 'the Warlock' },
    { name: 'target', value: 'the Ogre' },
  ],
};

describe('the reminder editor’s form', () => {
  it('becomes the record its variables are checked against, and back', () => {
    const record = reminderRecordSchema.parse(reminderFromForm(form));
    expect(record).toMatchObject({ rounds: null, selectedVars: { caster: 'the Warlock', target: 'the Ogre' } });
    expect(reminderToForm(record).variables).toEqual(form.variables);
  });

  it('refuses an undefined variable, a second variable of the same name and a timed reminder without rounds', () => {
    const messages = (values: object) =>
      reminderFormSchema
        .safeParse({ ...form, ...values })
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages({ variables: [{ name: 'caster', value: '' }] })).toEqual([
      ['notify', 'The notify text contains undefined variables.'],
    ]);
    expect(messages({ variables: [...form.variables, { name: 'target', value: 'x' }] })).toEqual([
      ['variables.2.name', 'Each variable needs its own name.'],
    ]);
    expect(messages({ trigger: 'timed', rounds: '' })).toEqual([['rounds', 'Rounds is required']]);
  });
});
