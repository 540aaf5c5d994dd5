import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { REMINDER_LIMITS } from '@skald/contract/library/reminder-fields';
import type { ReminderFormValues } from '@skald/contract/library/reminder-record';
import { IconTrash } from '@tabler/icons-react';

/** The words `[name]` in the notify text stands for: a name and the value it is filled with. */
export function ReminderVariables({ form }: { form: UseFormReturnType<ReminderFormValues> }) {
  const rows = form.values.variables;
  return (
    <Fieldset legend="Variables">
      <Stack gap="xs">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            None yet. A variable such as caster, filled with “the Warlock”, is written [caster] in the text.
          </Text>
        )}
        {rows.map((_row, index) => (
          // Rows have no identity but their place; a removed row shifts the rest, as the GM sees.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label="Name"
              aria-label={`Variable ${index + 1} name`}
              placeholder="caster"
              maxLength={REMINDER_LIMITS.variableName}
              flex={1}
              {...form.getInputProps(`variables.${index}.name`)}
            />
            <TextInput
              label="Value"
              aria-label={`Variable ${index + 1} value`}
              placeholder="the Warlock"
              maxLength={REMINDER_LIMITS.variableValue}
              flex={2}
              {...form.getInputProps(`variables.${index}.value`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={26}
              aria-label={`Remove variable ${index + 1}`}
              onClick={() => form.removeListItem('variables', index)}
            >
              <IconTrash size={18} stroke={1.6} />
            </ActionIcon>
          </Group>
        ))}
        {rows.length < REMINDER_LIMITS.variables && (
          <Button
            variant="subtle"
            size="compact-sm"
            w="fit-content"
            onClick={() => form.insertListItem('variables', { name: '', value: '' })}
          >
            Add variable
          </Button>
        )}
      </Stack>
    </Fieldset>
  );
}
