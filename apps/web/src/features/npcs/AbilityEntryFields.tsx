import { Button, Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ActionFields } from './ActionFields.tsx';
import { blankAction, type NpcAbilityForm } from './npc-form.ts';
import type { NpcSectionProps } from './npc-form-context.ts';

const LIMIT_TYPES = [
  { value: 'day', label: 'Per day' },
  { value: 'turn', label: 'Per turn' },
];

interface AbilityEntryProps extends NpcSectionProps {
  /** The entry's place in the form: `actions.0`. */
  path: string;
  /** "Action 1", the entry's group name. */
  legend: string;
  entry: NpcAbilityForm;
  legendary: boolean;
  onRemove: () => void;
}

/** One trait, action, legendary action or reaction: its text, recharge and limits, and what it rolls. */
export function AbilityEntryFields({ form, path, legend, entry, legendary, onRemove }: AbilityEntryProps) {
  const field = (name: string) => form.getInputProps(`${path}.${name}`);
  return (
    <Fieldset legend={legend} p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <TextInput label="Name" required withAsterisk {...field('name')} />
        <Textarea label="Description" autosize minRows={2} maxRows={10} {...field('desc')} />
        {/* Columns by the room the entry has, not the window's: the creator's form is narrower than the editor's. */}
        <SimpleGrid type="container" cols={{ base: 2, '420px': 3, '640px': legendary ? 6 : 5 }} spacing="xs">
          <TextInput label="Recharge" placeholder="6, 5-6 or rest" {...field('recharge')} />
          <NumberInput label="Uses" min={1} max={99} allowDecimal={false} {...field('limit')} />
          <Select
            label="Uses per"
            placeholder="—"
            data={LIMIT_TYPES}
            clearable
            {...field('limit_type')}
            value={entry.limit_type || null}
            onChange={(per) => form.setFieldValue(`${path}.limit_type`, (per ?? '') as never)}
          />
          <NumberInput label="Reach (ft.)" min={0} max={999} allowDecimal={false} {...field('reach')} />
          <TextInput label="Range (ft.)" placeholder="20 or 20/60" {...field('range')} />
          {legendary && <NumberInput label="Cost" min={1} max={10} allowDecimal={false} {...field('legendary_cost')} />}
        </SimpleGrid>
        {entry.action_list.map((action, index) => (
          <ActionFields
            // biome-ignore lint/suspicious/noArrayIndexKey: controlled inputs follow the form's values, so the place is key enough.
            key={index}
            form={form}
            path={`${path}.action_list.${index}`}
            number={index + 1}
            action={action}
            onRemove={() => form.removeListItem(`${path}.action_list`, index)}
          />
        ))}
        <Group justify="space-between">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden="true" />}
            onClick={() => form.insertListItem(`${path}.action_list`, blankAction())}
          >
            Add attack, save or roll
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onRemove}
          >
            Remove {legend.toLowerCase()}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
