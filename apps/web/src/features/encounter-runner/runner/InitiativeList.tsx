import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Encounter } from '@skald/rules/encounter/encounter';
import { memo, useCallback } from 'react';
import type { RunGesture } from '../actions/combat-action.ts';
import { rollMonsterInitiative, setInitiative } from '../actions/initiative-actions.ts';
import { listedOrder } from '../actions/target-actions.ts';
import { CombatantRow } from './CombatantRow.tsx';
import classes from './Runner.module.css';

interface InitiativeListProps {
  encounter: Encounter;
  targets: readonly string[];
  /** Whose panel is shown: opened from its row, or the current combatant's. */
  shownKey: string | null;
  onToggleTarget(key: string): void;
  run: RunGesture;
  onOpen(key: string): void;
}

/**
 * The turn order, highest initiative first; those out of it this round (down, or joining next round)
 * follow. Initiative is typed here, before and during the fight, or rolled for the monsters before it;
 * a row opens its combatant's panel. Memoised: it draws a
 * change at once, and is skipped when the log and the other panels catch up with it.
 */
export const InitiativeList = memo(function InitiativeList({
  encounter,
  targets,
  shownKey,
  onToggleTarget,
  run,
  onOpen,
}: InitiativeListProps) {
  const before = encounter.round === 0;
  const onInitiative = useCallback((key: string, initiative: number) => run(setInitiative, { key, initiative }), [run]);
  const rollMonsters = () => run(rollMonsterInitiative, undefined);
  return (
    <Stack gap="xs" className={classes.panel} component="section" aria-labelledby="turn-order-title">
      <Group justify="space-between">
        <Title order={2} size="h4" id="turn-order-title">
          {before ? 'Initiative' : 'Turn order'}
        </Title>
        {before && (
          <Button size="compact-sm" variant="light" onClick={rollMonsters}>
            Roll for monsters
          </Button>
        )}
      </Group>
      <ul className={classes.list}>
        {listedOrder(encounter).map((entity) => (
          <CombatantRow
            key={entity.key}
            entity={entity}
            current={entity.key === encounter.currentKey && !before}
            targeted={targets.includes(entity.key)}
            opened={entity.key === shownKey}
            onToggleTarget={onToggleTarget}
            onInitiative={onInitiative}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {encounter.entities.length === 0 && <Text c="dimmed">No combatants yet.</Text>}
    </Stack>
  );
});
