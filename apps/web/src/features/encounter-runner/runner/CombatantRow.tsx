import { Badge, Checkbox, Group, NumberInput, Text, UnstyledButton } from '@mantine/core';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { effectiveAc } from '@skald/rules/encounter/entity';
import { memo } from 'react';
import type { EncounterSession } from '../session/encounter-session.ts';
import { HealthBar } from './HealthBar.tsx';
import { shownHitPoints, statusWords } from './health.ts';
import classes from './Runner.module.css';
import { useCombatant } from './use-combatant.ts';

/** Each state its own colour, so down, hidden and waiting combatants read apart at a glance. */
const STATE_COLOURS: Record<string, string> = {
  Dead: 'gray',
  Down: 'red',
  Dying: 'red',
  Stable: 'green',
  Hidden: 'violet',
  'Joins next round': 'blue',
};

interface CombatantRowProps {
  session: EncounterSession;
  entityKey: string;
  current: boolean;
  /** Before the fight: Tab goes from initiative to initiative, one row at a time. */
  initiativeStep: boolean;
  targeted: boolean;
  /** Its panel is the one shown (opened from its row, or the current combatant's). */
  opened: boolean;
  onToggleTarget(key: string): void;
  onInitiative(key: string, initiative: number): void;
  onOpen(key: string): void;
}

/**
 * Initiative, typed in before the fight and changed during it (a late roll, a readied action), saved
 * when the field is left; a decimal settles a tie.
 */
const InitiativeCell = memo(function InitiativeCell({
  entityKey,
  name,
  initiative,
  onInitiative,
}: {
  entityKey: string;
  name: string;
  initiative: number;
  onInitiative(key: string, initiative: number): void;
}) {
  return (
    <NumberInput
      // A new value from elsewhere (a roll) starts the field afresh; typing is saved when it is left.
      key={initiative}
      data-initiative
      className={classes.initiativeInput}
      aria-label={`Initiative of ${name}`}
      defaultValue={initiative}
      onBlur={(event) => {
        const typed = Number.parseFloat(event.currentTarget.value);
        const next = Number.isFinite(typed) ? typed : 0;
        if (next !== initiative) onInitiative(entityKey, next);
      }}
      hideControls
      size="xs"
    />
  );
});

const NameAndArmor = memo(function NameAndArmor({
  entityKey,
  name,
  armorClass,
  current,
  opened,
  tabIndex,
  onOpen,
}: {
  entityKey: string;
  name: string;
  armorClass: number;
  current: boolean;
  opened: boolean;
  tabIndex: number | undefined;
  onOpen(key: string): void;
}) {
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <UnstyledButton
        className={classes.openName}
        aria-label={`Open ${name}`}
        aria-pressed={opened}
        tabIndex={tabIndex}
        onClick={() => onOpen(entityKey)}
      >
        {/* A long name takes a second line (the row grows) rather than an ellipsis beside free room. */}
        <Text fw={current ? 700 : 500} lineClamp={2} className={classes.combatantName}>
          {name}
        </Text>
      </UnstyledButton>
      <Text size="xs" c="dimmed" aria-label={`Armor class ${armorClass}`} className={classes.armorClass}>
        AC {armorClass}
      </Text>
    </Group>
  );
});

const TargetBox = memo(function TargetBox({
  entityKey,
  name,
  targeted,
  tabIndex,
  onToggleTarget,
}: {
  entityKey: string;
  name: string;
  targeted: boolean;
  tabIndex: number | undefined;
  onToggleTarget(key: string): void;
}) {
  return (
    <Checkbox
      aria-label={`Target ${name}`}
      checked={targeted}
      tabIndex={tabIndex}
      onChange={() => onToggleTarget(entityKey)}
    />
  );
});

/** The row's state and condition badges: drawn again only when the words or the conditions change. */
const RowBadges = memo(function RowBadges({
  words,
  conditions,
}: {
  words: string;
  conditions: EncounterEntity['conditions'];
}) {
  return (
    <>
      {words !== '' &&
        words.split('|').map((word) => (
          <Badge key={word} size="xs" variant="light" color={STATE_COLOURS[word] ?? 'orange'}>
            {word}
          </Badge>
        ))}
      {Object.entries(conditions).map(([name, state]) => (
        <Badge key={name} size="xs" variant="outline">
          {name}
          {state.level ? ` ${state.level}` : ''}
          {state.rounds ? ` (${state.rounds})` : ''}
        </Badge>
      ))}
    </>
  );
});

/**
 * One combatant in the turn order: initiative, name, health, armor class, states and conditions.
 * Subscribed to its own combatant, so a command redraws only the rows whose combatant changed in what
 * the row shows (the engine keeps the others' objects); of those, only the parts that changed: a hit
 * redraws the health bar and the hit point line, plain elements, and none of the Mantine controls.
 */
export const CombatantRow = memo(function CombatantRow({
  session,
  entityKey,
  current,
  initiativeStep,
  targeted,
  opened,
  onToggleTarget,
  onInitiative,
  onOpen,
}: CombatantRowProps) {
  const entity = useCombatant(session, entityKey);
  // Gone from the fight: the list drops the row in the same redraw.
  if (!entity) return null;
  // The initiative step is for typing initiatives: the name and target box still answer a click.
  const besideInitiative = initiativeStep ? -1 : undefined;
  const hp = shownHitPoints(entity);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name is the row's button for the keyboard; a click anywhere else on the row is the mouse's shortcut to it
    <li
      className={classes.row}
      data-current={current || undefined}
      data-targeted={targeted || undefined}
      data-opened={opened || undefined}
      onClick={(event) => {
        // The initiative field, the target box and the name keep their own clicks.
        if (!(event.target instanceof Element) || event.target.closest('input, button, label')) return;
        onOpen(entity.key);
      }}
    >
      <InitiativeCell
        entityKey={entity.key}
        name={entity.name}
        initiative={entity.initiative}
        onInitiative={onInitiative}
      />
      <div className={classes.rowBody}>
        <NameAndArmor
          entityKey={entity.key}
          name={entity.name}
          armorClass={effectiveAc(entity)}
          current={current}
          opened={opened}
          tabIndex={besideInitiative}
          onOpen={onOpen}
        />
        <HealthBar current={hp.current} max={hp.max} label={`${entity.name} hit points`} />
        <div className={classes.rowStatus}>
          <p className={classes.rowHitPoints}>
            {hp.current}/{hp.max} HP{hp.temp > 0 ? ` +${hp.temp} temp` : ''}
          </p>
          <RowBadges words={statusWords(entity).join('|')} conditions={entity.conditions} />
        </div>
      </div>
      <TargetBox
        entityKey={entity.key}
        name={entity.name}
        targeted={targeted}
        tabIndex={besideInitiative}
        onToggleTarget={onToggleTarget}
      />
    </li>
  );
});
