import { Badge, Checkbox, Group, NumberInput, Progress, Text, UnstyledButton } from '@mantine/core';
import type { EncounterEntity } from '@skald/rules/encounter/entity';
import { effectiveAc } from '@skald/rules/encounter/entity';
import { memo } from 'react';
import { healthColor, shownHitPoints, statusWords } from './health.ts';
import classes from './Runner.module.css';
import { sameButMeters } from './shown-entity.ts';

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
  entity: EncounterEntity;
  current: boolean;
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
  onOpen,
}: {
  entityKey: string;
  name: string;
  armorClass: number;
  current: boolean;
  opened: boolean;
  onOpen(key: string): void;
}) {
  return (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <UnstyledButton
        className={classes.openName}
        aria-label={`Open ${name}`}
        aria-pressed={opened}
        onClick={() => onOpen(entityKey)}
      >
        <Text fw={current ? 700 : 500} truncate>
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
  onToggleTarget,
}: {
  entityKey: string;
  name: string;
  targeted: boolean;
  onToggleTarget(key: string): void;
}) {
  return <Checkbox aria-label={`Target ${name}`} checked={targeted} onChange={() => onToggleTarget(entityKey)} />;
});

/**
 * One combatant in the turn order: initiative, name, health, armor class, states and conditions.
 * Memoised: a change redraws only the rows whose combatant changed (the engine keeps the others'
 * objects) in what the row shows, and of those only the parts that changed: a hit redraws the health.
 */
export const CombatantRow = memo(
  function CombatantRow({
    entity,
    current,
    targeted,
    opened,
    onToggleTarget,
    onInitiative,
    onOpen,
  }: CombatantRowProps) {
    const hp = shownHitPoints(entity);
    const conditions = Object.entries(entity.conditions);
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
            onOpen={onOpen}
          />
          <Progress
            value={hp.max > 0 ? (100 * hp.current) / hp.max : 0}
            color={healthColor(hp.current, hp.max)}
            size="sm"
            aria-label={`${entity.name} hit points`}
          />
          <Group gap={4} mt={2} wrap="wrap">
            <Text size="xs" c="dimmed">
              {hp.current}/{hp.max} HP{hp.temp > 0 ? ` +${hp.temp} temp` : ''}
            </Text>
            {statusWords(entity).map((word) => (
              <Badge key={word} size="xs" variant="light" color={STATE_COLOURS[word] ?? 'orange'}>
                {word}
              </Badge>
            ))}
            {conditions.map(([name, state]) => (
              <Badge key={name} size="xs" variant="outline">
                {name}
                {state.level ? ` ${state.level}` : ''}
                {state.rounds ? ` (${state.rounds})` : ''}
              </Badge>
            ))}
          </Group>
        </div>
        <TargetBox entityKey={entity.key} name={entity.name} targeted={targeted} onToggleTarget={onToggleTarget} />
      </li>
    );
  },
  (before, after) =>
    sameButMeters(before.entity, after.entity) &&
    before.current === after.current &&
    before.targeted === after.targeted &&
    before.opened === after.opened &&
    before.onToggleTarget === after.onToggleTarget &&
    before.onInitiative === after.onInitiative &&
    before.onOpen === after.onOpen,
);
