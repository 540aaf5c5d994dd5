import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { BUILD_EXTRA_ITEMS_MAX } from '@skald/contract/character-builder/build-limits';
import type { CharacterBuild } from '@skald/contract/character-builder/build-record';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { listUrl } from '../../../lib/compendium/compendium-api.ts';
import type { ListAnswer, RecordIdentity } from '../../../lib/compendium/records.ts';
import { useApi } from '../../../lib/compendium/use-api.ts';

type Item = CharacterBuild['extraItems'][number];

/** Items added from the compendium besides the class's: a search by name, and the added ones to take off. */
export function ExtraItems({ items, onChange }: { items: Item[]; onChange: (items: Item[]) => void }) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 250);
  const params = new URLSearchParams({ name, limit: '6', fields: 'name' });
  const found = useApi<ListAnswer<RecordIdentity>>(name ? listUrl('items', params) : null);
  const full = items.length >= BUILD_EXTRA_ITEMS_MAX;

  return (
    <Stack gap="xs">
      <TextInput
        label="Add an item from the compendium"
        description={full ? `At most ${BUILD_EXTRA_ITEMS_MAX} added items.` : 'Search the SRD items by name.'}
        placeholder="Rope, potion of healing…"
        disabled={full}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {name && !full && (
        <Stack gap={4} aria-live="polite">
          {(found.data?.results ?? []).length === 0 ? (
            <Text size="sm" c="dimmed">
              {found.loading ? 'Searching…' : `No item matches “${name}”.`}
            </Text>
          ) : (
            found.data?.results.map((item) => (
              <Group key={item.url} justify="space-between" wrap="nowrap">
                <Text size="sm">{item.name}</Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Add ${item.name}`}
                  onClick={() => {
                    onChange([...items, { slug: item.url, name: item.name, count: 1 }]);
                    setSearch('');
                  }}
                >
                  Add
                </Button>
              </Group>
            ))
          )}
        </Stack>
      )}
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the same item may be added twice
        <Group key={`${item.slug}-${index}`} gap="xs" wrap="nowrap">
          <Text size="sm">{item.name}</Text>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={`Take off ${item.name}`}
            onClick={() => onChange(items.filter((_, at) => at !== index))}
          >
            <IconX size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
