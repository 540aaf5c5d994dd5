import { Button, Group, Kbd, Text, Title, Tooltip } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import type { CombatAction, RunnerContext } from '../actions/combat-action.ts';
import { keyNames } from '../actions/key-binding.ts';
import { finishEncounter, nextTurn, previousTurn, startEncounter } from '../actions/turn-actions.ts';

interface TurnBarProps {
  encounter: Encounter;
  context: RunnerContext;
  onReset(): void;
}

function ActionButton({
  action,
  context,
  variant,
}: {
  action: CombatAction;
  context: RunnerContext;
  variant?: string;
}) {
  const keys = action.keys[0];
  const button = (
    <Button variant={variant ?? 'default'} disabled={!action.enabled(context)} onClick={() => action.perform(context)}>
      {action.label}
    </Button>
  );
  if (!keys) return button;
  return (
    <Tooltip
      label={
        <Group gap={4}>
          {keyNames(keys).map((name) => (
            <Kbd key={name} size="xs">
              {name}
            </Kbd>
          ))}
        </Group>
      }
    >
      {button}
    </Tooltip>
  );
}

/** The encounter's name, round and turn, and the buttons that move the fight along. */
export function TurnBar({ encounter, context, onReset }: TurnBarProps) {
  const current = encounter.entities.find((entity) => entity.key === encounter.currentKey);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <div>
        <Title order={1} size="h3">
          {encounter.name}
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite">
          {encounter.finished
            ? 'Finished'
            : encounter.round === 0
              ? 'Not started: set initiative, then start'
              : `Round ${encounter.round}, turn ${encounter.turn}${current ? `: ${current.name}` : ''}`}
        </Text>
      </div>
      <Group gap="xs">
        {encounter.round === 0 ? (
          <ActionButton action={startEncounter} context={context} variant="filled" />
        ) : (
          <>
            <ActionButton action={previousTurn} context={context} />
            <ActionButton action={nextTurn} context={context} variant="filled" />
            <ActionButton action={finishEncounter} context={context} />
          </>
        )}
        <Button variant="subtle" color="red" onClick={onReset}>
          Reset
        </Button>
      </Group>
    </Group>
  );
}
