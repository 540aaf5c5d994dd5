import { Stack, Text, TextInput } from '@mantine/core';
import type { EncounterEditor } from './use-encounter-form.ts';

/** The encounter's name, and where it stands. */
export function GeneralTab({ editor }: { editor: EncounterEditor }) {
  const { form, loaded } = editor;
  return (
    <Stack gap="sm" maw={480}>
      <TextInput label="Name" required withAsterisk {...form.getInputProps('name')} />
      {loaded && (
        <Text size="sm" c="dimmed">
          {loaded.encounter.finished
            ? 'Finished.'
            : loaded.encounter.round > 0
              ? `Under way: round ${loaded.encounter.round}.`
              : 'Not started yet.'}{' '}
          Made {new Date(loaded.timestamp).toLocaleDateString('en', { dateStyle: 'medium' })}.
        </Text>
      )}
    </Stack>
  );
}
