import { ActionIcon, Box, Button, Group, Kbd, Menu, Text, Title, Tooltip } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { IconCommand, IconDots, IconUserPlus } from '@tabler/icons-react';
import type { CombatAction, RunnerContext } from '../actions/combat-action.ts';
import { keyNames } from '../actions/key-binding.ts';
import { addCombatant, openPalette } from '../actions/screen-actions.ts';
import { finishEncounter, nextTurn, previousTurn, startEncounter } from '../actions/turn-actions.ts';
import classes from './Runner.module.css';

interface TurnBarProps {
  encounter: Encounter;
  context: RunnerContext;
  onReset(): void;
}

function KeyNames({ action }: { action: CombatAction }) {
  const keys = action.keys[0];
  if (!keys) return null;
  return (
    <Group gap={4}>
      {keyNames(keys).map((name) => (
        <Kbd key={name} size="xs">
          {name}
        </Kbd>
      ))}
    </Group>
  );
}

function ActionButton({
  action,
  context,
  variant,
  className,
}: {
  action: CombatAction;
  context: RunnerContext;
  variant?: string;
  className?: string;
}) {
  const button = (
    <Button
      className={className}
      variant={variant ?? 'default'}
      disabled={!action.enabled(context)}
      onClick={() => action.perform(context)}
    >
      {action.label}
    </Button>
  );
  if (action.keys.length === 0) return button;
  return <Tooltip label={<KeyNames action={action} />}>{button}</Tooltip>;
}

/** Add combatant in words on a wide screen; an icon on a phone, so the turn buttons keep their row. */
function AddCombatantButton({ context }: { context: RunnerContext }) {
  return (
    <>
      <Tooltip label={<KeyNames action={addCombatant} />}>
        <Button
          variant="default"
          disabled={!addCombatant.enabled(context)}
          onClick={() => addCombatant.perform(context)}
          visibleFrom="sm"
        >
          {addCombatant.label}
        </Button>
      </Tooltip>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={addCombatant.label}
        disabled={!addCombatant.enabled(context)}
        onClick={() => addCombatant.perform(context)}
        hiddenFrom="sm"
      >
        <IconUserPlus size={18} stroke={1.6} />
      </ActionIcon>
    </>
  );
}

/** The command palette's button: an icon, named for screen readers, its key in the tooltip. */
function PaletteButton({ context }: { context: RunnerContext }) {
  return (
    <Tooltip
      label={
        <Group gap={6}>
          {openPalette.label} <KeyNames action={openPalette} />
        </Group>
      }
    >
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`${openPalette.label} (Ctrl+K)`}
        onClick={() => openPalette.perform(context)}
      >
        <IconCommand size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}

/** On a phone, the rarer moves (finish, reset) wait behind one button, so the turn buttons get the row. */
function MoreMenu({ context, onReset }: { context: RunnerContext; onReset(): void }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="More encounter actions" hiddenFrom="sm">
          <IconDots size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={!finishEncounter.enabled(context)} onClick={() => finishEncounter.perform(context)}>
          {finishEncounter.label}
        </Menu.Item>
        <Menu.Item color="red" onClick={onReset}>
          Reset
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The encounter's name, round and turn, and the buttons that move the fight along. */
export function TurnBar({ encounter, context, onReset }: TurnBarProps) {
  const current = encounter.entities.find((entity) => entity.key === encounter.currentKey);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {/* The title and the tools share a row that grows, so on a phone the tools sit beside the title. */}
      <Group justify="space-between" wrap="nowrap" gap="sm" style={{ flex: '1 1 auto' }}>
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
        <Group gap="xs" wrap="nowrap">
          <PaletteButton context={context} />
          <AddCombatantButton context={context} />
        </Group>
      </Group>
      <Group gap="xs" className={classes.turnButtons}>
        {encounter.round === 0 ? (
          <ActionButton action={startEncounter} context={context} variant="filled" className={classes.mainTurnButton} />
        ) : (
          <>
            <ActionButton action={previousTurn} context={context} />
            <ActionButton action={nextTurn} context={context} variant="filled" className={classes.mainTurnButton} />
            <Box visibleFrom="sm">
              <ActionButton action={finishEncounter} context={context} />
            </Box>
          </>
        )}
        <Button variant="subtle" color="red" onClick={onReset} visibleFrom="sm">
          Reset
        </Button>
        <MoreMenu context={context} onReset={onReset} />
      </Group>
    </Group>
  );
}
