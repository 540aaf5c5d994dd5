import { Button, Group, NumberInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useState } from 'react';
import type { HitPointMode, MonsterPick } from '../../lib/encounter/add-monsters.ts';
import { notifyNegative } from '../../lib/notify.ts';
import { MonsterChoiceLabel } from './MonsterChoiceLabel.tsx';
import { type MonsterChoice, useMonsterChoices } from './monster-choices.ts';
import classes from './Roster.module.css';

interface MonsterSearchProps {
  /** The stat block chosen and how many copies: the page makes them combatants (one gesture, however many). */
  onAdd(pick: MonsterPick, copies: { count: number; mode: HitPointMode }): void;
  /** After a monster was added: the runner's dialog closes. */
  onAdded?(): void;
  /** Search the user's own NPCs too, listed first (a signed-in page). */
  withLibrary?: boolean;
}

/** Finds monsters by name and adds one or more, at average or rolled hit points, numbered when copies share a name. */
export function MonsterSearch({ onAdd, onAdded, withLibrary = false }: MonsterSearchProps) {
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name.trim(), 250);
  const [count, setCount] = useState<number | string>(1);
  const [mode, setMode] = useState<HitPointMode>('average');
  const { choices, error, settled } = useMonsterChoices(debounced, withLibrary);
  const modeLabel = useId();
  const title = withLibrary ? 'Add NPCs' : 'Add monsters';

  const add = async (choice: MonsterChoice) => {
    try {
      const pick = await choice.pick();
      const copies = typeof count === 'number' ? Math.min(20, Math.max(1, count)) : 1;
      onAdd(pick, { count: copies, mode });
      onAdded?.();
    } catch (failure) {
      notifyNegative(failure instanceof Error ? failure.message : 'The monster could not be added.');
    }
  };

  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <TextInput
        label={withLibrary ? 'Search your NPCs and the compendium' : 'Search the compendium'}
        placeholder="Goblin, dragon, wolf…"
        // In the runner's Add combatant dialog the cursor starts here.
        data-autofocus
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Group gap="sm" align="flex-end">
        <NumberInput label="How many" min={1} max={20} value={count} onChange={setCount} w={110} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={modeLabel}>
            Hit points
          </Text>
          <SegmentedControl
            aria-labelledby={modeLabel}
            value={mode}
            onChange={(value) => setMode(value as HitPointMode)}
            data={[
              { value: 'average', label: 'Average' },
              { value: 'rolled', label: 'Rolled' },
            ]}
          />
        </Stack>
      </Group>
      {error && <Text c="red">{error.message}</Text>}
      {debounced && settled && choices.length === 0 && <Text c="dimmed">No monsters match “{debounced}”.</Text>}
      <ul className={classes.list}>
        {choices.map((choice) => (
          <li key={choice.id} className={classes.row}>
            <MonsterChoiceLabel choice={choice} withSource={withLibrary} />
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => void add(choice)}
              aria-label={`Add ${choice.name}`}
            >
              Add
            </Button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
