import { Badge, Group, Text } from '@mantine/core';
import type { MonsterChoice } from './monster-choices.ts';

/** A search result's name, where it comes from when the GM's NPCs are searched too, and 'CR 1 · 21 HP · AC 17'. */
export function MonsterChoiceLabel({ choice, withSource }: { choice: MonsterChoice; withSource: boolean }) {
  return (
    <div>
      <Group gap={6}>
        <Text fw={500}>{choice.name}</Text>
        {withSource && (
          <Badge size="xs" variant="light" color={choice.source === 'your NPC' ? 'grape' : 'gray'}>
            {choice.source}
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {choice.detail}
      </Text>
    </div>
  );
}
