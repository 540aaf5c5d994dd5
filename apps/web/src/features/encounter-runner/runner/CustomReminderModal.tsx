import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { MAX_REMINDER_ROUNDS, type Reminder } from '@skald/rules/combat/reminder';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ReminderColourPicker } from '../../../components/ReminderColourPicker.tsx';
import { type CustomReminderForm, checkCustomReminder } from './custom-reminder.ts';

const EMPTY: CustomReminderForm = {
  title: '',
  trigger: 'startTurn',
  action: 'notify',
  notify: '',
  color: 'blue',
  rounds: 1,
  variables: [],
};

interface CustomReminderModalProps {
  opened: boolean;
  /** How many targets it will be set on, for the dialog to say so. */
  targetCount: number;
  onClose(): void;
  onSave(reminder: Reminder): void;
}

/** A reminder of the GM's own: when it speaks, what it says (with [variables]), its colour. */
export function CustomReminderModal({ opened, targetCount, onClose, onSave }: CustomReminderModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Custom reminder"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted afresh each time: a new reminder starts from a blank form. */}
      {opened && (
        <ReminderForm
          targetCount={targetCount}
          onSave={(reminder) => {
            onSave(reminder);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

function ReminderForm({ targetCount, onSave }: { targetCount: number; onSave(reminder: Reminder): void }) {
  const [form, setForm] = useState<CustomReminderForm>(EMPTY);
  const [tried, setTried] = useState(false);
  const checked = checkCustomReminder(form);
  // The variable check speaks as soon as a bracket closes; a blank title only once saving is tried.
  const errors: Partial<Record<'title' | 'notify', string>> = checked.ok
    ? {}
    : { notify: checked.errors.notify, ...(tried ? { title: checked.errors.title } : {}) };
  const change = (changes: Partial<CustomReminderForm>) => setForm((typed) => ({ ...typed, ...changes }));
  const changeVariable = (index: number, changes: Partial<{ name: string; value: string }>) =>
    change({ variables: form.variables.map((row, at) => (at === index ? { ...row, ...changes } : row)) });

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (checked.ok) onSave(checked.reminder);
      }}
    >
      <TextInput
        label="Title"
        withAsterisk
        maxLength={100}
        value={form.title}
        error={errors.title}
        onChange={(event) => change({ title: event.currentTarget.value })}
        data-autofocus
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Trigger"
          allowDeselect={false}
          data={[
            { value: 'damage', label: 'On damage' },
            { value: 'startTurn', label: 'At start of turn' },
            { value: 'timed', label: 'Timed' },
          ]}
          value={form.trigger}
          onChange={(value) => value && change({ trigger: value as CustomReminderForm['trigger'] })}
          w={170}
        />
        {form.trigger === 'timed' && (
          <NumberInput
            label="Rounds"
            min={1}
            max={MAX_REMINDER_ROUNDS}
            value={form.rounds}
            onChange={(rounds) => change({ rounds })}
            w={100}
          />
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="custom-reminder-action">
            Action
          </Text>
          <SegmentedControl
            aria-labelledby="custom-reminder-action"
            value={form.action}
            onChange={(value) => change({ action: value as CustomReminderForm['action'] })}
            data={[
              { value: 'notify', label: 'Notify' },
              { value: 'remove', label: 'Remove' },
            ]}
          />
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" mt={-6}>
        {form.action === 'notify'
          ? 'Notify asks you to keep or remove the reminder each time it speaks.'
          : 'Remove takes the reminder off once it has spoken.'}
      </Text>
      <Textarea
        label="Notify text"
        description="Write [name] to fill in a variable below."
        autosize
        minRows={2}
        maxLength={500}
        value={form.notify}
        error={errors.notify}
        onChange={(event) => change({ notify: event.currentTarget.value })}
      />
      <Fieldset legend="Variables" variant="unstyled">
        <Stack gap={6}>
          {form.variables.map((row, index) => (
            // Rows have no identity but their place; a removed row shifts the rest, as the GM sees.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                label="Name"
                aria-label={`Variable ${index + 1} name`}
                placeholder="target"
                value={row.name}
                onChange={(event) => changeVariable(index, { name: event.currentTarget.value })}
                maxLength={40}
                flex={1}
              />
              <TextInput
                label="Value"
                aria-label={`Variable ${index + 1} value`}
                placeholder="the Ogre"
                value={row.value}
                onChange={(event) => changeVariable(index, { value: event.currentTarget.value })}
                maxLength={100}
                flex={2}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove variable ${index + 1}`}
                onClick={() => change({ variables: form.variables.filter((_, at) => at !== index) })}
              >
                <IconTrash size={18} stroke={1.6} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => change({ variables: [...form.variables, { name: '', value: '' }] })}
          >
            Add variable
          </Button>
        </Stack>
      </Fieldset>
      <ReminderColourPicker value={form.color} onChange={(color) => change({ color })} />
      <Group justify="space-between" mt="xs">
        <Text size="sm" c="dimmed">
          For {targetCount === 1 ? 'the picked target' : `the ${targetCount} picked targets`}
        </Text>
        <Button type="submit">Save reminder</Button>
      </Group>
    </Stack>
  );
}
