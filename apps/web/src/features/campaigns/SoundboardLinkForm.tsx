import { Button, Group, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type SoundboardLinkInput, soundboardLinkSchema } from '@skald/contract/library/soundboard';

/** Adds one link to the soundboard: a name, an https address, music or ambience. */
export function SoundboardLinkForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (link: SoundboardLinkInput) => Promise<void>;
}) {
  const form = useForm<SoundboardLinkInput>({
    mode: 'controlled',
    initialValues: { key: crypto.randomUUID(), name: '', url: '', kind: 'music' },
    validate: schemaResolver(soundboardLinkSchema, { sync: true }),
  });
  return (
    <form
      aria-label="Add a link"
      noValidate
      onSubmit={form.onSubmit((values) =>
        onAdd(values)
          .then(() => form.setValues({ key: crypto.randomUUID(), name: '', url: '' }))
          .catch(() => undefined),
      )}
    >
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          <TextInput label="Name" placeholder="Tavern murmur" {...form.getInputProps('name')} />
          <TextInput
            label="Link"
            placeholder="https://www.youtube.com/watch?v=…"
            type="url"
            {...form.getInputProps('url')}
          />
        </SimpleGrid>
        <Group justify="space-between">
          <SegmentedControl
            aria-label="Music or ambience"
            data={[
              { value: 'music', label: 'Music' },
              { value: 'ambience', label: 'Ambience' },
            ]}
            {...form.getInputProps('kind')}
          />
          <Button type="submit" loading={busy}>
            Add link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
