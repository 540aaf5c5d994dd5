import {
  Alert,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
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
import { Link, useNavigate, useParams } from 'react-router';
import { ReminderColourPicker } from '../../components/ReminderColourPicker.tsx';
import { useRouteMutation, useRouteQuery } from '../../lib/api/route-queries.ts';
import { notifyPositive } from '../../lib/notify.ts';
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
  const { id } = useParams();
  const editing = id !== undefined;
  const navigate = useNavigate();
  const stored = useRouteQuery(reminderRoutes.read, { params: { id: id ?? '' } }, editing);
  const create = useRouteMutation(reminderRoutes.create, ['/api/library/reminders']);
  const replace = useRouteMutation(reminderRoutes.replace, ['/api/library/reminders']);
  const form = useForm<ReminderFormValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(reminderFormSchema, { sync: true }),
    // The variable check speaks as soon as a bracket closes, as in the runner; the rest once saving is tried.
    validateInputOnChange: ['notify'],
  });

  const loaded = stored.data;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded record, not on every form change.
  useEffect(() => {
    if (!loaded) return;
    const { id: _id, created: _created, updated: _updated, ...record } = loaded;
    form.setValues(reminderToForm({ ...record, title: titleCase(record.title) }));
    form.resetDirty();
  }, [loaded]);

  // Naming the missing variable below settles the text's complaint at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the variables asks again.
  useEffect(() => {
    if (form.errors.notify) form.validateField('notify');
  }, [form.values.variables]);

  const saving = create.isPending || replace.isPending;
  const failure = create.error ?? replace.error;
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

  async function save(typed: ReminderFormValues) {
    const body = reminderFromForm(typed);
    const reminder = editing ? await replace.mutateAsync({ params: { id }, body }) : await create.mutateAsync({ body });
    notifyPositive(`${titleCase(reminder.title)} was saved.`);
    navigate('/content/reminders');
  }

  if (editing && stored.isError) {
    return (
      <Container size="sm" py="lg">
        <Alert color="red" role="alert" title="This reminder could not be opened">
          {stored.error.message}
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="sm" py="lg">
      <form onSubmit={form.onSubmit((typed) => save(typed).catch(() => undefined))} noValidate>
        <Stack gap="md">
          <Title order={1}>{editing ? `Edit ${titleCase(values.title || 'reminder')}` : 'Add reminder'}</Title>
          {failure && (
            <Alert color="red" role="alert">
              {failure.message}
            </Alert>
          )}
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
            <Select
              label="Action"
              withAsterisk
              allowDeselect={false}
              data={ACTIONS}
              {...form.getInputProps('action')}
            />
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
          <ReminderColourPicker
            value={values.color ?? 'blue'}
            onChange={(color) => form.setFieldValue('color', color)}
          />
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/content/reminders">
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={editing && !loaded}>
              Save reminder
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
