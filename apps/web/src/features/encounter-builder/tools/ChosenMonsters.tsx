import { ActionIcon, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { CHALLENGE_RATING_DETAILS } from '@skald/rules/constants/challenge-ratings';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { MONSTER_COUNT_MAX, type PlannedMonster, plannedXp } from './planned-monsters.ts';
import classes from './ToolsBuilder.module.css';

interface ChosenMonstersProps {
  monsters: PlannedMonster[];
  onCount(monster: PlannedMonster, count: number | string): void;
  onRemove(monster: PlannedMonster): void;
  onClear(): void;
}

const COUNT_RANGE = `From 1 to ${MONSTER_COUNT_MAX}`;

/**
 * How many of one monster. What is typed shows as typed, with the range when it is empty or outside it (the
 * plan keeps its last count, or the nearest allowed); once left, the field shows the count the plan kept.
 */
function MonsterCount({ monster, onCount }: Pick<ChosenMonstersProps, 'onCount'> & { monster: PlannedMonster }) {
  const [typed, setTyped] = useState<number | string | null>(null);
  const inRange = typeof typed === 'number' && Number.isInteger(typed) && typed >= 1 && typed <= MONSTER_COUNT_MAX;
  return (
    <NumberInput
      aria-label={`How many ${monster.name}`}
      min={1}
      max={MONSTER_COUNT_MAX}
      allowDecimal={false}
      value={typed ?? monster.count}
      error={typed !== null && !inRange ? COUNT_RANGE : undefined}
      onChange={(count) => {
        setTyped(count);
        onCount(monster, count);
      }}
      onBlur={() => setTyped(null)}
      size="xs"
    />
  );
}

/** The encounter's monsters: each kind with its challenge, XP and count, which can be changed or removed. */
export function ChosenMonsters({ monsters, onCount, onRemove, onClear }: ChosenMonstersProps) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="chosen-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id="chosen-title">
          Encounter
        </Title>
        {monsters.length > 0 && (
          <Button variant="subtle" color="red" size="compact-sm" onClick={onClear}>
            Remove every monster
          </Button>
        )}
      </Group>
      {monsters.length === 0 ? (
        <Text size="sm" c="dimmed">
          No monsters yet: add some from the list, or make a random encounter.
        </Text>
      ) : (
        <ul className={classes.results} aria-label="Monsters in the encounter">
          {monsters.map((monster) => (
            <li key={`${monster.source}-${monster.ref}`} className={classes.chosen}>
              <div className={classes.name}>
                <Text fw={500}>{monster.name}</Text>
                <Text size="xs" c="dimmed">
                  CR {CHALLENGE_RATING_DETAILS[monster.challengeRating].label} ·{' '}
                  {plannedXp(monster).toLocaleString('en')} XP{monster.source === 'npc' ? ' · your NPC' : ''}
                </Text>
              </div>
              <MonsterCount monster={monster} onCount={onCount} />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${monster.name}`}
                onClick={() => onRemove(monster)}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
