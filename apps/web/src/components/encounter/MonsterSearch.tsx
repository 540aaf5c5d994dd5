import { Button, Group, NumberInput, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { CHALLENGE_RATING_DETAILS } from '@skald/rules/constants/challenge-ratings';
import { mathRandom } from '@skald/rules/dice/random';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { useState } from 'react';
import { entryUrl, getJson, listUrl } from '../../lib/compendium/compendium-api.ts';
import type { ListAnswer, ListRow, MonsterRecord } from '../../lib/compendium/records.ts';
import { useApi } from '../../lib/compendium/use-api.ts';
import { addMonsterCommands, type HitPointMode } from '../../lib/encounter/add-monsters.ts';
import { notifyNegative } from '../../lib/notify.ts';
import classes from './Roster.module.css';

const FIELDS = 'name challenge_rating hit_points hit_dice armor_class type';

interface MonsterSearchProps {
  encounter: Encounter;
  apply(command: EncounterCommand): void;
  /** After a monster was added: the runner's dialog closes. */
  onAdded?(): void;
}

/** Finds monsters in the compendium by name and adds one or more, at average or rolled hit points. */
export function MonsterSearch({ encounter, apply, onAdded }: MonsterSearchProps) {
  const [name, setName] = useState('');
  const [debounced] = useDebouncedValue(name.trim(), 250);
  const [count, setCount] = useState<number | string>(1);
  const [mode, setMode] = useState<HitPointMode>('average');
  const params = new URLSearchParams({ name: debounced, limit: '8', fields: FIELDS });
  const answer = useApi<ListAnswer<ListRow<MonsterRecord>>>(debounced ? listUrl('monsters', params) : null);

  const add = async (row: ListRow<MonsterRecord>) => {
    try {
      const monster = await getJson<MonsterRecord>(entryUrl('monsters', row.url));
      const copies = typeof count === 'number' ? Math.min(20, Math.max(1, count)) : 1;
      const commands = addMonsterCommands(encounter, monster, {
        count: copies,
        mode,
        slug: row.url,
        random: mathRandom,
      });
      for (const command of commands) apply(command);
      onAdded?.();
    } catch (error) {
      notifyNegative(error instanceof Error ? error.message : 'The monster could not be added.');
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby="add-monsters-title">
      <Title order={2} size="h4" id="add-monsters-title">
        Add monsters
      </Title>
      <TextInput
        label="Search the compendium"
        placeholder="Goblin, dragon, wolf…"
        // In the runner's Add combatant dialog the cursor starts here.
        data-autofocus
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <Group gap="sm" align="flex-end">
        <NumberInput label="How many" min={1} max={20} value={count} onChange={setCount} w={110} />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="hit-point-mode">
            Hit points
          </Text>
          <SegmentedControl
            aria-labelledby="hit-point-mode"
            value={mode}
            onChange={(value) => setMode(value as HitPointMode)}
            data={[
              { value: 'average', label: 'Average' },
              { value: 'rolled', label: 'Rolled' },
            ]}
          />
        </Stack>
      </Group>
      {answer.error && <Text c="red">{answer.error.message}</Text>}
      {debounced && answer.data?.results.length === 0 && <Text c="dimmed">No monsters match “{debounced}”.</Text>}
      <ul className={classes.list}>
        {(answer.data ?? answer.previous)?.results.map((row) => (
          <li key={row._id} className={classes.row}>
            <div>
              <Text fw={500}>{row.name}</Text>
              <Text size="xs" c="dimmed">
                {row.challenge_rating === undefined
                  ? ''
                  : `CR ${CHALLENGE_RATING_DETAILS[row.challenge_rating].label} · `}
                {row.hit_points} HP · AC {row.armor_class}
              </Text>
            </div>
            <Button size="compact-sm" variant="light" onClick={() => void add(row)} aria-label={`Add ${row.name}`}>
              Add
            </Button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
