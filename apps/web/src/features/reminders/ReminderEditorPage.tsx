import { Group, NumberInput, Paper, Select, Text, Textarea, TextInput } from '@mantine/core';
import { titleCase } from '@skald/contract/library/library-limits';
import { REMINDER_LIMITS } from '@skald/contract/library/reminder-fields';
import {
  type ReminderFormValues,
  reminderFormSchema,
  reminderFromForm,
  reminderRoutes,
  reminderToForm,
} from '@skald/contract/library/reminder-record';
import { MAX_REMINDER_ROUNDS, reminderText } from '@skald/rules/combat/reminder';
import { useEffect } from 'react';
import { LibraryEditorFrame } from '../../components/library/LibraryEditorFrame.tsx';
import { useLibraryEditor } from '../../components/library/useLibraryEditor.ts';
import { ReminderColourPicker } from '../../components/ReminderColourPicker.tsx';
import { ReminderVariables } from './ReminderVariables.tsx';

const EMPTY: ReminderFormValues = {
  title: '',
  trigger: 'startTurn',
  action: 'notify',
  notify: '',
  color: 'blue',
  rounds: null,
  variables: [],
};

const TRIGGERS = [
  { value: 'damage', label: 'On damage' },
  { value: 'startTurn', label: 'At start of turn' },
  { value: 'timed', label: 'Timed' },
];

const ACTIONS = [
  { value: 'notify', label: 'Notify' },
  { value: 'remove', label: 'Remove' },
];

/** /content/reminders/add-reminder and /content/reminders/{id}: a reminder template, new or edited. */
export function ReminderEditorPage() {
  const editor = useLibraryEditor({
    routes: reminderRoutes,
    blank: EMPTY,
    noun: 'reminder',
    name: (values) => titleCase(values.title),
    toForm: (record) => reminderToForm({ ...record, title: titleCase(record.title) }),
    toBody: reminderFromForm,
    // The form holds variables as rows, which the record keeps as a map.
    schema: reminderFormSchema,
    // The variable check speaks as soon as a bracket closes, as in the runner; the rest once saving is tried.
    formOptions: { validateInputOnChange: ['notify'] },
  });
  const { form } = editor;

  // Naming the missing variable below settles the text's complaint at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the variables asks again.
  useEffect(() => {
    if (form.errors.notify) form.validateField('notify');
  }, [form.values.variables]);

  const { values } = form;
  const timed = values.trigger === 'timed';
  // The text as it will read when it fires, its variables filled in by the rules themselves.
  const preview = values.notify?.trim()
    ? reminderText({
        title: values.title,
        trigger: values.trigger,
        action: values.action,
        notify: values.notify,
        selectedVars: Object.fromEntries(values.variables.map((row) => [row.name.trim(), row.value])),
      })
    : '';

  return (
    <LibraryEditorFrame editor={editor}>
      <TextInput label="Title" required withAsterisk maxLength={100} {...form.getInputProps('title')} />
      <Group gap="sm" align="flex-start" grow preventGrowOverflow={false}>
        <Select
          label="Trigger"
          withAsterisk
          allowDeselect={false}
          data={TRIGGERS}
          {...form.getInputProps('trigger')}
          onChange={(trigger) => {
            form.setFieldValue('trigger', trigger as ReminderFormValues['trigger']);
            if (trigger !== 'timed') form.setFieldValue('rounds', null);
          }}
        />
        {timed && (
          <NumberInput
            label="Rounds"
            withAsterisk
            min={1}
            max={MAX_REMINDER_ROUNDS}
            allowDecimal={false}
            {...form.getInputProps('rounds')}
            value={(values.rounds as number | string | null) ?? ''}
          />
        )}
        <Select label="Action" withAsterisk allowDeselect={false} data={ACTIONS} {...form.getInputProps('action')} />
      </Group>
      <Text size="xs" c="dimmed" mt={-8}>
        {timed
          ? 'A timed reminder counts down at the start of its combatant’s turns and speaks when its rounds run out. '
          : ''}
        {values.action === 'notify'
          ? 'Notify asks you to keep or remove the reminder each time it speaks.'
          : 'Remove takes the reminder off once it has spoken.'}
      </Text>
      <Textarea
        label="Notify text"
        description="What it says when it speaks. Write [name] to fill in one of the variables below."
        autosize
        minRows={2}
        maxLength={REMINDER_LIMITS.notify}
        {...form.getInputProps('notify')}
      />
      <ReminderVariables form={form} />
      {preview && (
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed">
            How it reads
          </Text>
          <Text size="sm">{preview}</Text>
        </Paper>
      )}
      <ReminderColourPicker value={values.color ?? 'blue'} onChange={(color) => form.setFieldValue('color', color)} />
    </LibraryEditorFrame>
  );
}
