import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { mathRandom } from '@skald/rules/dice/random';
import { createEntity, type EncounterEntity } from '@skald/rules/encounter/entity';
import { useState } from 'react';
import { newKey } from '../../../lib/encounter/add-monsters.ts';

const whole = (value: number | string, min: number, max: number) =>
  typeof value === 'number' ? Math.min(max, Math.max(min, Math.trunc(value))) : min;

interface AddPlayerFormProps {
  /** The player made from the form; the page adds it. */
  onAdd(entity: EncounterEntity): void;
  /** In a running fight the player comes with their initiative roll. */
  withInitiative?: boolean;
  onAdded?(): void;
}

/** A player joins with a name, maximum hit points, armor class and level (and initiative, mid-fight). */
export function AddPlayerForm({ onAdd, withInitiative = false, onAdded }: AddPlayerFormProps) {
  const [name, setName] = useState('');
  const [maxHp, setMaxHp] = useState<number | string>(20);
  const [ac, setAc] = useState<number | string>(14);
  const [level, setLevel] = useState<number | string>(4);
  const [initiative, setInitiative] = useState<number | string>(10);
  return (
    <Stack
      gap="xs"
      component="form"
      aria-labelledby="add-player-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        const entity = createEntity({
          key: newKey('player', mathRandom),
          name: name.trim(),
          entityType: 'player',
          maxHp: whole(maxHp, 1, 999),
          ac: whole(ac, 1, 99),
          level: whole(level, 1, 20),
          ...(withInitiative ? { initiative: whole(initiative, -10, 50) } : {}),
        });
        onAdd(entity);
        setName('');
        onAdded?.();
      }}
    >
      <Title order={2} size="h4" id="add-player-title">
        Add a player
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={100}
        />
        <NumberInput label="Hit points" min={1} max={999} value={maxHp} onChange={setMaxHp} w={100} />
        <NumberInput label="Armor class" min={1} max={99} value={ac} onChange={setAc} w={100} />
        <NumberInput label="Level" min={1} max={20} value={level} onChange={setLevel} w={80} />
        {withInitiative && (
          <NumberInput label="Initiative" min={-10} max={50} value={initiative} onChange={setInitiative} w={100} />
        )}
        <Button type="submit" variant="light">
          Add player
        </Button>
      </Group>
    </Stack>
  );
}
