import { Alert, Anchor, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { RecordIdentity } from '../../../lib/compendium/records.ts';
import { useOnline } from '../../../lib/use-online.ts';
import { NAME_SEARCH_DELAY_MS } from '../list/list-filters.ts';
import { OFFLINE_SEARCH_NOTE } from '../offline-words.ts';
import { DrawerEntry } from './DrawerEntry.tsx';
import { DrawerKindResults } from './DrawerKindResults.tsx';
import { DRAWER_KINDS, type DrawerKind } from './drawer-search.ts';

/** The header's compendium search: one box through monsters, spells, items and conditions at once. */
export default function CompendiumDrawer() {
  return <CompendiumSearch focusOnOpen />;
}

/**
 * The compendium search itself. On a page (the DM screen's panel) `focusOnOpen` is false: the box does not
 * take the focus when the page loads, only when coming back from an entry.
 */
export function CompendiumSearch({ focusOnOpen }: { focusOnOpen: boolean }) {
  const [query, setQuery] = useState('');
  const [name] = useDebouncedValue(query.trim(), NAME_SEARCH_DELAY_MS);
  const [opened, setOpened] = useState<{ kind: DrawerKind; entry: RecordIdentity } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const online = useOnline();
  // The content loads after the drawer opened, too late for its focus trap: the box takes focus itself,
  // on opening and on coming back from an entry.
  const opening = useRef(true);
  useEffect(() => {
    const first = opening.current;
    opening.current = false;
    if (!opened && (focusOnOpen || !first)) input.current?.focus();
  }, [opened, focusOnOpen]);

  if (opened) return <DrawerEntry kind={opened.kind} entry={opened.entry} onBack={() => setOpened(null)} />;

  return (
    <Stack gap="md">
      <search aria-label="Search the compendium">
        <form onSubmit={(event) => event.preventDefault()}>
          <TextInput
            label="Search monsters, spells, items and conditions"
            placeholder="fireball, goblin, rope…"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            type="search"
            autoComplete="off"
            ref={input}
          />
        </form>
      </search>
      {!online && (
        <Alert color="yellow" variant="light" role="status" icon={<IconWifiOff aria-hidden="true" />}>
          {OFFLINE_SEARCH_NOTE}
        </Alert>
      )}
      {name === '' ? (
        <Text c="dimmed" fz="sm">
          Type a name to search. Or browse the{' '}
          <Anchor component={Link} to="/compendium" underline="always">
            whole compendium
          </Anchor>
          .
        </Text>
      ) : (
        <div>
          {DRAWER_KINDS.map((kind) => (
            <DrawerKindResults
              key={kind}
              kind={kind}
              name={name}
              onOpen={(k, entry) => setOpened({ kind: k, entry })}
            />
          ))}
        </div>
      )}
    </Stack>
  );
}
