import { Button, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  CHALLENGE_RATING_DETAILS,
  CHALLENGE_RATINGS,
  type ChallengeRating,
} from '@skald/rules/constants/challenge-ratings';
import { ENVIRONMENTS } from '@skald/rules/constants/environments';
import { MONSTER_TYPES } from '@skald/rules/constants/monster-types';
import { SIZES } from '@skald/rules/constants/sizes';
import { sentenceCase } from '../../../lib/labels.ts';
import { type MonsterFilters, NO_FILTERS, SORTS } from './monster-filters.ts';

const options = (ids: readonly string[]) => ids.map((id) => ({ value: id, label: sentenceCase(id) }));
const RATING_OPTIONS = CHALLENGE_RATINGS.map((rating) => ({
  value: String(rating),
  label: CHALLENGE_RATING_DETAILS[rating].label,
}));
const rating = (value: string | null) =>
  value === null ? null : (CHALLENGE_RATINGS.find((cr) => String(cr) === value) ?? null);

interface MonsterFilterControlsProps {
  filters: MonsterFilters;
  onChange(filters: MonsterFilters): void;
  /** The NPC list has no size or environment, and is sorted by name only. */
  npcs: boolean;
  /** Shown only when some monster names an environment. */
  environments: boolean;
}

/** Name, challenge range, type, size, environment and order of the monsters listed. */
export function MonsterFilterControls({ filters, onChange, npcs, environments }: MonsterFilterControlsProps) {
  const set = (change: Partial<MonsterFilters>) => onChange({ ...filters, ...change });
  const ratingSelect = (label: string, value: ChallengeRating | null, key: 'crMin' | 'crMax') => (
    <Select
      label={label}
      placeholder="Any"
      data={RATING_OPTIONS}
      value={value === null ? null : String(value)}
      onChange={(next) => set({ [key]: rating(next) })}
      clearable
      searchable
    />
  );
  return (
    <>
      <TextInput
        label="Search by name"
        placeholder="Goblin, dragon, wolf…"
        value={filters.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
        {ratingSelect('Challenge from', filters.crMin, 'crMin')}
        {ratingSelect('Challenge to', filters.crMax, 'crMax')}
        <MultiSelect
          label="Type"
          placeholder={filters.types.length ? undefined : 'Any'}
          data={options(MONSTER_TYPES)}
          value={filters.types}
          onChange={(types) => set({ types })}
          clearable
        />
        {!npcs && (
          <MultiSelect
            label="Size"
            placeholder={filters.sizes.length ? undefined : 'Any'}
            data={options(SIZES)}
            value={filters.sizes}
            onChange={(sizes) => set({ sizes })}
            clearable
          />
        )}
        {!npcs && environments && (
          <MultiSelect
            label="Environment"
            placeholder={filters.environments.length ? undefined : 'Any'}
            data={options(ENVIRONMENTS)}
            value={filters.environments}
            onChange={(chosen) => set({ environments: chosen })}
            clearable
          />
        )}
        {!npcs && (
          <Select
            label="Sort by"
            data={SORTS.map((sort) => ({ ...sort }))}
            value={filters.sort}
            onChange={(sort) => set({ sort: sort ?? 'name' })}
            allowDeselect={false}
          />
        )}
      </SimpleGrid>
      <Group>
        <Button variant="subtle" size="compact-sm" onClick={() => onChange(NO_FILTERS)}>
          Clear the filters
        </Button>
      </Group>
    </>
  );
}
