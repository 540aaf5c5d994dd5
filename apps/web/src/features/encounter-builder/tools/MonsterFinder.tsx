import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  Pagination,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { MonsterFilterControls } from './MonsterFilterControls.tsx';
import type { MonsterFilters } from './monster-filters.ts';
import { MONSTER_COUNT_MAX, type PlannedMonster } from './planned-monsters.ts';
import classes from './ToolsBuilder.module.css';
import { type MonsterSource, useEnvironmentsKnown, useMonsterResults } from './use-monster-results.ts';

interface MonsterFinderProps {
  filters: MonsterFilters;
  onFiltersChange(filters: MonsterFilters): void;
  /** Signed in: the user's own NPCs can be listed instead of the compendium (`source` 'npc'). */
  withNpcs: boolean;
  source: MonsterSource;
  onSourceChange(source: MonsterSource): void;
  onAdd(monster: Omit<PlannedMonster, 'count'>, count: number): void;
  /** Shown beside the count: the random encounter, which draws from these filters. */
  beside?: ReactNode;
}

/** Finds monsters by name, challenge range, type, size and environment, and adds them to the encounter. */
export function MonsterFinder(props: MonsterFinderProps) {
  const { filters, withNpcs, source, onAdd } = props;
  const [page, setPage] = useState(1);
  const [count, setCount] = useState<number | string>(1);
  const [name] = useDebouncedValue(filters.name, 250);
  const results = useMonsterResults(source, { ...filters, name }, page);
  const environments = useEnvironmentsKnown();
  const copies = typeof count === 'number' ? Math.min(MONSTER_COUNT_MAX, Math.max(1, Math.round(count))) : 1;

  const change = (next: MonsterFilters) => {
    props.onFiltersChange(next);
    setPage(1);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="finder-title">
      <Title order={2} size="h4" id="finder-title">
        Monsters
      </Title>
      {withNpcs && (
        <SegmentedControl
          aria-label="Monsters from"
          value={source}
          onChange={(value) => {
            props.onSourceChange(value as MonsterSource);
            setPage(1);
          }}
          data={[
            { value: 'srd', label: 'Compendium' },
            { value: 'npc', label: 'Your NPCs' },
          ]}
        />
      )}
      <MonsterFilterControls filters={filters} onChange={change} npcs={source === 'npc'} environments={environments} />
      <Group gap="sm" align="flex-end" justify="space-between">
        <NumberInput
          label="How many to add"
          min={1}
          max={MONSTER_COUNT_MAX}
          value={count}
          onChange={setCount}
          w={140}
        />
        {props.beside}
      </Group>
      {results.loading && <Loader size="sm" aria-label="Loading monsters" />}
      {results.error && (
        <Alert color="red" title="The monsters could not be listed">
          <Group justify="space-between">
            <Text size="sm">{results.error.message}</Text>
            <Button size="compact-sm" variant="light" color="red" onClick={results.retry}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {!results.loading && !results.error && results.monsters.length === 0 && (
        <Text c="dimmed" size="sm">
          No monsters match these filters.
        </Text>
      )}
      <ul className={classes.results} aria-label="Monsters found">
        {results.monsters.map((monster) => (
          <li key={`${monster.source}-${monster.ref}`} className={classes.result}>
            <div className={classes.name}>
              <Text fw={500}>{monster.name}</Text>
              <Text size="xs" c="dimmed">
                {monster.detail}
              </Text>
            </div>
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Add ${copies === 1 ? '' : `${copies} × `}${monster.name}`}
              onClick={() => {
                const { detail: _detail, ...planned } = monster;
                onAdd(planned, copies);
              }}
            >
              Add
            </Button>
          </li>
        ))}
      </ul>
      {results.pages > 1 && (
        <Pagination
          total={results.pages}
          value={page}
          onChange={setPage}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
        />
      )}
    </Stack>
  );
}
