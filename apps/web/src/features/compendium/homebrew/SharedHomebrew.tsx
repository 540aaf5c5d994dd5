import { Badge, Group, Pagination, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  HOMEBREW_KINDS,
  type HomebrewEntry,
  type HomebrewKind,
  homebrewRoutes,
  sharedEntryPath,
} from '@skald/contract/library/homebrew-routes';
import { LIBRARY_PAGE_SIZE, titleCase } from '@skald/contract/library/library-limits';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useRouteQuery } from '../../../lib/api/route-queries.ts';
import { sentenceCase } from '../../../lib/labels.ts';
import { rarityLabel } from '../item/item-text.ts';
import { EmptyBlock, ErrorBlock, LoadingBlock } from '../LoadStates.tsx';
import classes from '../list/ResultRow.module.css';
import { challengeLabel } from '../monster/monster-text.ts';
import { spellLevelLine } from '../spell/spell-text.ts';

const KINDS: Record<HomebrewKind, { label: string; singular: string; plural: string }> = {
  npcs: { label: 'NPCs', singular: 'NPC', plural: 'NPCs' },
  items: { label: 'Items', singular: 'item', plural: 'items' },
  spells: { label: 'Spells', singular: 'spell', plural: 'spells' },
};

/** The line under a shared entry's name: what kind of creature, how rare, which level and school. */
function factsOf(entry: HomebrewEntry): { line?: string; badge?: string } {
  switch (entry.kind) {
    case 'npcs':
      return {
        line: entry.type ? sentenceCase(entry.type) : undefined,
        badge: entry.challenge_rating === null ? undefined : `CR ${challengeLabel(entry.challenge_rating)}`,
      };
    case 'items':
      return { line: rarityLabel(entry.rarity ?? undefined) ?? 'Custom item' };
    case 'spells':
      return {
        line:
          entry.level === null || entry.school === null
            ? undefined
            : spellLevelLine({ level: entry.level, school: entry.school, ritual: false }),
      };
  }
}

function SharedRow({ entry }: { entry: HomebrewEntry }) {
  const { line, badge } = factsOf(entry);
  return (
    <li className={classes.row}>
      <div className={classes.main}>
        <Link to={sharedEntryPath(entry.kind, entry.id)} className={classes.name}>
          {titleCase(entry.name)}
        </Link>
        {line && <div className={classes.meta}>{line}</div>}
      </div>
      {badge && (
        <Badge variant="light" miw={64}>
          {badge}
        </Badge>
      )}
    </li>
  );
}

/** The Homebrew list's second half: NPCs, items and spells game masters chose to share, for anyone to read. */
export function SharedHomebrew() {
  const [kind, setKind] = useState<HomebrewKind>('npcs');
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), 250);
  const [page, setPage] = useState(1);
  const shared = useRouteQuery(homebrewRoutes.list, { query: { kind, name, page } });
  const { singular, plural } = KINDS[kind];
  const pages = Math.max(1, Math.ceil((shared.data?.count ?? 0) / LIBRARY_PAGE_SIZE));

  let body: ReactNode;
  if (shared.isError) {
    body = <ErrorBlock error={shared.error} title="The shared homebrew could not be loaded" onRetry={shared.refetch} />;
  } else if (!shared.data) {
    body = <LoadingBlock label={`Loading shared ${plural}…`} rows={3} />;
  } else if (shared.data.results.length === 0) {
    body = (
      <EmptyBlock title={name ? `No shared ${plural} match “${name}”.` : `No shared ${plural} yet.`}>
        <Text c="dimmed">Tick “Share on the Homebrew list” on one of yours and it appears here for everyone.</Text>
      </EmptyBlock>
    );
  } else {
    body = (
      <ul className={classes.list} aria-label={`Shared ${plural}`}>
        {shared.data.results.map((entry) => (
          <SharedRow key={entry.id} entry={entry} />
        ))}
      </ul>
    );
  }

  return (
    <Stack gap="md" component="section" aria-labelledby="shared-homebrew" mt="xl">
      <Stack gap={4}>
        <Title order={2} id="shared-homebrew">
          Shared by game masters
        </Title>
        <Text c="dimmed">NPCs, items and spells that Skald’s game masters made and chose to share.</Text>
      </Stack>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="Kind of shared homebrew"
          value={kind}
          onChange={(value) => {
            setKind(value as HomebrewKind);
            setPage(1);
          }}
          data={HOMEBREW_KINDS.map((value) => ({ value, label: KINDS[value].label }))}
        />
        <TextInput
          aria-label={`Search shared ${plural}`}
          placeholder={`Search shared ${plural}`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      <Text fz="sm" c="dimmed" role="status" aria-live="polite" mih={20}>
        {shared.data
          ? `${shared.data.count.toLocaleString('en-US')} shared ${shared.data.count === 1 ? singular : plural}${pages > 1 ? `, page ${page} of ${pages}` : ''}`
          : ''}
      </Text>
      {body}
      {pages > 1 && (
        <nav aria-label={`Shared ${plural} pages`}>
          <Group justify="center">
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
              getControlProps={(control) => ({
                'aria-label': { first: 'First page', last: 'Last page', next: 'Next page', previous: 'Previous page' }[
                  control
                ],
              })}
            />
          </Group>
        </nav>
      )}
    </Stack>
  );
}
