import { Button, Group, MultiSelect, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { CompendiumKind } from '@skald/contract/compendium-kinds';
import { CHALLENGE_RATINGS, type ChallengeRating } from '@skald/rules/constants/challenge-ratings';
import { IconSearch, IconX } from '@tabler/icons-react';
import { KIND_DETAILS } from '../kinds.ts';
import { challengeRatingOptions, filterOptions } from './filter-options.ts';
import { hasChallengeRange, isFiltered, type ListFilters, MULTI_FILTERS, SORT_OPTIONS } from './list-filters.ts';

interface ListFilterControlsProps {
  kind: CompendiumKind;
  filters: ListFilters;
  /** What the search box shows, which runs ahead of `filters.name` until the typing pauses. */
  nameInput: string;
  onNameInput(value: string): void;
  /** One filter changed; the page merges it into the address as it is at that moment. */
  onChange(change: Partial<ListFilters>): void;
  onClear(): void;
  /** Homebrew lists only search by name. */
  nameOnly?: boolean;
}

function ratingFrom(value: string | null): ChallengeRating | undefined {
  if (value === null) return undefined;
  return CHALLENGE_RATINGS.find((rating) => String(rating) === value);
}

/** The search box and the kind's filters; each change starts again from the first page. */
export function ListFilterControls({
  kind,
  filters,
  nameInput,
  onNameInput,
  onChange,
  onClear,
  nameOnly,
}: ListFilterControlsProps) {
  const plural = KIND_DETAILS[kind].plural.toLowerCase();
  const change = (next: Partial<ListFilters>) => onChange({ ...next, page: 1 });
  const specs = nameOnly ? [] : MULTI_FILTERS[kind];
  const range = !nameOnly && hasChallengeRange(kind);
  const sorts = nameOnly ? [] : SORT_OPTIONS[kind];
  const controlCount = specs.length + (range ? 2 : 0) + (sorts.length ? 1 : 0);
  const filtered = isFiltered(filters) || nameInput.trim() !== '';

  return (
    <search aria-label={`Search and filter ${plural}`}>
      <form
        aria-label={`Search and filter ${plural}`}
        onSubmit={(event) => {
          event.preventDefault();
          change({ name: nameInput.trim() });
        }}
      >
        <TextInput
          label={`Search ${plural} by name`}
          placeholder={kind === 'monsters' ? 'goblin, dragon…' : 'Name contains…'}
          value={nameInput}
          onChange={(event) => onNameInput(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          type="search"
          autoComplete="off"
          mb="sm"
        />
        {(specs.length > 0 || range || sorts.length > 0) && (
          <SimpleGrid cols={{ base: 2, sm: controlCount <= 4 ? controlCount : 3 }} spacing="sm" mb="sm">
            {specs.map((spec) => (
              <MultiSelect
                key={spec.key}
                label={spec.label}
                placeholder={filters.multi[spec.key]?.length ? undefined : 'Any'}
                data={filterOptions[spec.key]}
                value={filters.multi[spec.key] ?? []}
                onChange={(values) => change({ multi: { [spec.key]: values } })}
                clearable
                clearButtonProps={{ 'aria-label': `Clear ${spec.label.toLowerCase()}` }}
                hidePickedOptions
                comboboxProps={{ withinPortal: true }}
              />
            ))}
            {range && (
              <>
                <Select
                  label="Lowest challenge"
                  placeholder="Any"
                  data={challengeRatingOptions}
                  value={filters.crMin === undefined ? null : String(filters.crMin)}
                  onChange={(value) => change({ crMin: ratingFrom(value) })}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear lowest challenge' }}
                />
                <Select
                  label="Highest challenge"
                  placeholder="Any"
                  data={challengeRatingOptions}
                  value={filters.crMax === undefined ? null : String(filters.crMax)}
                  onChange={(value) => change({ crMax: ratingFrom(value) })}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear highest challenge' }}
                />
              </>
            )}
            {sorts.length > 0 && (
              <Select
                label="Order"
                data={[...sorts]}
                value={filters.sort ?? sorts[0]?.value ?? null}
                onChange={(value) => change({ sort: value === sorts[0]?.value ? undefined : (value ?? undefined) })}
                allowDeselect={false}
              />
            )}
          </SimpleGrid>
        )}
        {filtered && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconX size={14} aria-hidden="true" />}
              onClick={() => {
                onNameInput('');
                onClear();
              }}
            >
              Clear search and filters
            </Button>
          </Group>
        )}
      </form>
    </search>
  );
}
