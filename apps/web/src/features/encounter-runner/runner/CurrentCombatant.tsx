import { Badge, Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core';
import type { Condition } from '@skald/rules/constants/conditions';
import type { AdvantageMode } from '@skald/rules/dice/roll-d20';
import { type EncounterEntity, effectiveAc, makesDeathSaves } from '@skald/rules/encounter/entity';
import type { MonsterAbility } from '@skald/rules/monster/monster';
import { memo, useState } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { killCombatant, reviveCombatant, setHidden, stabiliseCombatant } from '../actions/combatant-actions.ts';
import { removeCondition, removeReminder } from '../actions/effect-actions.ts';
import { DeathSaves } from './DeathSaves.tsx';
import { EditCombatantModal } from './EditCombatantModal.tsx';
import { FollowerVisibilityModal } from './FollowerVisibilityModal.tsx';
import { shownHitPoints } from './health.ts';
import classes from './Runner.module.css';
import { StatBlockSections } from './StatBlockSections.tsx';
import { sameButMeters } from './shown-entity.ts';

interface CurrentCombatantProps {
  /** The combatant whose panel is shown: opened from the turn order, else whose turn it is. */
  entity: EncounterEntity | undefined;
  /** Whose turn it is, when that is another combatant than the one shown: the way back to them. */
  current: { key: string; name: string } | null;
  onOpen(key: string): void;
  run: RunGesture;
  /** Rolls an ability against the targets; false when nothing was rolled (no target picked). */
  onRoll(ability: MonsterAbility, advantage: AdvantageMode): boolean;
  /** A saved encounter, which a broadcast may show: each combatant's visibility for followers can be set. */
  followers?: boolean;
}

/**
 * Says that the panel shows another combatant than the one whose turn it is, with the way back. Names
 * go without an article, as everywhere in the runner ("Orc's turn"): a player's name is a proper name
 * ("Elowen Brightleaf"), and a monster's reads as its label ("Goblin (2)").
 */
function NotTheirTurn({ name, current, onOpen }: { name: string } & Pick<CurrentCombatantProps, 'current' | 'onOpen'>) {
  if (!current) return null;
  return (
    <Group justify="space-between" gap="xs" className={classes.notTheirTurn}>
      <Text size="sm">
        Not {name}'s turn: it is {current.name}'s
      </Text>
      <Button size="compact-sm" variant="filled" onClick={() => onOpen(current.key)}>
        Back to {current.name}
      </Button>
    </Group>
  );
}

/**
 * Whose turn it is, or the combatant opened from the turn order: health, armor class, death saves at
 * 0 HP, quick state changes and its stat block. Memoised: the engine keeps the objects of combatants a
 * change did not touch, so hits on others, even those it deals (its meters are not shown here), do not
 * redraw it.
 */
export const CurrentCombatant = memo(
  function CurrentCombatant({ entity, current, onOpen, run, onRoll, followers }: CurrentCombatantProps) {
    const [editing, setEditing] = useState(false);
    const [choosingVisibility, setChoosingVisibility] = useState(false);
    if (!entity) {
      return (
        <Stack className={classes.panel} gap="xs" component="section" aria-label="Current combatant">
          <Text c="dimmed">
            Set initiative and start the encounter: whose turn it is shows here, and anyone you click in the list.
          </Text>
        </Stack>
      );
    }
    const hp = shownHitPoints(entity);
    const editor = editing && (
      // Opened afresh each time, so the form starts from the combatant as it is now.
      <EditCombatantModal key={entity.key} entity={entity} opened onClose={() => setEditing(false)} run={run} />
    );
    return (
      <Stack
        className={classes.panel}
        data-opened={current ? true : undefined}
        gap="xs"
        component="section"
        aria-labelledby="current-title"
      >
        {editor}
        {choosingVisibility && (
          <FollowerVisibilityModal
            key={entity.key}
            entity={entity}
            onClose={() => setChoosingVisibility(false)}
            run={run}
          />
        )}
        <NotTheirTurn name={entity.name} current={current} onOpen={onOpen} />
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3" id="current-title">
            {entity.name}
          </Title>
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {hp.current}/{hp.max} HP
            </Badge>
            <Badge variant="light" color="gray" size="lg">
              AC {effectiveAc(entity)}
            </Badge>
          </Group>
        </Group>
        {makesDeathSaves(entity) && entity.curHp <= 0 && !entity.transformed && (
          <DeathSaves entity={entity} run={run} />
        )}
        {(Object.keys(entity.conditions).length > 0 || Object.keys(entity.reminders).length > 0) && (
          <Group gap={6}>
            {Object.entries(entity.conditions).map(([name, state]) => (
              <Badge
                key={name}
                variant="outline"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove ${name}`}
                    onClick={() => run(removeCondition, { key: entity.key, condition: name as Condition })}
                  />
                }
              >
                {name}
                {state.level ? ` ${state.level}` : ''}
                {state.rounds ? ` (${state.rounds} rounds)` : ''}
              </Badge>
            ))}
            {Object.entries(entity.reminders).map(([reminderKey, reminder]) => (
              <Badge
                key={reminderKey}
                color="blue"
                variant="light"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={`Remove reminder ${reminder.title}`}
                    onClick={() => run(removeReminder, { key: entity.key, reminderKey })}
                  />
                }
              >
                {reminder.title}
              </Badge>
            ))}
          </Group>
        )}
        {/* Only the moves that make sense now: stabilise someone dying, revive someone down or dead. */}
        <Group gap="xs">
          {!entity.dead && (
            <Button
              size="compact-sm"
              variant="light"
              color="gray"
              onClick={() => run(killCombatant, { key: entity.key })}
            >
              Kill
            </Button>
          )}
          {makesDeathSaves(entity) && entity.curHp <= 0 && !entity.stable && !entity.dead && (
            <Button size="compact-sm" variant="light" onClick={() => run(stabiliseCombatant, { key: entity.key })}>
              Stabilise
            </Button>
          )}
          {(entity.dead || entity.curHp <= 0) && (
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              onClick={() => run(reviveCombatant, { key: entity.key })}
            >
              Revive
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="light"
            color="gray"
            onClick={() => run(setHidden, { key: entity.key, hidden: !entity.hidden })}
          >
            {entity.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
            Edit
          </Button>
          {followers && (
            <Button
              size="compact-sm"
              variant="light"
              // Its own visibility stands out; the campaign's setting for its side is the quiet default.
              color={entity.followerVisibility ? 'blue' : 'gray'}
              aria-label="Visibility for followers"
              onClick={() => setChoosingVisibility(true)}
            >
              Followers
            </Button>
          )}
        </Group>
        <StatBlockSections entity={entity} run={run} onRoll={onRoll} />
      </Stack>
    );
  },
  (before, after) =>
    sameButMeters(before.entity, after.entity) &&
    before.current?.key === after.current?.key &&
    before.current?.name === after.current?.name &&
    before.onOpen === after.onOpen &&
    before.run === after.run &&
    before.onRoll === after.onRoll &&
    before.followers === after.followers,
);
