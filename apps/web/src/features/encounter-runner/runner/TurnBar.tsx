import { ActionIcon, Box, Button, Group, Kbd, Menu, Text, Title, Tooltip } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { IconCommand, IconDots, IconUserPlus } from '@tabler/icons-react';
import { memo } from 'react';
import type { CombatAction, RunnerContext } from '../actions/combat-action.ts';
import { keyNames } from '../actions/key-binding.ts';
import { addCombatant, openPalette } from '../actions/screen-actions.ts';
import { finishEncounter, nextTurn, previousTurn, startEncounter } from '../actions/turn-actions.ts';
import classes from './Runner.module.css';

interface TurnBarProps {
  encounter: Encounter;
  context: RunnerContext;
  /** Runs an action; it keeps its identity, so the memoised buttons are not redrawn by new handlers. */
  perform(action: CombatAction): void;
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

/** The buttons below are memoised on whether they can run: a change of the round redraws the bar's text, not its tooltips. */
const ActionButton = memo(function ActionButton({
  action,
  enabled,
  perform,
  variant,
  className,
}: {
  action: CombatAction;
  enabled: boolean;
  perform(action: CombatAction): void;
  variant?: string;
  className?: string;
}) {
  const button = (
    <Button className={className} variant={variant ?? 'default'} disabled={!enabled} onClick={() => perform(action)}>
      {action.label}
    </Button>
  );
  if (action.keys.length === 0) return button;
  return <Tooltip label={<KeyNames action={action} />}>{button}</Tooltip>;
});

/** Add combatant in words on a wide screen; an icon on a phone, so the turn buttons keep their row. */
const AddCombatantButton = memo(function AddCombatantButton({
  enabled,
  perform,
}: {
  enabled: boolean;
  perform(action: CombatAction): void;
}) {
  return (
    <>
      <Tooltip label={<KeyNames action={addCombatant} />}>
        <Button variant="default" disabled={!enabled} onClick={() => perform(addCombatant)} visibleFrom="sm">
          {addCombatant.label}
        </Button>
      </Tooltip>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={addCombatant.label}
        disabled={!enabled}
        onClick={() => perform(addCombatant)}
        hiddenFrom="sm"
      >
        <IconUserPlus size={18} stroke={1.6} />
      </ActionIcon>
    </>
  );
});

/** The command palette's button: an icon, named for screen readers, its key in the tooltip. */
const PaletteButton = memo(function PaletteButton({ perform }: { perform(action: CombatAction): void }) {
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
        onClick={() => perform(openPalette)}
      >
        <IconCommand size={18} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
});

/** On a phone, the rarer moves (finish, reset) wait behind one button, so the turn buttons get the row. */
const MoreMenu = memo(function MoreMenu({
  canFinish,
  perform,
  onReset,
}: {
  canFinish: boolean;
  perform(action: CombatAction): void;
  onReset(): void;
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="More encounter actions" hiddenFrom="sm">
          <IconDots size={18} stroke={1.6} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item disabled={!canFinish} onClick={() => perform(finishEncounter)}>
          {finishEncounter.label}
        </Menu.Item>
        <Menu.Item color="red" onClick={onReset}>
          Reset
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});

/** What the bar shows: a change of the fight that leaves all of it alone (a hit) does not redraw the bar. */
function barView({ encounter, context }: Pick<TurnBarProps, 'encounter' | 'context'>) {
  const current = encounter.entities.find((entity) => entity.key === encounter.currentKey);
  return {
    name: encounter.name,
    status: encounter.finished
      ? 'Finished'
      : encounter.round === 0
        ? 'Not started: set initiative, then start'
        : `Round ${encounter.round}, turn ${encounter.turn}${current ? `: ${current.name}` : ''}`,
    started: encounter.round > 0,
    canStart: startEncounter.enabled(context),
    canGoBack: previousTurn.enabled(context),
    canGoOn: nextTurn.enabled(context),
    canFinish: finishEncounter.enabled(context),
    canAdd: addCombatant.enabled(context),
  };
}

function sameView(before: ReturnType<typeof barView>, after: ReturnType<typeof barView>): boolean {
  return (Object.keys(before) as (keyof typeof before)[]).every((key) => before[key] === after[key]);
}

/** The encounter's name, round and turn, and the buttons that move the fight along. */
export const TurnBar = memo(
  function TurnBar({ encounter, context, perform, onReset }: TurnBarProps) {
    const view = barView({ encounter, context });
    return (
      <Group justify="space-between" wrap="wrap" gap="sm">
        {/* The title and the tools share a row that grows, so on a phone the tools sit beside the title. */}
        <Group justify="space-between" wrap="nowrap" gap="sm" style={{ flex: '1 1 auto' }}>
          <div>
            <Title order={1} size="h3">
              {view.name}
            </Title>
            <Text size="sm" c="dimmed" aria-live="polite">
              {view.status}
            </Text>
          </div>
          <Group gap="xs" wrap="nowrap">
            <PaletteButton perform={perform} />
            <AddCombatantButton enabled={view.canAdd} perform={perform} />
          </Group>
        </Group>
        <Group gap="xs" className={classes.turnButtons}>
          {view.started ? (
            <>
              <ActionButton action={previousTurn} enabled={view.canGoBack} perform={perform} />
              <ActionButton
                action={nextTurn}
                enabled={view.canGoOn}
                perform={perform}
                variant="filled"
                className={classes.mainTurnButton}
              />
              <Box visibleFrom="sm">
                <ActionButton action={finishEncounter} enabled={view.canFinish} perform={perform} />
              </Box>
            </>
          ) : (
            <ActionButton
              action={startEncounter}
              enabled={view.canStart}
              perform={perform}
              variant="filled"
              className={classes.mainTurnButton}
            />
          )}
          <Button variant="subtle" color="red" onClick={onReset} visibleFrom="sm">
            Reset
          </Button>
          <MoreMenu canFinish={view.canFinish} perform={perform} onReset={onReset} />
        </Group>
      </Group>
    );
  },
  (before, after) =>
    before.perform === after.perform && before.onReset === after.onReset && sameView(barView(before), barView(after)),
);
