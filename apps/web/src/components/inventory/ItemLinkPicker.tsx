import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { LinkedItem } from '@skald/contract/library/campaign-record';
import { itemRoutes } from '@skald/contract/library/item-record';
import { titleCase } from '@skald/contract/library/library-limits';
import { useState } from 'react';
import { useRouteQuery } from '../../lib/api/route-queries.ts';
import { listUrl } from '../../lib/compendium/compendium-api.ts';
import type { ListAnswer, RecordIdentity } from '../../lib/compendium/records.ts';
import { useApi } from '../../lib/compendium/use-api.ts';

export interface ItemChoice {
  link: LinkedItem;
  name: string;
}

/** Finds an item to link by name: the user's custom items first, then the compendium's. */
export function ItemLinkPicker({ onPick }: { onPick: (choice: ItemChoice) => void }) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 250);
  const custom = useRouteQuery(itemRoutes.list, { query: { name } }, name.length > 0);
  const params = new URLSearchParams({ name, limit: '5', fields: 'name' });
  const compendium = useApi<ListAnswer<RecordIdentity>>(name ? listUrl('items', params) : null);
  const choices: ItemChoice[] = [
    ...(custom.data?.results ?? []).slice(0, 5).map((item) => ({
      link: { key: String(item.id), custom: true },
      name: titleCase(String(item.name)),
    })),
    ...(compendium.data?.results ?? []).map((item) => ({ link: { key: item.url, custom: false }, name: item.name })),
  ];

  return (
    <Stack gap="xs">
      <TextInput
        label="Link to an item"
        description="Search your custom items and the compendium."
        placeholder="Longsword, bag of holding…"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {name && (
        <Stack gap={4} aria-live="polite">
          {choices.length === 0 ? (
            <Text size="sm" c="dimmed">
              {custom.isFetching || compendium.loading ? 'Searching…' : `No item matches “${name}”.`}
            </Text>
          ) : (
            choices.map((choice) => (
              <Group key={`${choice.link.custom}-${choice.link.key}`} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {choice.name}{' '}
                  <Text span size="xs" c="dimmed">
                    {choice.link.custom ? 'your item' : 'compendium'}
                  </Text>
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={`Link ${choice.name}`}
                  onClick={() => {
                    onPick(choice);
                    setSearch('');
                  }}
                >
                  Link
                </Button>
              </Group>
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}
