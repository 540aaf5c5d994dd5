import { ActionIcon, Group, Text } from '@mantine/core';
import { DEATH_SAVE_SLOTS, type DeathSaveResult, type EncounterEntity } from '@skald/rules/encounter/entity';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { RunGesture } from '../actions/combat-action.ts';
import { setDeathSave } from '../actions/combatant-actions.ts';

const NEXT: Record<'none' | DeathSaveResult, DeathSaveResult | null> = {
  none: 'success',
  success: 'failure',
  failure: null,
};

/** Five death save slots: a click cycles empty, success, failure. */
export function DeathSaves({ entity, run }: { entity: EncounterEntity; run: RunGesture }) {
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
            onClick={() => run(setDeathSave, { key: entity.key, index, result: NEXT[result ?? 'none'] })}
          >
            {result === 'failure' ? <IconX size={16} /> : result === 'success' ? <IconCheck size={16} /> : null}
          </ActionIcon>
        );
      })}
    </Group>
  );
}
