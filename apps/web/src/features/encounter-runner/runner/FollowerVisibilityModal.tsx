import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { type EncounterEntity, makesDeathSaves } from '@skald/rules/encounter/entity';
import type { EntityVisibility } from '@skald/rules/encounter/entity-visibility';
import { useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { setFollowerVisibility } from '../actions/follower-actions.ts';
import { type Choices, choicesOf, FIELD_OPTIONS, SIDE_SETTING, visibilityOf } from './follower-visibility-choices.ts';

interface FollowerVisibilityModalProps {
  entity: EncounterEntity;
  onClose(): void;
  run: RunGesture;
}

/**
 * What followers of the broadcast see of one combatant: each detail the campaign's setting for its side,
 * or its own. Saving is one command (one log line, one undo); "Use the campaign's setting" drops them all.
 */
export function FollowerVisibilityModal({ entity, onClose, run }: FollowerVisibilityModalProps) {
  const [choices, setChoices] = useState<Choices>(() => choicesOf(entity.followerVisibility));
  const fields = FIELD_OPTIONS.filter((field) => field.field !== 'deathSaves' || makesDeathSaves(entity));
  const send = (visibility: Partial<EntityVisibility> | null) => {
    run(setFollowerVisibility, { key: entity.key, visibility });
    onClose();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Visibility for followers: ${entity.name}`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          send(visibilityOf(choices));
        }}
      >
        <Text size="sm" c="dimmed">
          Over the campaign's setting for its side (Share tab). Hidden combatants are never shown.
        </Text>
        <SimpleGrid cols={2} spacing="sm">
          {fields.map(({ field, label, options }) => (
            <NativeSelect
              key={field}
              label={label}
              value={choices[field] ?? SIDE_SETTING}
              data={options}
              onChange={(event) => {
                const choice = event.currentTarget.value;
                setChoices((before) => ({ ...before, [field]: choice }));
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" disabled={!entity.followerVisibility} onClick={() => send(null)}>
            Use the campaign's setting
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
