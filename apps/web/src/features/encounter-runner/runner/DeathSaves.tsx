import { ActionIcon, Group, Text } from '@mantine/core';
import type { EncounterCommand } from '@skald/rules/encounter/commands';
import { DEATH_SAVE_SLOTS, type DeathSaveResult, type EncounterEntity } from '@skald/rules/encounter/entity';
import { IconCheck, IconX } from '@tabler/icons-react';

const NEXT: Record<'none' | DeathSaveResult, DeathSaveResult | null> = {
  none: 'success',
  success: 'failure',
  failure: null,
};

/** Five death save slots: a click cycles empty, success, failure. */
export function DeathSaves({ entity, apply }: { entity: EncounterEntity; apply(command: EncounterCommand): void }) {
  return (
    <Group gap="xs" role="group" aria-label={`Death saves of ${entity.name}`}>
      <Text size="sm" fw={600}>
        Death saves
      </Text>
      {DEATH_SAVE_SLOTS.map((slot, index) => {
        const result = entity.saves[slot];
        const label = result === 'success' ? 'success' : result === 'failure' ? 'failure' : 'empty';
        return (
          <ActionIcon
            key={slot}
            variant={result ? 'filled' : 'default'}
            color={result === 'failure' ? 'red' : 'green'}
            aria-label={`Death save ${slot}: ${label}`}
            onClick={() => apply({ type: 'set-death-save', key: entity.key, index, result: NEXT[result ?? 'none'] })}
          >
            {result === 'failure' ? <IconX size={16} /> : result === 'success' ? <IconCheck size={16} /> : null}
          </ActionIcon>
        );
      })}
    </Group>
  );
}
